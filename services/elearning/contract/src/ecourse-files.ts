// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseLanguageSchema, ecourseParamsSchema } from './ecourses';
import { idParam } from './ids';

/*
 *   GET  data/ecourses/{id}/files                          course admins  -> ecourseFileListSchema
 *   POST data/ecourses/{id}/files?fileType&locale          course admins  multipart, one part "file" -> 201 ecourseFileSchema
 *   GET  data/ecourses/{id}/files/{fileId}/content         course admins  -> the file as a download
 *   POST data/ecourses/{id}/files/{fileId}/detach          course admins  -> 204
 *   POST data/ecourses/{id}/files/swap                     course admins  ecourseFileSwapSchema -> ecourseFileListSchema
 *
 * fileId is the stored file's id. A copied course shares its files with the original; detaching removes
 * the link, and the stored file goes with its last link.
 */

export const ECOURSE_FILE_TYPES = ['COURSEMANUAL', 'ATTACHMENT'] as const;
export const ecourseFileTypeSchema = z.enum(ECOURSE_FILE_TYPES);

export { ALLOWED_MEDIA_FILE_TYPES, MAX_MEDIA_FILE_BYTES } from '@atrium/core-contract';

/** Document 001 §3 "File", with what a list shows of the stored file and its place in the drag-and-drop order. */
export const ecourseFileSchema = z.object({
  id: z.number().int(),
  fileType: ecourseFileTypeSchema,
  locale: ecourseLanguageSchema.nullable(),
  fileId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  position: z.number().int(),
});
export type EcourseFile = z.infer<typeof ecourseFileSchema>;
export const ecourseFileListSchema = z.array(ecourseFileSchema);

export const ecourseFileUploadQuerySchema = z.object({
  fileType: ecourseFileTypeSchema.default('COURSEMANUAL'),
  locale: ecourseLanguageSchema.optional(),
});
export const ecourseFileParamsSchema = z.object({ id: idParam(), fileId: idParam() });

/** Media file order swap (document 001 §7): the file at position `from` moves to `to` (0-based); the others close up. */
export const ecourseFileSwapSchema = z.object({
  from: z.number().int().min(0).max(10000),
  to: z.number().int().min(0).max(10000),
});

const filesPath = '/data/ecourses/:id/files';
const admins = { roles: COURSE_ADMINS };

export const ecourseFileEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: filesPath,
    access: admins,
    params: ecourseParamsSchema,
    response: ecourseFileListSchema,
  }),
  /** Multipart with one part "file" (a form with upload progress, not a JSON call): 201 ecourseFileSchema. */
  upload: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: filesPath,
    access: admins,
    params: ecourseParamsSchema,
    query: ecourseFileUploadQuerySchema,
    response: ecourseFileSchema,
    status: 201,
  }),
  /** The file as a download, linked rather than called. */
  content: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${filesPath}/:fileId/content`,
    access: admins,
    params: ecourseFileParamsSchema,
  }),
  /** A copied course shares the stored file: the file itself goes only with its last link. */
  detach: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: `${filesPath}/:fileId/detach`,
    access: admins,
    params: ecourseFileParamsSchema,
  }),
  swap: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: `${filesPath}/swap`,
    access: admins,
    params: ecourseParamsSchema,
    body: ecourseFileSwapSchema,
    response: ecourseFileListSchema,
  }),
};
