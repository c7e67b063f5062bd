// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, courseTextFields, defineEndpoint, emptyCourseTextFields } from '@atrium/core-contract';
import { ecourseParamsSchema, scormDetailsSchema, skipLandingPageParamsSchema, skipLandingPageSchema } from './ecourses';

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

/** An e-course's texts per language, its skip-landing-page flag and its SCORM details (document 001 §7). */
export const ecourseDetailEndpoints = {
  texts: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/elearningCourse/:id/courseTexts',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: ecourseLocalizedTextsSchema,
  }),
  saveTexts: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/elearningCourse/:id/courseTexts',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    body: ecourseLocalizedTextsSchema,
    response: ecourseLocalizedTextsSchema,
  }),
  skipLandingPage: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/getSkipLandingPage/:id',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: skipLandingPageSchema,
  }),
  setSkipLandingPage: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/updateSkipLandingPage/:id/:flag',
    access: { roles: COURSE_ADMINS },
    params: skipLandingPageParamsSchema,
    response: skipLandingPageSchema,
  }),
  scormDetails: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/scormDetails',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: scormDetailsSchema,
  }),
};
