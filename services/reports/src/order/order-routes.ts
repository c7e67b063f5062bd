import {
  CUSTOMER_ADMINS,
  customerScopeOf,
  HttpError,
  principalOf,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_PATHS, orderParamsSchema, orderSchema, purchaseParamsSchema } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { orderById, orderIdOfPurchase } from './order-query';

// The confirmations (document 001 /confirmation/{orderId}, /purchaseconfirmation/{purchaseId}): another
// customer's order is answered as missing, so its number tells a company admin nothing.
export const orderRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = reportsDb(shared);
  const access = { access: { roles: CUSTOMER_ADMINS } };

  app.get(
    ORDER_PATHS.order,
    { config: access, schema: { params: zodSchema(orderParamsSchema), response: { 200: zodResponse(orderSchema) } } },
    async (request) => {
      const order = await orderById(db, request.params.orderId, customerScopeOf(principalOf(request)));
      if (!order) throw new HttpError(404, 'Order not found');
      return order;
    },
  );

  app.get(
    ORDER_PATHS.purchase,
    { config: access, schema: { params: zodSchema(purchaseParamsSchema), response: { 200: zodResponse(orderSchema) } } },
    async (request) => {
      const orderId = await orderIdOfPurchase(db, request.params.purchaseId);
      const order = orderId === undefined ? undefined : await orderById(db, orderId, customerScopeOf(principalOf(request)));
      if (!order) throw new HttpError(404, 'Purchase not found');
      return order;
    },
  );
};
