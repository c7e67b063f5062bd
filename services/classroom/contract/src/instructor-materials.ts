// Browser-safe: the course materials of an instance on the instructor page and how each is handed over (document 002
// §2 "course materials and scanned documents", §3 "Course file", §7 the handover-method calls; decision 0227).
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { instanceIdParamsSchema } from './classroom-management';
import { instanceFileTypeSchema } from './media-files';

const MAX_INT = 2147483647;
/** In a JSON body a number is a number: true is not 1. */
const bodyId = () => z.number().int().min(1).max(MAX_INT);

/** Document 002 §3: digital (the default) or print. */
export const HANDOVER_METHODS = ['digital', 'print'] as const;
export const handoverMethodSchema = z.enum(HANDOVER_METHODS);
export type HandoverMethod = z.infer<typeof handoverMethodSchema>;
export const DEFAULT_HANDOVER_METHOD: HandoverMethod = 'digital';

export const instructorMaterialSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** The course's own material (shared by its instances) or a file of this instance. */
  owner: z.enum(['course', 'instance']),
  /** A course's own files are its manual; an instance's file has the type given at upload (decision 0237). */
  fileType: instanceFileTypeSchema,
  handoverMethod: handoverMethodSchema,
});
export type InstructorMaterial = z.infer<typeof instructorMaterialSchema>;

/** The file ids are media file ids; the instance says whose handover is meant, as one file may serve several. */
export const handoverMethodsQuerySchema = z.object({
  instanceId: bodyId(),
  fileIds: z.array(bodyId()).max(500),
});
export const handoverMethodUpdateSchema = z.object({
  instanceId: bodyId(),
  courseInstanceFileId: bodyId(),
  handoverMethod: handoverMethodSchema,
});
export const handoverMethodUpdatedSchema = z.object({
  courseInstanceFileId: z.number().int(),
  handoverMethod: handoverMethodSchema,
  /** The instructor had accepted the materials before this change: the page shows the notice of document 002 §8. */
  materialsAccepted: z.boolean(),
});

/** The multipart fields sent before the file part of an instructor's upload. */
export const instructorUploadFieldsSchema = z.object({ fileType: instanceFileTypeSchema });

/** After a detach or delete: the instructor had accepted the materials, so the page shows the notice of document 002 §8. */
export const instructorFileRemovedSchema = z.object({ materialsAccepted: z.boolean() });

const instanceFileParamsSchema = instanceIdParamsSchema.extend({ fileId: z.coerce.number().int().min(1).max(MAX_INT) });

const base = '/data/instructors/classroom-management';
const runnerCall = { area: 'classroom', access: { roles: COURSE_RUNNERS } } as const;

export const instructorMaterialEndpoints = {
  list: defineEndpoint({
    ...runnerCall,
    method: 'GET',
    path: `${base}/:instanceId/materials`,
    params: instanceIdParamsSchema,
    response: z.array(instructorMaterialSchema),
  }),
  /** The file itself, linked rather than called. */
  download: defineEndpoint({
    ...runnerCall,
    method: 'GET',
    path: `${base}/:instanceId/material/:fileId`,
    params: instanceFileParamsSchema,
  }),
  /** Multipart: a "fileType" field, then one "file" part (document 002 §7 "POST .../file with the upload record"). */
  upload: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: `${base}/:instanceId/file`,
    params: instanceIdParamsSchema,
    response: instructorMaterialSchema,
    status: 201,
  }),
  /** Only the instance's own files: the course's files serve all its instances and are kept by course staff. */
  remove: defineEndpoint({
    ...runnerCall,
    method: 'DELETE',
    path: `${base}/:instanceId/file/:fileId`,
    params: instanceFileParamsSchema,
    response: instructorFileRemovedSchema,
  }),
  detach: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: `${base}/:instanceId/file/:fileId/detach`,
    params: instanceFileParamsSchema,
    response: instructorFileRemovedSchema,
  }),
  /** Answer: the handover method by file id. */
  handoverMethods: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: `${base}/course-materials-handover-method`,
    body: handoverMethodsQuerySchema,
    response: z.record(z.string(), handoverMethodSchema),
  }),
  setHandoverMethod: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: `${base}/course-material-handover-method`,
    body: handoverMethodUpdateSchema,
    response: handoverMethodUpdatedSchema,
  }),
};
