import type { Order } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { extrasOfLines } from '../course-extra/course-extra-query';

/** An order with its lines; undefined when missing or, with a customer scope, another customer's. */
export async function orderById(db: ReportsDb, orderId: number, customerScope: number | null): Promise<Order | undefined> {
  let query = db.selectFrom('order').selectAll().where('id', '=', orderId);
  if (customerScope !== null) query = query.where('customer_id', '=', customerScope);
  const order = await query.executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.selectFrom('purchase_line').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const extras = await extrasOfLines(
    db,
    lines.map((line) => line.id),
  );
  const extrasTotal = [...extras.values()].flat().reduce((sum, extra) => sum + extra.netPrice, 0);
  return {
    orderId: order.id,
    customerId: order.customer_id,
    purchaserUserId: order.purchaser_user_id,
    onBehalfOf: order.on_behalf_of,
    yourReference: order.your_reference,
    locale: order.locale,
    currency: order.currency,
    vatPercent: order.vat_percent,
    status: order.status,
    created: order.created.toISOString(),
    netTotal: lines.reduce((sum, line) => sum + Number(line.net_price), 0) + extrasTotal,
    lines: lines.map((line) => ({
      purchaseId: line.id,
      courseType: line.course_type,
      courseId: line.course_id,
      instanceId: line.instance_id,
      title: line.title,
      quantity: line.quantity,
      unitNetPrice: Number(line.unit_net_price),
      listUnitPrice: Number(line.list_unit_price ?? line.unit_net_price),
      discountPercent: Number(line.discount_percent),
      netPrice: Number(line.net_price),
      userIds: line.user_ids,
      approved: line.approved,
      started: line.started,
      completed: line.completed,
      unapprovedReason: line.unapproved_reason,
      extras: extras.get(line.id) ?? [],
    })),
  };
}

/** The order a purchase line belongs to, within the customer scope. */
export async function orderIdOfPurchase(db: ReportsDb, purchaseId: number): Promise<number | undefined> {
  const line = await db.selectFrom('purchase_line').select('order_id').where('id', '=', purchaseId).executeTakeFirst();
  return line?.order_id;
}
