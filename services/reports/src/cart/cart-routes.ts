import { principalOf, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { addCourseToCartBodySchema, cartSchema } from '@atrium/reports-contract';
import { cartDb, type CartTables } from './cart-db';

// Anyone signed in has a cart of their own (document 001 §1: customers add catalogue courses to a cart).
const SIGNED_IN = { access: 'authenticated' as const };

async function cartOf(db: Kysely<CartTables>, userId: number) {
  const rows = await db
    .selectFrom('cart_item')
    .select(['course_id', 'course_type', 'quantity', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
  return {
    items: rows.map((row) => ({
      courseId: row.course_id,
      courseType: row.course_type,
      quantity: row.quantity,
      addedAt: row.added_at.toISOString(),
    })),
  };
}

export const cartRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = cartDb(shared);

  app.get('/data/cart/v1', { config: SIGNED_IN, schema: { response: { 200: zodResponse(cartSchema) } } }, async (request) =>
    cartOf(db, principalOf(request).userId),
  );

  app.post(
    '/data/cart/v1/addCourseToCart',
    { config: SIGNED_IN, schema: { body: zodSchema(addCourseToCartBodySchema), response: { 200: zodResponse(cartSchema) } } },
    async (request) => {
      const userId = principalOf(request).userId;
      const { courseId, courseType, quantity } = request.body;
      return db.transaction().execute(async (trx) => {
        // Adding a course already in the cart raises its quantity, capped like a single add.
        await trx
          .insertInto('cart_item')
          .values({ user_id: userId, course_type: courseType, course_id: courseId, quantity })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'course_type', 'course_id'])
              .doUpdateSet({ quantity: sql<number>`least(cart_item.quantity + excluded.quantity, 10000)` }),
          )
          .execute();
        return cartOf(trx, userId);
      });
    },
  );
};
