// Browser-safe: zod schemas and types only.
import { courseTextFields, emptyCourseTextFields } from '@atrium/core-contract';

export { COURSE_TEXT_FIELDS, type CourseTextField } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseLanguageSchema, type EcourseLanguage } from './ecourses';
import { idValue } from './ids';

/*
 *   GET  data/elearningCourse/{id}/courseTexts   course admins   -> localizedTextsSchema
 *   POST data/elearningCourse/{id}/courseTexts   course admins   localizedTextsSchema -> localizedTextsSchema
 *
 * The posted list is the course's texts afterwards: a locale left out loses its text. A text is matched
 * by its locale; an id, when sent, must be the one that locale already has (a copy sends none).
 */

export const ecourseLocalizedTextSchema = z.object({
  /** The text's own id; null for a text not saved yet (a new locale or a copy). */
  id: idValue().nullable().default(null),
  /** The e-course the text belongs to; null on a copy, whose texts are saved with the new course. */
  courseTextId: idValue().nullable().default(null),
  locale: ecourseLanguageSchema,
  ...courseTextFields,
});
export type EcourseLocalizedText = z.infer<typeof ecourseLocalizedTextSchema>;

export const ecourseLocalizedTextsSchema = z
  .array(ecourseLocalizedTextSchema)
  .max(3)
  .refine((texts) => new Set(texts.map((text) => text.locale)).size === texts.length, 'ecourse.invalid.duplicateLocale');

export function emptyEcourseText(locale: EcourseLanguage): EcourseLocalizedText {
  return {
    id: null,
    courseTextId: null,
    locale,
    ...emptyCourseTextFields(),
  };
}

/** A copy's texts: the same words without their ids (document 001 §2). */
export const withoutTextIds = (texts: readonly EcourseLocalizedText[]): EcourseLocalizedText[] =>
  texts.map((text) => ({ ...text, id: null, courseTextId: null }));
