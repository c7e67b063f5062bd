import multipart from '@fastify/multipart';
import { addEndpoint, COURSE_ADMINS, principalOf, zodSchema, PLATFORM_ADMINS } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INSTRUCTOR_FILE_PATH,
  INSTRUCTOR_ROLES,
  instructorFileEndpoints,
  instructorFileParamsSchema,
  instructorFilesSchema,
  MAX_INSTRUCTOR_FILE_BYTES,
} from '@atrium/users-contract';
import { usersDb } from '../db';
import { requireUser } from '../person-records/person-records-query';
import { receiveInstructorFile, sendInstructorFile } from './instructor-file-transfer';
import { instructorFilesOf, replaceInstructorFile } from './instructor-files-store';

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

  // Multipart, so a plain route (docs/conventions.md).
  fastify.post<{ Params: { userId: number; kind: 'photo' | 'signature' } }>(
    INSTRUCTOR_FILE_PATH,
    { config, schema: { params } },
    async (request) => {
      const { userId, kind } = request.params;
      await requireUser(db, userId);
      await receiveInstructorFile(request, db, userId, kind, principalOf(request).userId);
      return instructorFilesSchema.parse(await instructorFilesOf(db, userId));
    },
  );

  fastify.get<{ Params: { userId: number; kind: 'photo' | 'signature' } }>(
    INSTRUCTOR_FILE_PATH,
    { config: viewing, schema: { params } },
    async (request, reply) => sendInstructorFile(reply, db, request.params.userId, request.params.kind),
  );
};
