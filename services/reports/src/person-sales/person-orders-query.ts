import type { PersonOrder } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';

/** A person's orders: those they placed and those naming them as a learner on a line, newest first. */
export async function personOrders(db: ReportsDb, userId: number): Promise<PersonOrder[]> {
  const orders = await db
    .selectFrom('order as o')
    .select(['o.id', 'o.created', 'o.status', 'o.customer_id', 'o.your_reference', 'o.currency', 'o.purchaser_user_id'])
    .where((eb) =>
      eb.or([
        eb('o.purchaser_user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('purchase_line as l')
            .select(sql`1`.as('one'))
            .whereRef('l.order_id', '=', 'o.id')
            .where(sql<boolean>`${userId} = any(l.user_ids)`),
        ),
      ]),
    )
    .orderBy('o.created', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('purchase_line')
    .select(['order_id', 'title', 'course_type', 'quantity', 'net_price', sql<boolean>`${userId} = any(user_ids)`.as('for_person')])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((order) => {
    const own = lines.filter((line) => line.order_id === order.id);
    return {
      id: order.id,
      created: order.created.toISOString(),
      status: order.status,
      customerId: order.customer_id,
      yourReference: order.your_reference,
      currency: order.currency,
      purchaser: order.purchaser_user_id === userId,
      netTotal: own.reduce((sum, line) => sum + Number(line.net_price), 0),
      lines: own.map((line) => ({
        title: line.title,
        courseType: line.course_type,
        quantity: line.quantity,
        netPrice: Number(line.net_price),
        forPerson: line.for_person,
      })),
    };
  });
}
