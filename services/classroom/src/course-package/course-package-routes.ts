import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { coursePackageEndpoints } from '@atrium/classroom-contract';
import { readCoursePackage, replaceEcourses, replaceFiles, writeCoursePackage } from './course-package-store';
import { sendCoursePackageTestEmail } from './send-test-email';
import { classroomDb } from '../db';

/** Course package of a classroom course: get, write, its sets of files and e-courses, test e-mail. */
export const coursePackageRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, coursePackageEndpoints.get, async (request) => readCoursePackage(db, request.params.id));

  addEndpoint(app, coursePackageEndpoints.save, async (request) => {
    await db.transaction().execute((trx) => writeCoursePackage(trx, request.params.id, request.body));
    return readCoursePackage(db, request.params.id);
  });

  addEndpoint(app, coursePackageEndpoints.files, async (request) => {
    await db.transaction().execute((trx) => replaceFiles(trx, request.params.id, request.body.ids, 'body.ids'));
    return readCoursePackage(db, request.params.id);
  });

  addEndpoint(app, coursePackageEndpoints.ecourses, async (request) => {
    await db.transaction().execute((trx) => replaceEcourses(trx, request.params.id, request.body.ids));
    return readCoursePackage(db, request.params.id);
  });

  addEndpoint(app, coursePackageEndpoints.testEmail, async (request) => {
    const outboxId = await db.transaction().execute((trx) => sendCoursePackageTestEmail(trx, request.params.id, request.body.to));
    return { outboxId };
  });
};
