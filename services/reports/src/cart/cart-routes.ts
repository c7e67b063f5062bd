import { addEndpoint, customerScopeOf, HttpError, principalOf, SITE_STORES } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { cartEndpoints, CHECKOUT_ERRORS } from '@atrium/reports-contract';
import { reportsDb, type ReportsDb } from '../db';
import { courseOffers, offerKey } from './published-courses';
import { freeSeatsOf, joinWaitingList } from './published-seats';

// Anyone signed in has a cart of their own (document 001 §1: customers add catalogue courses to a cart).
type Currency = (typeof SITE_STORES)[keyof typeof SITE_STORES]['currency'];

export async function cartOf(db: ReportsDb, userId: number, currency: Currency) {
  const rows = await db
    .selectFrom('cart_item')
    .select(['course_id', 'course_type', 'quantity', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
  const offers = await courseOffers(
    db,
    rows.map((row) => ({ courseType: row.course_type, courseId: row.course_id })),
    currency,
  );
  const seats = await freeSeatsOf(
    db,
    rows.filter((row) => row.course_type === 'CLASSROOM').map((row) => row.course_id),
  );
  return {
    currency,
    items: rows.map((row) => {
      const offer = offers.get(offerKey(row.course_type, row.course_id));
      return {
        courseId: row.course_id,
        courseType: row.course_type,
        quantity: row.quantity,
        addedAt: row.added_at.toISOString(),
        title: offer?.title ?? null,
        unitNetPrice: offer?.unitNetPrice ?? null,
        freeSeats: row.course_type === 'CLASSROOM' ? (seats.get(row.course_id) ?? null) : null,
      };
    }),
  };
}

export const cartRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  const currencyOf = (site: keyof typeof SITE_STORES) => SITE_STORES[site].currency;

  addEndpoint(app, cartEndpoints.cart, async (request) => {
    const principal = principalOf(request);
    return cartOf(db, principal.userId, currencyOf(principal.site));
  });

  addEndpoint(app, cartEndpoints.addCourseToCart, async (request) => {
    const principal = principalOf(request);
    const { courseId, courseType, quantity } = request.body;
    return db.transaction().execute(async (trx) => {
      // Adding a course already in the cart raises its quantity, capped like a single add.
      await trx
        .insertInto('cart_item')
        .values({ user_id: principal.userId, course_type: courseType, course_id: courseId, quantity })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'course_type', 'course_id'])
            .doUpdateSet({ quantity: sql<number>`least(cart_item.quantity + excluded.quantity, 10000)` }),
        )
        .execute();
      return cartOf(trx, principal.userId, currencyOf(principal.site));
    });
  });

  addEndpoint(app, cartEndpoints.itemsInCartCount, async (request) => {
    const row = await db
      .selectFrom('cart_item')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', principalOf(request).userId)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count) };
  });

  // A full instance offers the waiting list: the line leaves the cart and its learners join the classroom area's queue
  // for the customer, in one transaction (a line not in the cart is the checkout's 409, so a repeat does nothing).
  addEndpoint(app, cartEndpoints.joinWaitingList, async (request) => {
    const principal = principalOf(request);
    const { instanceId, customerId, userIds } = request.body;
    const scope = customerScopeOf(principal);
    if (scope !== null && scope !== customerId) throw new HttpError(403, 'Not your customer');
    return db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('cart_item')
        .where('user_id', '=', principal.userId)
        .where('course_type', '=', 'CLASSROOM')
        .where('course_id', '=', instanceId)
        .returning('id')
        .executeTakeFirst();
      if (!removed) throw new HttpError(409, CHECKOUT_ERRORS.notInCart);
      const added = await joinWaitingList(trx, instanceId, customerId, userIds);
      return { added, cart: await cartOf(trx, principal.userId, currencyOf(principal.site)) };
    });
  });

  addEndpoint(app, cartEndpoints.removeItem, async (request) => {
    const principal = principalOf(request);
    // Removing a line that is not there leaves the cart as it is: a repeated remove is harmless.
    await db
      .deleteFrom('cart_item')
      .where('user_id', '=', principal.userId)
      .where('course_type', '=', request.params.courseType)
      .where('course_id', '=', request.params.courseId)
      .execute();
    return cartOf(db, principal.userId, currencyOf(principal.site));
  });
};
