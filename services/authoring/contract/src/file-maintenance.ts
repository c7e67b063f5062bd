// Browser-safe: the file maintenance calls of document 003 §7 ("rename unique file name", "invalidate cache keys",
// "resize all files") and the resize job whose progress /elearningpackage/files shows (decision 0249).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonDetailSchema, lessonFileNameSchema } from './lessons';
import { uuidParamsSchema } from './texts';

export const FILE_JOB_STATUSES = ['queued', 'running', 'completed', 'errored'] as const;
export type FileJobStatus = (typeof FILE_JOB_STATUSES)[number];

/** Images wider than this are scaled down to it (height in proportion) unless the author chooses another width. */
export const DEFAULT_RESIZE_WIDTH = 1920;
export const MIN_RESIZE_WIDTH = 100;
export const MAX_RESIZE_WIDTH = 10000;
/** The lesson files "resize all files" works on, by name: the pictures a lesson shows. */
export const RESIZABLE_IMAGE = /\.(jpe?g|png|webp)$/i;

export const fileJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(FILE_JOB_STATUSES),
  maxWidth: z.number().int(),
  /** Image files found, worked through, and made smaller. */
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FileJob = z.infer<typeof fileJobSchema>;

const access = { roles: COURSE_ADMINS };
export const fileMaintenanceEndpoints = {
  /** Gives the lesson another unique file name (the name mass-uploaded files are matched to); taken names are refused. */
  renameUniqueFileName: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: '/data/elearningpackage/lesson/:uuid/uniquefilename',
    access,
    params: uuidParamsSchema,
    body: z.object({ uniqueFileName: lessonFileNameSchema }),
    response: lessonDetailSchema,
  }),
  /** New cache keys for the named lessons' files, or for every lesson of the author's customer when none is named. */
  invalidateCacheKeys: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/files/invalidatecachekeys',
    access,
    body: z.object({ lessonUuids: z.array(z.uuid()).max(1000).optional() }),
    response: z.object({ lessons: z.number().int() }),
  }),
  /** Starts scaling every image file down to maxWidth in the background; while one runs, answers that one. */
  resizeAll: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/files/resize',
    access,
    body: z.object({
      maxWidth: z
        .number()
        .int()
        .min(MIN_RESIZE_WIDTH, 'validation.number.min')
        .max(MAX_RESIZE_WIDTH, 'validation.number.max')
        .default(DEFAULT_RESIZE_WIDTH),
    }),
    response: fileJobSchema,
  }),
  /** The latest resize job, for its progress; null before the first. */
  resizeStatus: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/files/resize',
    access,
    response: fileJobSchema.nullable(),
  }),
};
