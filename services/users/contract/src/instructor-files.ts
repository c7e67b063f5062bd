// Browser-safe: the single-user administration's instructor tab (document 002 §2 "instructor: instructor photo and
// signature photo, upload and delete"; §3 "instructor photo (fileId), signature photo"; §6 platform admins; decision
// 0207). The files live in the file store; the classroom area's instructor pickers and page read them by user id.
import { COURSE_RUNNERS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { userIdParamsSchema } from './atrium-user-search';

export const INSTRUCTOR_FILE_KINDS = ['photo', 'signature'] as const;
export type InstructorFileKind = (typeof INSTRUCTOR_FILE_KINDS)[number];
export const INSTRUCTOR_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_INSTRUCTOR_FILE_BYTES = 5 * 1024 * 1024;
/** Message keys of refused uploads. */
export const INSTRUCTOR_FILE_TYPE_REFUSED = 'useradmin.instructor.fileType';
export const INSTRUCTOR_FILE_TOO_LARGE = 'useradmin.instructor.fileTooLarge';

export const instructorFileParamsSchema = z.object({
  userId: z.coerce.number().int().positive().max(2147483647),
  kind: z.enum(INSTRUCTOR_FILE_KINDS),
});

export const instructorFileSchema = z.object({
  kind: z.enum(INSTRUCTOR_FILE_KINDS),
  /** The stored file's id (document 002 §3 "fileId"). */
  fileId: z.uuid(),
  contentType: z.enum(INSTRUCTOR_FILE_TYPES),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type InstructorFile = z.infer<typeof instructorFileSchema>;

export const instructorFilesSchema = z.object({ photo: instructorFileSchema.nullable(), signature: instructorFileSchema.nullable() });
export type InstructorFiles = z.infer<typeof instructorFilesSchema>;

/** Upload (multipart, field `file`) and the image itself: plain routes at this path, GET, POST and DELETE. */
export const INSTRUCTOR_FILE_PATH = '/data/atriumusersearch/user/:userId/instructor/:kind';
export const instructorFilePath = (userId: number, kind: InstructorFileKind) =>
  `/api/users/data/atriumusersearch/user/${userId}/instructor/${kind}`;

export const instructorFileEndpoints = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/atriumusersearch/user/:userId/instructor',
    access: { roles: PLATFORM_ADMINS },
    params: userIdParamsSchema,
    response: instructorFilesSchema,
  }),
  remove: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: INSTRUCTOR_FILE_PATH,
    access: { roles: PLATFORM_ADMINS },
    params: instructorFileParamsSchema,
    response: instructorFilesSchema,
  }),
};

export const ownInstructorFileParamsSchema = z.object({ kind: z.enum(INSTRUCTOR_FILE_KINDS) });

/**
 * The signed-in person's own photo and signature, managed from the instructor page (decision 0246): the same files as
 * the instructor tab's, for oneself only. Upload (multipart, field `file`) and the image are plain routes at this path.
 */
export const OWN_INSTRUCTOR_FILE_PATH = '/data/my/instructor/:kind';
export const ownInstructorFilePath = (kind: InstructorFileKind) => `/api/users/data/my/instructor/${kind}`;

export const ownInstructorFileEndpoints = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/my/instructor',
    access: { roles: COURSE_RUNNERS },
    response: instructorFilesSchema,
  }),
  remove: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: OWN_INSTRUCTOR_FILE_PATH,
    access: { roles: COURSE_RUNNERS },
    params: ownInstructorFileParamsSchema,
    response: instructorFilesSchema,
  }),
};
