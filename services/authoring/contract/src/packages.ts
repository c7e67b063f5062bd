// Browser-safe: /elearningpackage/packages and /elearningpackage/editpackage (document 003 §2, §3 "E-learning course
// package", "Chapter", §4 package status and stored search filters, §5, §7 package, chapter and attach calls, §9).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { authoringLocaleSchema, idSchema, localizedTextsSchema, uuidParamsSchema } from './texts';

export const PACKAGE_STATUSES = ['none', 'development', 'testing', 'published', 'archived'] as const;
export const packageStatusSchema = z.enum(PACKAGE_STATUSES);
export type PackageStatus = z.infer<typeof packageStatusSchema>;

/** The stored package search filters (§4); all-non-archived is the default. */
export const PACKAGE_FILTERS = ['all-non-archived', 'all', ...PACKAGE_STATUSES] as const;
export const packageFilterSchema = z.enum(PACKAGE_FILTERS);
export type PackageFilter = z.infer<typeof packageFilterSchema>;
export const DEFAULT_PACKAGE_FILTER: PackageFilter = 'all-non-archived';

export const SOFTWARE_VERSIONS = ['EC2', 'EC3', 'Other'] as const;
export const softwareVersionSchema = z.enum(SOFTWARE_VERSIONS);
export type SoftwareVersion = z.infer<typeof softwareVersionSchema>;

/**
 * §9: version 2 (EC2) runs in the application course framework, the others in the html5 framework. The export
 * carries its own player (decision 0193); the URL is kept for LMSs that load a framework of their own.
 */
export const APP_COURSE_FRAMEWORK_URL = '/elearningpackage/framework/app-course/';
export const HTML5_FRAMEWORK_URL = '/elearningpackage/framework/html5/';
export const defaultFrameworkUrl = (version: SoftwareVersion): string =>
  version === 'EC2' ? APP_COURSE_FRAMEWORK_URL : HTML5_FRAMEWORK_URL;

/** §5 and §9: an exam with an empty percent gets 70. */
export const DEFAULT_EXAM_PERCENT = 70;

export const PACKAGE_PAGE_SIZE = 50;

export const packageSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  internalName: z.string(),
  status: packageStatusSchema,
  locale: authoringLocaleSchema,
  chapterCount: z.number().int(),
  lessonCount: z.number().int(),
  updatedAt: z.string(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;
export const packageListSchema = z.object({ rows: z.array(packageSummarySchema), total: z.number().int() });
export const packageListQuerySchema = z.object({
  filter: packageFilterSchema.default(DEFAULT_PACKAGE_FILTER),
  search: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const LESSON_TYPES = ['video', 'videoNoFiles', 'html', 'htmlv2', 'task'] as const;
export const lessonTypeSchema = z.enum(LESSON_TYPES);
export type LessonType = z.infer<typeof lessonTypeSchema>;

/** A lesson as a package shows it: enough to check it (package-check.ts) and to list it. */
export const lessonInPackageSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  lessonType: lessonTypeSchema,
  locale: authoringLocaleSchema,
  texts: localizedTextsSchema,
  disabled: z.boolean(),
  jsFile: z.string().nullable(),
  videoFile: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoDuration: z.number().int().nullable(),
  fileNames: z.array(z.string()),
  taskCount: z.number().int(),
});
export type LessonInPackage = z.infer<typeof lessonInPackageSchema>;

export const chapterSchema = z.object({
  id: z.number().int(),
  texts: localizedTextsSchema,
  lessons: z.array(lessonInPackageSchema),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const taskInGroupSchema = z.object({ uuid: z.uuid(), title: z.string() });
export const examGroupSchema = z.object({
  id: z.number().int(),
  internalName: z.string(),
  take: z.number().int(),
  tasks: z.array(taskInGroupSchema),
});
export type ExamGroup = z.infer<typeof examGroupSchema>;

export const packageFieldsSchema = z.object({
  internalName: z.string().trim().min(1, 'validation.required').max(200, 'validation.length.max'),
  status: packageStatusSchema.default('development'),
  locale: authoringLocaleSchema,
  texts: localizedTextsSchema.default({}),
  exam: z.boolean().default(false),
  intro: z.boolean().default(false),
  /** §5: empty with the exam on becomes 70 (DEFAULT_EXAM_PERCENT); the editor sends what the author left. */
  examPercentRequired: z.number().int().min(0, 'validation.number.min').max(100, 'validation.number.max').nullable().default(null),
  frameworkUrl: z.string().trim().max(500).nullable().default(null),
  softwareVersion: softwareVersionSchema.default('EC3'),
});
export type PackageFields = z.input<typeof packageFieldsSchema>;

export const packageDetailSchema = packageFieldsSchema.extend({
  id: z.number().int(),
  uuid: z.uuid(),
  examPercentRequired: z.number().int(),
  frameworkUrl: z.string(),
  chapters: z.array(chapterSchema),
  examGroups: z.array(examGroupSchema),
  updatedAt: z.string(),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const packageSaveSchema = packageFieldsSchema.extend({ uuid: z.uuid().optional() });

export const chapterSaveSchema = z.object({ id: idSchema.optional(), texts: localizedTextsSchema });
export const chapterParamsSchema = uuidParamsSchema.extend({ chapterId: idSchema });
/** The new order: every chapter (or every lesson of a chapter) once. */
export const orderSchema = z.object({ ids: z.array(idSchema).max(1000) });
export const attachLessonSchema = z.object({ lessonUuid: z.uuid() });
export const chapterLessonParamsSchema = chapterParamsSchema.extend({ lessonUuid: z.uuid() });

const packagePath = '/data/elearningpackage/package/:uuid';
const access = { roles: COURSE_ADMINS };

export const packageEndpoints = {
  list: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/packages',
    access,
    query: packageListQuerySchema,
    response: packageListSchema,
  }),
  /** The author's stored search filter (§4). */
  filter: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/packages/filter',
    access,
    response: z.object({ filter: packageFilterSchema }),
  }),
  saveFilter: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: '/data/elearningpackage/packages/filter',
    access,
    body: z.object({ filter: packageFilterSchema }),
  }),
  get: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: packagePath,
    access,
    params: uuidParamsSchema,
    response: packageDetailSchema,
  }),
  save: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/package',
    access,
    body: packageSaveSchema,
    response: packageDetailSchema,
  }),
  copy: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: `${packagePath}/copy`,
    access,
    params: uuidParamsSchema,
    response: packageDetailSchema,
    status: 201,
  }),
  saveChapter: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: `${packagePath}/chapter`,
    access,
    params: uuidParamsSchema,
    body: chapterSaveSchema,
    response: packageDetailSchema,
  }),
  deleteChapter: defineEndpoint({
    area: 'authoring',
    method: 'DELETE',
    path: `${packagePath}/chapter/:chapterId`,
    access,
    params: chapterParamsSchema,
    response: packageDetailSchema,
  }),
  rearrangeChapters: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: `${packagePath}/chapters/order`,
    access,
    params: uuidParamsSchema,
    body: orderSchema,
    response: packageDetailSchema,
  }),
  rearrangeLessons: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: `${packagePath}/chapter/:chapterId/lessons/order`,
    access,
    params: chapterParamsSchema,
    body: orderSchema,
    response: packageDetailSchema,
  }),
  attachLesson: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: `${packagePath}/chapter/:chapterId/lessons`,
    access,
    params: chapterParamsSchema,
    body: attachLessonSchema,
    response: packageDetailSchema,
  }),
  detachLesson: defineEndpoint({
    area: 'authoring',
    method: 'DELETE',
    path: `${packagePath}/chapter/:chapterId/lessons/:lessonUuid`,
    access,
    params: chapterLessonParamsSchema,
    response: packageDetailSchema,
  }),
};
