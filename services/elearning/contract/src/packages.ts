import { COURSE_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

export const PACKAGE_TYPES = ['scorm12', 'scorm2004', 'cmi5'] as const;
export const packageTypeSchema = z.enum(PACKAGE_TYPES);
export type PackageType = z.infer<typeof packageTypeSchema>;

/** Document 001 §4: the statuses of the administrator's package list. */
export const PACKAGE_STATUSES = ['development', 'testing', 'none', 'published'] as const;
export const packageStatusSchema = z.enum(PACKAGE_STATUSES);
export type PackageStatus = z.infer<typeof packageStatusSchema>;

/** Document 001 §9. */
export const PACKAGE_PAGE_SIZE = 20;

// Only upload ids we handed out; they name a row, never a path.
const uploadReference = z.string().regex(/^(.*\/)?[0-9a-f-]{36}$/, 'Unknown upload');

/**
 * Where to PUT the zip (a presigned address of the bucket, or this service's own), and the object's path the import
 * then names as s3Path.
 */
export const uploadRequestResponseSchema = z.object({ url: z.string(), s3Path: z.string() });
export type UploadRequestResponse = z.infer<typeof uploadRequestResponseSchema>;

export const uploadIdParamsSchema = z.object({ uploadId: z.uuid() });
export const uploadReceivedSchema = z.object({ s3Path: z.string(), sizeBytes: z.number() });
export type UploadReceived = z.infer<typeof uploadReceivedSchema>;

export const newPackageParamsSchema = z.object({ kind: z.enum(['cmi5', 'scorm']) });
export const packageUploadBodySchema = z.object({ s3Path: uploadReference });
/** The document's answer is the id; the type the importer found comes too, so the screen can select the package. */
export const newPackageResponseSchema = z.object({ id: z.number().int(), type: packageTypeSchema });
export type NewPackageResponse = z.infer<typeof newPackageResponseSchema>;

export const updatePackageParamsSchema = z.object({ type: packageTypeSchema, packageId: z.coerce.number().int().positive() });
export const updatePackageResponseSchema = z.object({
  updateApplied: z.boolean(),
  incompatibleCourseStructure: z.boolean(),
});
export type UpdatePackageResponse = z.infer<typeof updatePackageResponseSchema>;

/** The chooser's types; the epkg variants are the internal format, which has no packages of these kinds here. */
export const packageListTypeSchema = z.enum(['cmi5', 'cmi5epkgv1', 'scorm12', 'scorm12epkgv1', 'scorm2004']);
export type PackageListType = z.infer<typeof packageListTypeSchema>;
export const packageListParamsSchema = z.object({ type: packageListTypeSchema, page: z.coerce.number().int().min(0) });
export const packageListQuerySchema = z.object({ ownerCustomerId: z.coerce.number().int().optional() });

export const packageSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: packageTypeSchema,
  title: z.string(),
  edition: z.string().nullable(),
  status: packageStatusSchema,
  created: z.string(),
  itemCount: z.number().int(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;
export const packageListResponseSchema = z.array(packageSummarySchema);

export const selectPackageBodySchema = z.object({
  packageType: packageTypeSchema,
  packageId: z.number().int().positive(),
  ecourseId: z.number().int().positive(),
});
/**
 * GET data/ecourses/xapi/coursecontent/status/{status}/{page}: the administrator package list of
 * document 001 §4, newest first, PACKAGE_PAGE_SIZE a page; platform admins only (§6).
 */
export const packagesByStatusParamsSchema = z.object({ status: packageStatusSchema, page: z.coerce.number().int().min(0).max(100000) });

export const selectPackageResponseSchema = z.object({ ok: z.literal(true) });

export const adminCoursesParamsSchema = z.object({
  withPackage: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const adminCourseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  internalName: z.string(),
  packageId: z.number().int().nullable(),
  packageType: packageTypeSchema.nullable(),
  packageTitle: z.string().nullable(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export const adminCoursesResponseSchema = z.array(adminCourseSchema);

export const ecourseIdParamsSchema = z.object({ ecourseid: z.coerce.number().int().positive() });
export const adminUploadResponseSchema = z.object({ message: z.string(), packageId: z.number().int() });
export type AdminUploadResponse = z.infer<typeof adminUploadResponseSchema>;

/** Document 001 §5 and §8: the upload texts, as the server sends them and the screens key them. */
export const UPLOAD_ERRORS = {
  onlyZip: 'Only zip files are allowed',
  noUploadUrl: 'Unable to get upload url',
  importFailed: 'Error importing course package',
  incompatible: 'Failed to update course package! The course structure is incompatible with the existing course package',
  updateFailed: 'Failed to update course package!',
  /** A message key (not in document 001): the person holds too many unimported uploads (decision 0117). */
  tooManyOpen: 'ecourse.package.tooManyUploads',
} as const;
export const ADMIN_UPLOAD_OK = 'SCORM package uploaded successfully';

/**
 * Document 001 §7 migration checks. Atrium keeps every package, SCORM or cmi5, in one package format, so
 * a SCORM course is migrated as soon as its package exists; epkg (v1) packages do not exist here.
 * GET data/ecourses/xapi/checkForMigratedScorm/{scormCourseId}: 200 with the package, 404 when unknown.
 * GET data/ecourses/xapi/checkForMigratedEpkgV1/{epkgUUID}: always 404.
 * GET data/ecourses/xapi/migrateScorm/{ecourseId}: 200 with the course's package, 404 MIGRATION_NOT_AVAILABLE.
 */
export const scormCourseIdParamsSchema = z.object({ scormCourseId: z.coerce.number().int().positive().max(2147483647) });
export const epkgUuidParamsSchema = z.object({ epkgUUID: z.uuid() });
export const migrateScormParamsSchema = z.object({ ecourseId: z.coerce.number().int().positive().max(2147483647) });
export const migratedPackageSchema = z.object({ packageId: z.number().int(), packageType: packageTypeSchema });
export type MigratedPackage = z.infer<typeof migratedPackageSchema>;
export const MIGRATION_NOT_AVAILABLE = 'Migration not available for this course pacakge';

const XAPI = '/data/ecourses/xapi';
const staff = { roles: COURSE_ADMINS };

export const packageEndpoints = {
  /** Where to PUT the zip: a presigned address of the bucket, or this service's own (its answer's url). */
  uploadRequest: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${XAPI}/upload/request`,
    access: staff,
    response: uploadRequestResponseSchema,
  }),
  newPackage: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: `${XAPI}/coursecontent/newPackage/:kind`,
    access: staff,
    params: newPackageParamsSchema,
    body: packageUploadBodySchema,
    response: newPackageResponseSchema,
  }),
  updatePackage: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: `${XAPI}/coursecontent/updatePackage/:type/:packageId`,
    access: staff,
    params: updatePackageParamsSchema,
    body: packageUploadBodySchema,
    response: updatePackageResponseSchema,
  }),
  listByType: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${XAPI}/coursecontent/:type/:page`,
    access: staff,
    params: packageListParamsSchema,
    query: packageListQuerySchema,
    response: packageListResponseSchema,
  }),
  /** Document 001 §6: only platform admins list packages by status. */
  listByStatus: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${XAPI}/coursecontent/status/:status/:page`,
    access: { roles: PLATFORM_ADMINS },
    params: packagesByStatusParamsSchema,
    response: packageListResponseSchema,
  }),
  select: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: `${XAPI}/coursecontent/selectPackage`,
    access: staff,
    body: selectPackageBodySchema,
    response: selectPackageResponseSchema,
  }),
  adminCourses: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/scorm/admin/courses/:withPackage',
    access: staff,
    params: adminCoursesParamsSchema,
    response: adminCoursesResponseSchema,
  }),
  /** Multipart with one part "file" (a form with upload progress, not a JSON call). */
  adminUpload: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/web/data/scorm/admin/upload/:ecourseid',
    access: staff,
    params: ecourseIdParamsSchema,
    response: adminUploadResponseSchema,
  }),
  checkForMigratedScorm: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${XAPI}/checkForMigratedScorm/:scormCourseId`,
    access: staff,
    params: scormCourseIdParamsSchema,
    response: migratedPackageSchema,
  }),
  checkForMigratedEpkgV1: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${XAPI}/checkForMigratedEpkgV1/:epkgUUID`,
    access: staff,
    params: epkgUuidParamsSchema,
    response: migratedPackageSchema,
  }),
  migrateScorm: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `${XAPI}/migrateScorm/:ecourseId`,
    access: staff,
    params: migrateScormParamsSchema,
    response: migratedPackageSchema,
  }),
};
