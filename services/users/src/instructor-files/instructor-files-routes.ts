import multipart from '@fastify/multipart';
import {
  addEndpoint,
  COURSE_ADMINS,
  deleteFile,
  HttpError,
  openFile,
  principalOf,
  saveFile,
  zodSchema,
  PLATFORM_ADMINS,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INSTRUCTOR_FILE_PATH,
  INSTRUCTOR_FILE_TOO_LARGE,
  INSTRUCTOR_FILE_TYPE_REFUSED,
  INSTRUCTOR_FILE_TYPES,
  INSTRUCTOR_ROLES,
  instructorFileEndpoints,
  instructorFileParamsSchema,
  instructorFilesSchema,
  MAX_INSTRUCTOR_FILE_BYTES,
} from '@atrium/users-contract';
import { usersDb } from '../db';
import { requireUser } from '../person-records/person-records-query';
import { INSTRUCTOR_FILE_AREA, instructorFilesOf, replaceInstructorFile } from './instructor-files-store';

type ImageType = (typeof INSTRUCTOR_FILE_TYPES)[number];
const isImageType = (type: string): type is ImageType => (INSTRUCTOR_FILE_TYPES as readonly string[]).includes(type);

/** The instructor tab (document 002 §2, §6: platform admins): photo and signature, uploaded, shown and deleted. */
export const instructorFileRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  await fastify.register(multipart, { limits: { fileSize: MAX_INSTRUCTOR_FILE_BYTES, files: 1, fields: 0 } });
  const db = usersDb(shared);
  const config = { access: { roles: PLATFORM_ADMINS } };
  // The pictures themselves are shown wherever instructors are chosen or named: the classroom area's instructor
  // pickers (course staff) and the instructor page (instructors).
  const viewing = { access: { roles: [...COURSE_ADMINS, ...INSTRUCTOR_ROLES] } };
  const params = zodSchema(instructorFileParamsSchema);

  addEndpoint(fastify, instructorFileEndpoints.list, async (request) => {
    await requireUser(db, request.params.userId);
    return instructorFilesOf(db, request.params.userId);
  });

  addEndpoint(fastify, instructorFileEndpoints.remove, async (request) => {
    const { userId, kind } = request.params;
    await requireUser(db, userId);
    await replaceInstructorFile(db, userId, kind, null, principalOf(request).userId);
    return instructorFilesOf(db, userId);
  });

  // Multipart, so a plain route (docs/conventions.md): the field `file`, a JPEG, PNG or WebP picture.
  fastify.post<{ Params: { userId: number; kind: 'photo' | 'signature' } }>(
    INSTRUCTOR_FILE_PATH,
    { config, schema: { params } },
    async (request) => {
      const { userId, kind } = request.params;
      await requireUser(db, userId);
      const upload = await request.file();
      if (!upload) throw new HttpError(400, 'file: validation.required');
      if (!isImageType(upload.mimetype)) {
        upload.file.resume();
        throw new HttpError(415, INSTRUCTOR_FILE_TYPE_REFUSED);
      }
      const stored = await saveFile(INSTRUCTOR_FILE_AREA, upload.file, {
        maxBytes: MAX_INSTRUCTOR_FILE_BYTES,
        truncated: () => upload.file.truncated,
      }).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 413) throw new HttpError(413, INSTRUCTOR_FILE_TOO_LARGE);
        throw error;
      });
      try {
        await replaceInstructorFile(
          db,
          userId,
          kind,
          { key: stored.key, contentType: upload.mimetype, sizeBytes: stored.sizeBytes },
          principalOf(request).userId,
        );
      } catch (error) {
        await deleteFile(INSTRUCTOR_FILE_AREA, stored.key);
        throw error;
      }
      return instructorFilesSchema.parse(await instructorFilesOf(db, userId));
    },
  );

  fastify.get<{ Params: { userId: number; kind: 'photo' | 'signature' } }>(
    INSTRUCTOR_FILE_PATH,
    { config: viewing, schema: { params } },
    async (request, reply) => {
      const { userId, kind } = request.params;
      const row = await db
        .selectFrom('instructor_file')
        .select(['file_key', 'content_type'])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      const stream = row ? await openFile(INSTRUCTOR_FILE_AREA, row.file_key) : null;
      if (!row || !stream) throw new HttpError(404, 'useradmin.instructor.noFile');
      return reply
        .type(row.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(stream);
    },
  );
};
