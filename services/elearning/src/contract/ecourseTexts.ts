// Browser-safe: zod schemas and types only.
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

/** The rich-text fields of one locale, as the classroom area has them; HTML, sanitised by the service. */
export const ECOURSE_TEXT_FIELDS = [
  'courseTextOverview',
  'courseTextParticipantInfo',
  'courseTextCompetence',
  'courseTextRegulations',
  'courseTextTerms',
  'courseTextDiploma',
  'courseTextCourseManual',
  'courseEvaluation',
] as const;
export type EcourseTextField = (typeof ECOURSE_TEXT_FIELDS)[number];

const html = z.string().max(200_000);

export const ecourseLocalizedTextSchema = z.object({
  /** The text's own id; null for a text not saved yet (a new locale or a copy). */
  id: idValue().nullable().default(null),
  /** The e-course the text belongs to; null on a copy, whose texts are saved with the new course. */
  courseTextId: idValue().nullable().default(null),
  locale: ecourseLanguageSchema,
  courseTextMain: z.object({ title: z.string().trim().max(300), text: html }),
  ...(Object.fromEntries(ECOURSE_TEXT_FIELDS.map((field) => [field, html])) as Record<EcourseTextField, typeof html>),
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
    courseTextMain: { title: '', text: '' },
    ...(Object.fromEntries(ECOURSE_TEXT_FIELDS.map((field) => [field, ''])) as Record<EcourseTextField, string>),
  };
}

/** A copy's texts: the same words without their ids (document 001 §2). */
export const withoutTextIds = (texts: readonly EcourseLocalizedText[]): EcourseLocalizedText[] =>
  texts.map((text) => ({ ...text, id: null, courseTextId: null }));
