import { addEndpoint, principalOf, SITE_STORES } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { personSalesEndpoints } from '@atrium/reports-contract';
import { cartOf } from '../cart/cart-routes';
import { reportsDb } from '../db';
import { personOrders } from './person-orders-query';

// The single-user administration's orders and cart tabs (document 002 §2, §6): platform admins only.
export const personSalesRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  const currencyOf = (request: Parameters<typeof principalOf>[0]) => SITE_STORES[principalOf(request).site].currency;

  addEndpoint(app, personSalesEndpoints.orders, async (request) => personOrders(db, request.params.userId));

  addEndpoint(app, personSalesEndpoints.cart, async (request) => cartOf(db, request.params.userId, currencyOf(request)));

  addEndpoint(app, personSalesEndpoints.closeCart, async (request) => {
    // One statement: closing twice, or while the person adds a line, leaves no half-closed cart.
    await db.deleteFrom('cart_item').where('user_id', '=', request.params.userId).execute();
    return cartOf(db, request.params.userId, currencyOf(request));
  });
};
