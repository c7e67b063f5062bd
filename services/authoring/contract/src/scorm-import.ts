// Browser-safe: the SCORM import of document 003 §7 ("SCORM import", "file scan"); decisions 0254 and 0255.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonFilePathSchema, lessonSaveSchema } from './lessons';
import { packageFieldsSchema } from './packages';
import { taskFieldsSchema } from './tasks';
import { localizedTextsSchema, uuidParamsSchema } from './texts';

/** The largest package the import takes, sent and unpacked (a zip bomb stops at the unpacked limit). */
export const MAX_SCORM_IMPORT_BYTES = 500 * 1024 * 1024;
export const MAX_SCORM_IMPORT_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;
export const MAX_SCORM_IMPORT_FILES = 5000;

/**
 * The tool's own export carries the whole package in this file beside the player, in every locale, so an import of it
 * gives back an editable package: its chapters, lessons (files under `lessons/{key}/`), tasks and exam groups.
 */
export const ATRIUM_PACKAGE_FILE = 'atrium-package.json';
const keySchema = z.string().min(1).max(100);
const describedLessonSchema = lessonSaveSchema.omit({ uuid: true, taskUuids: true }).extend({
  key: keySchema,
  videoDuration: z.number().int().nullable(),
  files: z.array(lessonFilePathSchema).max(MAX_SCORM_IMPORT_FILES),
  taskKeys: z.array(keySchema).max(500),
});
export const packageDescriptionSchema = z.object({
  format: z.literal('atrium-package'),
  version: z.literal(1),
  package: packageFieldsSchema,
  chapters: z.array(z.object({ texts: localizedTextsSchema, lessonKeys: z.array(keySchema) })).max(1000),
  lessons: z.array(describedLessonSchema).max(MAX_SCORM_IMPORT_FILES),
  tasks: z.array(taskFieldsSchema.extend({ key: keySchema })).max(10000),
  examGroups: z
    .array(z.object({ internalName: z.string().max(200), take: z.number().int().min(0), taskKeys: z.array(keySchema) }))
    .max(1000),
});
export type PackageDescription = z.infer<typeof packageDescriptionSchema>;

const SCORM_IMPORT_KINDS = ['atrium', 'scorm12', 'scorm2004'] as const;
export const scormImportResultSchema = z.object({
  /** The new package. */
  uuid: z.uuid(),
  internalName: z.string(),
  /** atrium: the tool's own export, back as it was; scorm12/scorm2004: another tool's package as one HTML v2 lesson. */
  kind: z.enum(SCORM_IMPORT_KINDS),
  lessons: z.number().int(),
  tasks: z.number().int(),
  files: z.number().int(),
  /** Files of the zip the package does not keep (the export's player, files the §5 name rule refuses). */
  leftOut: z.array(z.string()),
});
export type ScormImportResult = z.infer<typeof scormImportResultSchema>;

/** Decision 0255: per lesson, files nothing names and names of files that are not there. */
export const fileScanSchema = z.object({
  lessons: z.array(
    z.object({
      uuid: z.uuid(),
      title: z.string(),
      unusedFiles: z.array(z.string()),
      missingFiles: z.array(z.object({ file: z.string(), referencedBy: z.string() })),
    }),
  ),
});
export type FileScan = z.infer<typeof fileScanSchema>;

const access = { roles: COURSE_ADMINS };
export const scormImportEndpoints = {
  /** Multipart, the field `file`: a SCORM 1.2 or 2004 zip (decision 0254). */
  importPackage: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/scormimport',
    access,
    response: scormImportResultSchema,
    status: 201,
  }),
  fileScan: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/package/:uuid/filescan',
    access,
    params: uuidParamsSchema,
    response: fileScanSchema,
  }),
};
