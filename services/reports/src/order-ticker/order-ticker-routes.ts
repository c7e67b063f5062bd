import { addEndpoint, principalOf, SITE_STORES, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { orderTickerEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { orderTicker } from './order-ticker-query';

// Course staff follow the sales of their own learning site, in its currency (decision 0142).
export const orderTickerRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = reportsDb(shared);

  addEndpoint(app, orderTickerEndpoints.get, async (request) =>
    orderTicker(db, request.params, SITE_STORES[principalOf(request).site].currency),
  );
};
