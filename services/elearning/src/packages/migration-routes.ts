import { addEndpoint, HttpError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { MIGRATION_NOT_AVAILABLE, packageEndpoints as endpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';

/** The migration calls of document 001 §7; what they mean with one package format is in the contract. */
export const migrationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  addEndpoint(app, endpoints.checkForMigratedScorm, async (request) => {
    const found = await db
      .selectFrom('package')
      .select(['id as packageId', 'type as packageType'])
      .where('id', '=', request.params.scormCourseId)
      .where('type', 'in', ['scorm12', 'scorm2004'])
      .executeTakeFirst();
    if (!found) throw new HttpError(404, 'scormCourseId: not migrated');
    return found;
  });

  addEndpoint(app, endpoints.checkForMigratedEpkgV1, async () => {
    throw new HttpError(404, MIGRATION_NOT_AVAILABLE);
  });

  addEndpoint(app, endpoints.migrateScorm, async (request) => {
    const found = await db
      .selectFrom('ecourse as e')
      .innerJoin('package as p', 'p.id', 'e.package_id')
      .select(['p.id as packageId', 'p.type as packageType'])
      .where('e.id', '=', request.params.ecourseId)
      .executeTakeFirst();
    if (!found) throw new HttpError(404, MIGRATION_NOT_AVAILABLE);
    return found;
  });
};
