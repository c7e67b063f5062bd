// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { idParam } from './ids';

/*
 * The notes tab (/ecourse/:id/edit/notes). Document 001 §4 names the one comment type.
 *
 *   GET  data/ecourses/{id}/comments/ELEARNINGCOURSE   course admins  -> ecourseCommentListSchema (newest first)
 *   POST data/ecourses/{id}/comments/ELEARNINGCOURSE   course admins  newEcourseCommentSchema -> ecourseCommentListSchema
 */
export const ECOURSE_COMMENT_TYPES = ['ELEARNINGCOURSE'] as const;
export const ecourseCommentTypeSchema = z.enum(ECOURSE_COMMENT_TYPES);
export const ecourseCommentParamsSchema = z.object({ id: idParam(), type: ecourseCommentTypeSchema });
export const newEcourseCommentSchema = z.object({ text: z.string().trim().min(1, 'ecourse.invalid.commentEmpty').max(10000) });
export const ecourseCommentSchema = z.object({
  id: z.number().int(),
  type: ecourseCommentTypeSchema,
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type EcourseComment = z.infer<typeof ecourseCommentSchema>;
export const ecourseCommentListSchema = z.array(ecourseCommentSchema);

/** An e-course's comments of one type, newest first; adding one answers the list. */
export const ecourseCommentEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/comments/:type',
    access: { roles: COURSE_ADMINS },
    params: ecourseCommentParamsSchema,
    response: ecourseCommentListSchema,
  }),
  add: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/ecourses/:id/comments/:type',
    access: { roles: COURSE_ADMINS },
    params: ecourseCommentParamsSchema,
    body: newEcourseCommentSchema,
    response: ecourseCommentListSchema,
  }),
};
