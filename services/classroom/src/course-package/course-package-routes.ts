import { zodResponse, zodSchema, type Role, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classroomCourseIdParamsSchema,
  coursePackageEcoursesBodySchema,
  coursePackageFilesBodySchema,
  coursePackageSchema,
  coursePackageTestEmailBodySchema,
  coursePackageTestEmailResultSchema,
  coursePackageWriteSchema,
} from '@atrium/classroom-contract';
import { readCoursePackage, replaceEcourses, replaceFiles, writeCoursePackage } from './course-package-store';
import { sendCoursePackageTestEmail } from './send-test-email';
import { classroomDb } from '../db';

// Document 000 §6: the course package tab is for platform admins only.
const PLATFORM_ADMINS: { roles: Role[] } = { roles: ['atrium'] };

const params = zodSchema(classroomCourseIdParamsSchema);
const packageResponse = { 200: zodResponse(coursePackageSchema) };

/** Course package of a classroom course: get, write, its sets of files and e-courses, test e-mail. */
export const coursePackageRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const path = '/data/clcourses/:id/coursePackage';

  app.get(path, { config: { access: PLATFORM_ADMINS }, schema: { params, response: packageResponse } }, async (request) =>
    readCoursePackage(db, request.params.id),
  );

  app.put(
    path,
    {
      config: { access: PLATFORM_ADMINS },
      schema: { params, body: zodSchema(coursePackageWriteSchema), response: packageResponse },
    },
    async (request) => {
      await db.transaction().execute((trx) => writeCoursePackage(trx, request.params.id, request.body));
      return readCoursePackage(db, request.params.id);
    },
  );

  app.put(
    `${path}/files`,
    {
      config: { access: PLATFORM_ADMINS },
      schema: { params, body: zodSchema(coursePackageFilesBodySchema), response: packageResponse },
    },
    async (request) => {
      await db.transaction().execute((trx) => replaceFiles(trx, request.params.id, request.body.ids, 'body.ids'));
      return readCoursePackage(db, request.params.id);
    },
  );

  app.put(
    `${path}/eCourses`,
    {
      config: { access: PLATFORM_ADMINS },
      schema: { params, body: zodSchema(coursePackageEcoursesBodySchema), response: packageResponse },
    },
    async (request) => {
      await db.transaction().execute((trx) => replaceEcourses(trx, request.params.id, request.body.ids));
      return readCoursePackage(db, request.params.id);
    },
  );

  app.post(
    `${path}/testEmail`,
    {
      config: { access: PLATFORM_ADMINS },
      schema: {
        params,
        body: zodSchema(coursePackageTestEmailBodySchema),
        response: { 200: zodResponse(coursePackageTestEmailResultSchema) },
      },
    },
    async (request) => {
      const outboxId = await db.transaction().execute((trx) => sendCoursePackageTestEmail(trx, request.params.id, request.body.to));
      return { outboxId };
    },
  );
};
