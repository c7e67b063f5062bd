// Browser-safe: the read-only lesson view (/elearningpackage/lessonview/{id}, decision 0251), what a learner would see
// of one lesson, for course staff of the lesson's customer and for the instructors of a classroom course linking it
// (document 002 §2 "linked e-learning lessons, each opened in a new window").
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonTypeSchema } from './packages';
import { endingLinkSchema } from './lessons';
import { authoringLocaleSchema, idSchema } from './texts';

const lessonViewParamsSchema = z.object({ id: idSchema });

export const lessonViewFileSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** Where the browser reads it (below /api/authoring), under the lesson's cache key. */
  href: z.string(),
});
export type LessonViewFile = z.infer<typeof lessonViewFileSchema>;

export const lessonViewSchema = z.object({
  id: z.number().int(),
  lessonType: lessonTypeSchema,
  locale: authoringLocaleSchema,
  title: z.string(),
  /** The rich-text body in the lesson's locale, sanitised on save (decision 0239). */
  body: z.string(),
  /** A video lesson with its video uploaded: the video endpoint plays its best transcoded mp4, else the uploaded file. */
  hasVideo: z.boolean(),
  /** A video-without-files lesson's own address. */
  videoUrl: z.string().nullable(),
  /** An HTML lesson's page (below /api/authoring), whose relative addresses reach the lesson's other files. */
  htmlSrc: z.string().nullable(),
  files: z.array(lessonViewFileSchema),
  endingLinks: z.array(endingLinkSchema),
});
export type LessonView = z.infer<typeof lessonViewSchema>;

const viewPath = '/data/elearningpackage/lessonview/:id';

/**
 * A file of the viewed lesson (a name, or an HTML v2 path) under the viewer's grant and the lesson's cache key
 * (decisions 0249, 0251). The grant stands in for the session: an HTML page runs on an opaque origin, whose requests
 * carry no cookie.
 */
export const lessonViewFilePath = (grant: string, fileName: string, cacheKey: string) =>
  `/web/data/elearningpackage/lessonview/files/${grant}/${fileName.split('/').map(encodeURIComponent).join('/')}?v=${cacheKey}`;
/** The route serving {@link lessonViewFilePath}: the rest of the path is the file's, so an HTML page's relative addresses work. */
export const LESSON_VIEW_FILE_ROUTE = '/web/data/elearningpackage/lessonview/files/:grant/*';

export const lessonViewEndpoints = {
  get: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: viewPath,
    access: { roles: COURSE_RUNNERS },
    params: lessonViewParamsSchema,
    response: lessonViewSchema,
  }),
  /** The video a video lesson plays (a stream with byte ranges, so the player can seek). */
  video: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/web/data/elearningpackage/lessonview/:id/video',
    access: { roles: COURSE_RUNNERS },
    params: lessonViewParamsSchema,
  }),
};
