// Browser-safe: zod only.
import { z } from 'zod';
import { VIDEO_LINK_WITHOUT_ID, videoLinksHaveIds } from './video-link';

/**
 * The localized texts of a course, the same for classroom and e-learning courses (documents 000 and 001 §3):
 * a titled main text and these rich-text fields, HTML that each service sanitises before storing.
 */
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

/** Rich-text HTML of the toolbar (document 001 §9): a video link is accepted only with its 11-character video id. */
export const richTextHtml = (max: number) => z.string().max(max).refine(videoLinksHaveIds, { message: VIDEO_LINK_WITHOUT_ID });

const html = richTextHtml(200_000);

/** The fields of one locale's text; an area adds its locale and ids. */
export const courseTextFields = {
  courseTextMain: z.object({ title: z.string().trim().max(300), text: html }),
  ...(Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, html])) as Record<CourseTextField, typeof html>),
};

/** One locale's fields, all empty: what a new text starts from. */
export function emptyCourseTextFields(): { courseTextMain: { title: string; text: string } } & Record<CourseTextField, string> {
  return {
    courseTextMain: { title: '', text: '' },
    ...(Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, ''])) as Record<CourseTextField, string>),
  };
}
