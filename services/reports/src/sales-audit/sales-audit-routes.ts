import { addEndpoint, HttpError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { salesAuditEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { listSalesAudit } from './sales-audit-query';
import { orderHistory } from './order-history-query';

export const salesAuditRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, salesAuditEndpoints.list, async (request) => listSalesAudit(db, request.query));
  addEndpoint(app, salesAuditEndpoints.orderHistory, async (request) => {
    const history = await orderHistory(db, request.params.orderId, request.query);
    if (!history) throw new HttpError(404, 'Order not found');
    return history;
  });
};
