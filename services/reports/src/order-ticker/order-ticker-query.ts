import { sql } from 'kysely';
import { ORDER_TICKER_MAX_ORDERS, type OrderTicker, type OrderTickerParams } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';

// Days are the providers' days (Norway and Sweden share a time zone), not UTC ones (decision 0142).
const placedDay = sql<string>`(reports."order".created at time zone 'Europe/Oslo')::date`;

/**
 * The purchase lines of orders placed in the range in one currency, newest first, at most 1000 (document 003
 * §9); the totals cover the whole range, split by course type.
 */
export async function orderTicker(db: ReportsDb, range: OrderTickerParams, currency: 'NOK' | 'SEK' | 'EUR'): Promise<OrderTicker> {
  const inRange = db
    .selectFrom('order')
    .innerJoin('purchase_line', 'purchase_line.order_id', 'order.id')
    .where('order.currency', '=', currency)
    .where('order.status', '!=', 'cancelled')
    .where(placedDay, '>=', range.dateFrom)
    .where(placedDay, '<=', range.dateTo);
  const [rows, totals] = await Promise.all([
    inRange
      .select([
        'order.id as orderId',
        'purchase_line.id as purchaseId',
        'order.created',
        'purchase_line.net_price',
        'purchase_line.course_type',
        'purchase_line.title',
      ])
      .orderBy('order.created', 'desc')
      .orderBy('purchase_line.id', 'desc')
      .limit(ORDER_TICKER_MAX_ORDERS)
      .execute(),
    inRange
      .select((eb) => [
        eb.fn
          .coalesce(eb.fn.sum<number>('purchase_line.net_price').filterWhere('purchase_line.course_type', '=', 'ECOURSE'), sql<number>`0`)
          .as('elearning'),
        eb.fn
          .coalesce(eb.fn.sum<number>('purchase_line.net_price').filterWhere('purchase_line.course_type', '=', 'CLASSROOM'), sql<number>`0`)
          .as('classroom'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const elearningTotal = Number(totals.elearning);
  const classroomTotal = Number(totals.classroom);
  return {
    orders: rows.map((row) => ({
      orderId: row.orderId,
      purchaseId: row.purchaseId,
      placed: row.created.toISOString(),
      netPriceInCents: Number(row.net_price),
      courseType: row.course_type,
      title: row.title,
    })),
    currencyIsoCode: currency,
    total: elearningTotal + classroomTotal,
    elearningTotal,
    classroomTotal,
  };
}
