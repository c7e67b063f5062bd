// Browser-safe: zod schemas and types only.
import { z } from 'zod';
import { courseTextFields, emptyCourseTextFields } from '@atrium/core-contract';
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
