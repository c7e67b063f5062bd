// Browser-safe: zod schemas and types only.
import { z } from 'zod';
import { courseLocaleSchema } from './courses';

/** The rich-text fields of one locale; HTML, sanitised by the service before it is stored. */
export const COURSE_TEXT_FIELDS = [
  'courseTextOverview',
  'courseTextParticipantInfo',
  'courseTextCompetence',
  'courseTextRegulations',
  'courseTextTerms',
  'courseTextDiploma',
  'courseTextCourseManual',
  'courseEvaluation',
] as const;
export type CourseTextField = (typeof COURSE_TEXT_FIELDS)[number];

const html = z.string().max(200_000);

export const localizedTextSchema = z.object({
  locale: courseLocaleSchema,
  courseTextMain: z.object({ title: z.string().trim().max(300), text: html }),
  ...(Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, html])) as Record<CourseTextField, typeof html>),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const localizedTextsSchema = z
  .array(localizedTextSchema)
  .max(3)
  .refine((texts) => new Set(texts.map((text) => text.locale)).size === texts.length, 'courses.classroom.invalid.duplicateLocale');

export function emptyLocalizedText(locale: LocalizedText['locale']): LocalizedText {
  return {
    locale,
    courseTextMain: { title: '', text: '' },
    ...(Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, ''])) as Record<CourseTextField, string>),
  };
}
