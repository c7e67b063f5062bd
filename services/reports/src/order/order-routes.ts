import { addEndpoint, customerScopeOf, HttpError, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { orderEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { orderById, orderIdOfPurchase } from './order-query';

// The confirmations (document 001 /confirmation/{orderId}, /purchaseconfirmation/{purchaseId}): another
// customer's order is answered as missing, so its number tells a company admin nothing.
export const orderRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = reportsDb(shared);

  addEndpoint(app, orderEndpoints.order, async (request) => {
    const order = await orderById(db, request.params.orderId, customerScopeOf(principalOf(request)));
    if (!order) throw new HttpError(404, 'Order not found');
    return order;
  });

  addEndpoint(app, orderEndpoints.purchase, async (request) => {
    const orderId = await orderIdOfPurchase(db, request.params.purchaseId);
    const order = orderId === undefined ? undefined : await orderById(db, orderId, customerScopeOf(principalOf(request)));
    if (!order) throw new HttpError(404, 'Purchase not found');
    return order;
  });
};
