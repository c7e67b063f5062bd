import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseExtraEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { extraCatalogue, searchSoldExtras } from './course-extra-query';
import { listExtras, saveExtra } from './course-extra-catalogue';

export const courseExtraRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, courseExtraEndpoints.catalogue, async (request) => extraCatalogue(db, request.query.currency));
  addEndpoint(app, courseExtraEndpoints.list, async () => listExtras(db));
  addEndpoint(app, courseExtraEndpoints.create, async (request) => saveExtra(shared, null, request.body));
  addEndpoint(app, courseExtraEndpoints.update, async (request) => saveExtra(shared, request.params.extraId, request.body));
  addEndpoint(app, courseExtraEndpoints.search, async (request) => searchSoldExtras(db, request.query));
};
