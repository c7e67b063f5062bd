// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

export { ALLOWED_MEDIA_FILE_TYPES, MAX_MEDIA_FILE_BYTES } from '@atrium/core-contract';

/** Document 002 §3: the types of an instance's files. */
export const INSTANCE_FILE_TYPES = [
  'INTERNRAPPORT',
  'KURSRAPPORT',
  'COURSEMANUAL',
  'CLASSROOM_COURSE_TASK_SET',
  'CLASSROOM_COURSE_ATTACHMENT',
  'RESULTS_PRETEST',
  'RESULTS_POSTTEST',
  'SCANNED_EVALUATIONS',
  'FREMMOTELISTE',
  'FREMMOTELISTE_SIGNED',
  'DELTAKERLISTE',
  'COURSE_PACKAGE',
  'IECEX',
  'OTHER',
  'UNKNOWN_FILE_TYPE',
] as const;
export const instanceFileTypeSchema = z.enum(INSTANCE_FILE_TYPES);
export type InstanceFileType = z.infer<typeof instanceFileTypeSchema>;
/** Document 002 §3: these are course materials; every other type counts as a scanned document. */
export const COURSE_MATERIAL_TYPES = ['COURSEMANUAL', 'CLASSROOM_COURSE_TASK_SET', 'CLASSROOM_COURSE_ATTACHMENT'] as const;
export const isCourseMaterialType = (type: InstanceFileType): boolean => (COURSE_MATERIAL_TYPES as readonly string[]).includes(type);
/** A file uploaded without a type (the staff files tab) is an attachment, as files were before types (decision 0237). */
export const DEFAULT_INSTANCE_FILE_TYPE: InstanceFileType = 'CLASSROOM_COURSE_ATTACHMENT';

/** A media file as linked to its owner (a course's material or an instance's files), at its place in the owner's order. */
export const linkedFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  position: z.number().int(),
  /** An instance's file has a type (decision 0237); a course's files have none. */
  fileType: instanceFileTypeSchema.optional(),
});
export type LinkedFile = z.infer<typeof linkedFileSchema>;
/** The staff files tab's upload: a "fileType" field before the file, an attachment when left out (decision 0237). */
export const instanceUploadFieldsSchema = z.object({ fileType: instanceFileTypeSchema.default(DEFAULT_INSTANCE_FILE_TYPE) });
export const linkedFileListSchema = z.array(linkedFileSchema);

/** `id` is the owner (course or instance), `fileId` the media file. */
export const linkedFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  fileId: z.coerce.number().int().min(1).max(2147483647),
});

/** Media file order swap: the file at position `from` moves to position `to` (0-based). */
export const fileOrderSwapSchema = z.object({
  from: z.number().int().min(0).max(10000),
  to: z.number().int().min(0).max(10000),
});

const ownerParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
const fileCall = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;

/**
 * The file calls of one kind of owner, under its path with the owner's id as `:id`: list, upload (multipart, one part
 * "file"), download, reorder, delete and detach. Delete removes the owner's link and the file once nothing else
 * links it; detach only the link.
 */
function linkedFileEndpointsOf(base: string) {
  return {
    list: defineEndpoint({ ...fileCall, method: 'GET', path: `${base}/files`, params: ownerParamsSchema, response: linkedFileListSchema }),
    upload: defineEndpoint({
      ...fileCall,
      method: 'POST',
      path: `${base}/file`,
      params: ownerParamsSchema,
      response: linkedFileSchema,
      status: 201,
    }),
    /** The file itself, linked rather than called. */
    download: defineEndpoint({ ...fileCall, method: 'GET', path: `${base}/file/:fileId`, params: linkedFileParamsSchema }),
    remove: defineEndpoint({ ...fileCall, method: 'DELETE', path: `${base}/file/:fileId`, params: linkedFileParamsSchema }),
    detach: defineEndpoint({ ...fileCall, method: 'POST', path: `${base}/file/:fileId/detach`, params: linkedFileParamsSchema }),
    swap: defineEndpoint({
      ...fileCall,
      method: 'POST',
      path: `${base}/files/swap`,
      params: ownerParamsSchema,
      body: fileOrderSwapSchema,
      response: linkedFileListSchema,
    }),
  };
}
export type LinkedFileEndpoints = ReturnType<typeof linkedFileEndpointsOf>;

/** courseMaterial: a course's files (document 000 §7, data/clcourses/{id}/file/{fileId} and its detach). */
export const courseFileEndpoints = linkedFileEndpointsOf('/data/clcourses/:id');
/** The instance edit's files tab (document 000 §7, DELETE data/clicourse/{id}/file/{fileId}; the rest as for a course). */
export const instanceFileEndpoints = linkedFileEndpointsOf('/data/clicourse/:id');
