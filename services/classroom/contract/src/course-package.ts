// Browser-safe: zod schemas and types only.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema } from './course-params';

const MAX_ITEMS = 200;

function idSet(what: string) {
  return z
    .array(z.number().int().min(1).max(2147483647))
    .max(MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, `The same ${what} is listed twice`);
}

/** The files (media file ids) of a course package, in the order they are sent. */
export const coursePackageFilesSchema = idSet('file');
/** The e-courses (ids in the elearning area) a course package gives access to. */
export const coursePackageEcoursesSchema = idSet('e-course');

/** What an admin writes: the whole package. */
export const coursePackageWriteSchema = z.object({
  files: coursePackageFilesSchema,
  eCourses: coursePackageEcoursesSchema,
  mailSubject: z.string().trim().max(500),
  mailBody: z.string().max(50_000),
});
export type CoursePackageWrite = z.infer<typeof coursePackageWriteSchema>;

export const coursePackageFileSchema = z.object({ id: z.number().int(), fileName: z.string() });
export type CoursePackageFile = z.infer<typeof coursePackageFileSchema>;

/** An e-course of the package with its name from the e-learning area; null when that area does not know it. */
export const coursePackageEcourseSchema = z.object({ id: z.number().int(), name: z.string().nullable() });
export type CoursePackageEcourse = z.infer<typeof coursePackageEcourseSchema>;

export const coursePackageSchema = coursePackageWriteSchema.extend({
  /** Null until the package is first written: a new course package starts empty. */
  id: z.number().int().nullable(),
  clCourse: z.number().int(),
  /** The files of `files`, with their names, for showing. */
  fileDetails: z.array(coursePackageFileSchema),
  /** The e-courses of `eCourses`, with their names, for showing. */
  eCourseDetails: z.array(coursePackageEcourseSchema),
});
export type CoursePackage = z.infer<typeof coursePackageSchema>;

/** Body of the two set calls (files, e-courses). */
export const coursePackageFilesBodySchema = z.object({ ids: coursePackageFilesSchema });
export const coursePackageEcoursesBodySchema = z.object({ ids: coursePackageEcoursesSchema });

export const coursePackageTestEmailBodySchema = z.object({ to: z.email().max(320) });
export type CoursePackageTestEmailBody = z.infer<typeof coursePackageTestEmailBodySchema>;

export const coursePackageTestEmailResultSchema = z.object({ outboxId: z.number().int() });
export type CoursePackageTestEmailResult = z.infer<typeof coursePackageTestEmailResultSchema>;

// Document 000 §6: the course package tab is for platform admins only.
const call = { area: 'classroom', access: { roles: PLATFORM_ADMINS }, params: classroomCourseIdParamsSchema } as const;
const path = '/data/clcourses/:id/coursePackage';

/** A classroom course's package: get, write, its sets of files and e-courses, and a test e-mail. */
export const coursePackageEndpoints = {
  get: defineEndpoint({ ...call, method: 'GET', path, response: coursePackageSchema }),
  save: defineEndpoint({ ...call, method: 'PUT', path, body: coursePackageWriteSchema, response: coursePackageSchema }),
  files: defineEndpoint({
    ...call,
    method: 'PUT',
    path: `${path}/files`,
    body: coursePackageFilesBodySchema,
    response: coursePackageSchema,
  }),
  ecourses: defineEndpoint({
    ...call,
    method: 'PUT',
    path: `${path}/eCourses`,
    body: coursePackageEcoursesBodySchema,
    response: coursePackageSchema,
  }),
  testEmail: defineEndpoint({
    ...call,
    method: 'POST',
    path: `${path}/testEmail`,
    body: coursePackageTestEmailBodySchema,
    response: coursePackageTestEmailResultSchema,
  }),
};
