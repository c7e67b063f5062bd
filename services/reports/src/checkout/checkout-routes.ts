import { addEndpoint, customerScopeOf, HttpError, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { orderEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { orderById } from '../order/order-query';
import { placeOrder } from './checkout-store';

// Course staff buy on behalf of any customer; a company admin buys for their own company only.
export const checkoutRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  addEndpoint(app, orderEndpoints.checkout, async (request) => {
    const principal = principalOf(request);
    const scope = customerScopeOf(principal);
    if (scope !== null && scope !== request.body.customerId) throw new HttpError(403, 'Not your customer');
    const orderId = await placeOrder(shared, principal, request.body);
    return (await orderById(reportsDb(shared), orderId, null))!;
  });
};
