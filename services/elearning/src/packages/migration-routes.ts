import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  epkgUuidParamsSchema,
  migratedPackageSchema,
  migrateScormParamsSchema,
  MIGRATION_NOT_AVAILABLE,
  scormCourseIdParamsSchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { COURSE_ADMINS } from '../ecourses/ecourse-access';

const BASE = '/data/ecourses/xapi';

/** The migration calls of document 001 §7; what they mean with one package format is in the contract. */
export const migrationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const response = { 200: zodResponse(migratedPackageSchema) };

  app.get(
    `${BASE}/checkForMigratedScorm/:scormCourseId`,
    { config: { access: COURSE_ADMINS }, schema: { params: zodSchema(scormCourseIdParamsSchema), response } },
    async (request) => {
      const found = await db
        .selectFrom('package')
        .select(['id as packageId', 'type as packageType'])
        .where('id', '=', request.params.scormCourseId)
        .where('type', 'in', ['scorm12', 'scorm2004'])
        .executeTakeFirst();
      if (!found) throw new HttpError(404, 'scormCourseId: not migrated');
      return found;
    },
  );

  app.get(
    `${BASE}/checkForMigratedEpkgV1/:epkgUUID`,
    { config: { access: COURSE_ADMINS }, schema: { params: zodSchema(epkgUuidParamsSchema), response } },
    async () => {
      throw new HttpError(404, MIGRATION_NOT_AVAILABLE);
    },
  );

  app.get(
    `${BASE}/migrateScorm/:ecourseId`,
    { config: { access: COURSE_ADMINS }, schema: { params: zodSchema(migrateScormParamsSchema), response } },
    async (request) => {
      const found = await db
        .selectFrom('ecourse as e')
        .innerJoin('package as p', 'p.id', 'e.package_id')
        .select(['p.id as packageId', 'p.type as packageType'])
        .where('e.id', '=', request.params.ecourseId)
        .executeTakeFirst();
      if (!found) throw new HttpError(404, MIGRATION_NOT_AVAILABLE);
      return found;
    },
  );
};
