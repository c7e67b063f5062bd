// Browser-safe: /elearningpackage/lessons, /elearningpackage/editlesson/{uuid} and the lesson files (document 003 §2,
// §3 "Lesson", §4 upload queue, §5 lesson rules, §7 lesson and lesson-file calls, §8 kpg.cannotdeletelessonfile).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonInPackageSchema, lessonTypeSchema } from './packages';
import { authoringLocaleSchema, localizedTextsSchema, uuidParamsSchema } from './texts';

/** §5: lesson file names are letters, digits, hyphen, dot and underscore. */
export const LESSON_FILE_NAME = /^[A-Za-z0-9._-]+$/;
export const lessonFileNameSchema = z
  .string()
  .min(1, 'validation.required')
  .max(200, 'validation.length.max')
  .regex(LESSON_FILE_NAME, 'kpg.file.invalidName')
  .refine((name) => name !== '.' && name !== '..', 'kpg.file.invalidName');

/** HTML v2 lessons keep their files' folders (decision 0249): each part of the path is a §5 file name. */
export const lessonFilePathSchema = z
  .string()
  .min(1, 'validation.required')
  .max(500, 'validation.length.max')
  .refine((path) => path.split('/').every((part) => LESSON_FILE_NAME.test(part) && part !== '.' && part !== '..'), 'kpg.file.invalidName');

/** §9: at most 5 uploads at once. */
export const MAX_CONCURRENT_UPLOADS = 5;
export const MAX_LESSON_FILE_BYTES = 500 * 1024 * 1024;
/** §4: the states of one file in the upload queue. */
export const UPLOAD_STATES = ['pending', 'waiting', 'uploading', 'completed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const endingLinkSchema = z.object({
  text: z.string().trim().min(1, 'validation.required').max(200, 'validation.length.max'),
  href: z.url({ protocol: /^https?$/, error: 'validation.url' }).max(2000),
});

export const lessonFileSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type LessonFile = z.infer<typeof lessonFileSchema>;

export const lessonTaskSchema = z.object({ uuid: z.uuid(), title: z.string() });

export const lessonDetailSchema = lessonInPackageSchema.extend({
  uniqueFileName: z.string().nullable(),
  /** Part of every file address: browsers keep a file until the key changes (an upload, a delete, an invalidation). */
  cacheKey: z.uuid(),
  endingLinks: z.array(endingLinkSchema),
  tags: z.array(z.string()),
  files: z.array(lessonFileSchema),
  tasks: z.array(lessonTaskSchema),
  /** The packages the lesson is in, by internal name. */
  usedIn: z.array(z.object({ uuid: z.uuid(), internalName: z.string(), status: z.string() })),
  updatedAt: z.string(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const lessonSaveSchema = z.object({
  uuid: z.uuid().optional(),
  lessonType: lessonTypeSchema,
  locale: authoringLocaleSchema,
  texts: localizedTextsSchema.default({}),
  jsFile: lessonFilePathSchema.nullable().default(null),
  videoFile: lessonFileNameSchema.nullable().default(null),
  videoUrl: z
    .url({ protocol: /^https?$/, error: 'validation.url' })
    .max(2000)
    .nullable()
    .default(null),
  uniqueFileName: lessonFileNameSchema.nullable().default(null),
  endingLinks: z.array(endingLinkSchema).max(20).default([]),
  tags: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  /** The tasks of a task lesson, in order. */
  taskUuids: z.array(z.uuid()).max(500).default([]),
});
export type LessonSave = z.input<typeof lessonSaveSchema>;

export const lessonSummarySchema = z.object({
  uuid: z.uuid(),
  lessonType: lessonTypeSchema,
  locale: authoringLocaleSchema,
  title: z.string(),
  disabled: z.boolean(),
  fileCount: z.number().int(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export const LESSON_PAGE_SIZE = 50;
export const lessonSearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  lessonType: lessonTypeSchema.optional(),
  tag: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const lessonFileParamsSchema = uuidParamsSchema.extend({ fileName: lessonFileNameSchema });

/** Where a file of the mass upload goes: its lesson, or why it has none. */
export const fileMatchSchema = z.object({
  fileName: z.string(),
  lesson: z.object({ uuid: z.uuid(), title: z.string(), uniqueFileName: z.string() }).nullable(),
  /** The lesson has a file of that name: the upload replaces it. */
  replaces: z.boolean(),
  problem: z.enum(['kpg.file.invalidName', 'kpg.files.noLesson']).nullable(),
});
export type FileMatch = z.infer<typeof fileMatchSchema>;

const lessonPath = '/data/elearningpackage/lesson/:uuid';
const access = { roles: COURSE_ADMINS };

export const lessonEndpoints = {
  search: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/lessons',
    access,
    query: lessonSearchQuerySchema,
    response: z.object({ rows: z.array(lessonSummarySchema), total: z.number().int() }),
  }),
  get: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: lessonPath,
    access,
    params: uuidParamsSchema,
    response: lessonDetailSchema,
  }),
  save: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/lesson',
    access,
    body: lessonSaveSchema,
    response: lessonDetailSchema,
  }),
  remove: defineEndpoint({ area: 'authoring', method: 'DELETE', path: lessonPath, access, params: uuidParamsSchema }),
  toggleDisabled: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: `${lessonPath}/disabled`,
    access,
    params: uuidParamsSchema,
    body: z.object({ disabled: z.boolean() }),
    response: lessonDetailSchema,
  }),
  deleteFile: defineEndpoint({
    area: 'authoring',
    method: 'DELETE',
    path: `${lessonPath}/files/:fileName`,
    access,
    params: lessonFileParamsSchema,
    response: lessonDetailSchema,
  }),
  /** §7 "file check before upload": which of these names the lesson has already (an upload replaces them). */
  checkFiles: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: `${lessonPath}/files/check`,
    access,
    params: uuidParamsSchema,
    body: z.object({ fileNames: z.array(z.string().max(300)).min(1).max(1000) }),
    response: z.object({ existing: z.array(z.string()), invalid: z.array(z.string()) }),
  }),
  /**
   * /elearningpackage/files, the mass upload's file check: each file goes to the lesson whose unique file name is the
   * file's name, with or without its extension (decision 0191).
   */
  matchFiles: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/files/match',
    access,
    body: z.object({ fileNames: z.array(z.string().max(300)).min(1).max(1000) }),
    response: z.object({ files: z.array(fileMatchSchema) }),
  }),
};

/**
 * §7: the multipart upload of one lesson file (fields lessonUuid, for an HTML v2 lesson optionally path (the file's
 * folders and name), then the file).
 */
export const LESSON_FILE_UPLOAD_PATH = '/web/data/elearningpackage/lessonfiles/upload';
/** A lesson file (a name, or an HTML v2 path) as the editor preview loads it, under the lesson's cache key (decision 0249). */
export const lessonFilePath = (uuid: string, fileName: string, cacheKey: string) =>
  `/web/data/elearningpackage/lessonfiles/${uuid}/${fileName.split('/').map(encodeURIComponent).join('/')}?v=${cacheKey}`;
