import { addEndpoint, principalOf, SITE_STORES } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { dashboardEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { dashboardSummary } from './dashboard-summary';

/** /tkadash/show and /eca/dashboard (document 003 §2, §6, decision 0212): the same figures, each for its roles. */
export const dashboardRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  const summary = async (request: FastifyRequest) => dashboardSummary(db, SITE_STORES[principalOf(request).site].currency, new Date());
  addEndpoint(app, dashboardEndpoints.tka, summary);
  addEndpoint(app, dashboardEndpoints.eca, summary);
};
