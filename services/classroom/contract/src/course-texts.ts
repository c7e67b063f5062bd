// Browser-safe: zod schemas and types only.
import { z } from 'zod';
import { COURSE_ADMINS, courseTextFields, defineEndpoint, emptyCourseTextFields } from '@atrium/core-contract';
import { classroomCourseIdParamsSchema } from './course-params';
import { courseLocaleSchema } from './courses';

export { COURSE_TEXT_FIELDS, type CourseTextField } from '@atrium/core-contract';

export const localizedTextSchema = z.object({
  locale: courseLocaleSchema,
  ...courseTextFields,
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const localizedTextsSchema = z
  .array(localizedTextSchema)
  .max(3)
  .refine((texts) => new Set(texts.map((text) => text.locale)).size === texts.length, 'courses.classroom.invalid.duplicateLocale');

export function emptyLocalizedText(locale: LocalizedText['locale']): LocalizedText {
  return {
    locale,
    ...emptyCourseTextFields(),
  };
}

/** Document 000 §7: a course's texts per locale; a save replaces them all. */
export const courseTextEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/classroomCourse/:id/courseTexts',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseIdParamsSchema,
    response: localizedTextsSchema,
  }),
  save: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroomCourse/:id/courseTexts',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseIdParamsSchema,
    body: localizedTextsSchema,
    response: localizedTextsSchema,
  }),
};
