import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { salesAuditEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { listSalesAudit } from './sales-audit-query';

export const salesAuditRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, salesAuditEndpoints.list, async (request) => listSalesAudit(db, request.query));
};
