import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseExtraEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { extraCatalogue, searchSoldExtras } from './course-extra-query';

export const courseExtraRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, courseExtraEndpoints.catalogue, async (request) => extraCatalogue(db, request.query.currency));
  addEndpoint(app, courseExtraEndpoints.search, async (request) => searchSoldExtras(db, request.query));
};
