import multipart from '@fastify/multipart';
import { addEndpoint, COURSE_RUNNERS, principalOf, zodSchema } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  instructorFilesSchema,
  MAX_INSTRUCTOR_FILE_BYTES,
  OWN_INSTRUCTOR_FILE_PATH,
  ownInstructorFileEndpoints,
  ownInstructorFileParamsSchema,
} from '@atrium/users-contract';
import { usersDb } from '../db';
import { receiveInstructorFile, sendInstructorFile } from './instructor-file-transfer';
import { instructorFilesOf, replaceInstructorFile } from './instructor-files-store';

/**
 * The signed-in instructor's own photo and signature, from the instructor page (decision 0246): the same files and
 * rules as the instructor tab's, always the caller's own, so nobody reaches another person's pictures this way.
 */
export const ownInstructorFileRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  await fastify.register(multipart, { limits: { fileSize: MAX_INSTRUCTOR_FILE_BYTES, files: 1, fields: 0 } });
  const db = usersDb(shared);
  const config = { access: { roles: COURSE_RUNNERS } };
  const params = zodSchema(ownInstructorFileParamsSchema);

  addEndpoint(fastify, ownInstructorFileEndpoints.list, async (request) => instructorFilesOf(db, principalOf(request).userId));

  addEndpoint(fastify, ownInstructorFileEndpoints.remove, async (request) => {
    const { userId } = principalOf(request);
    await replaceInstructorFile(db, userId, request.params.kind, null, userId);
    return instructorFilesOf(db, userId);
  });

  // Multipart, so a plain route (docs/conventions.md).
  fastify.post<{ Params: { kind: 'photo' | 'signature' } }>(OWN_INSTRUCTOR_FILE_PATH, { config, schema: { params } }, async (request) => {
    const { userId } = principalOf(request);
    await receiveInstructorFile(request, db, userId, request.params.kind, userId);
    return instructorFilesSchema.parse(await instructorFilesOf(db, userId));
  });

  fastify.get<{ Params: { kind: 'photo' | 'signature' } }>(
    OWN_INSTRUCTOR_FILE_PATH,
    { config, schema: { params } },
    async (request, reply) => sendInstructorFile(reply, db, principalOf(request).userId, request.params.kind),
  );
};
