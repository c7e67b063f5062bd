import { queueMail, RequestValidationError, SITE_STORES, type Principal } from '@atrium/service-core';
import { sql } from 'kysely';
import type { CourseType } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { orderById } from '../order/order-query';
import { orderConfirmationMail } from './order-confirmation-mail';
import { customerSite, personEmail } from './published-buyers';
import { recordSale } from '../sales-audit/sales-audit';

/** Decision 0141: the standard VAT rate of Norway and Sweden; international orders likewise until a rule says otherwise. */
const VAT_PERCENT = 25;

/** The errors the owning areas' published functions raise (decision 0140). */
export const SEATS_MISSING = 'AT409';

type Locale = 'nb_NO' | 'sv_SE' | 'en_US';

interface NewOrder {
  customerId: number;
  /** Makes a repeated submit answer the order it placed (decision 0141). */
  key: string;
  yourReference: string;
  onBehalfOf?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * The order row, priced in the currency of the customer's learning site. A key already used by this purchaser
 * inserts nothing and answers the order placed with it (the insert waits for that transaction).
 */
export async function insertOrder(trx: ReportsDb, principal: Principal, order: NewOrder) {
  const site = await customerSite(trx, order.customerId, principal.site);
  if (!site) throw new RequestValidationError('body.customerId: Unknown customer', { 'body.customerId': 'Unknown customer' });
  const store = SITE_STORES[site];
  // Orders, confirmations and invoices are written in nb_NO, sv_SE or en_US; the control site's es_ES reads en_US,
  // as its screens do (decision 0155).
  const locale = order.locale ?? (store.locale === 'es_ES' ? 'en_US' : store.locale);
  const inserted = await trx
    .insertInto('order')
    .values({
      customer_id: order.customerId,
      purchaser_user_id: principal.userId,
      on_behalf_of: order.onBehalfOf || null,
      your_reference: order.yourReference,
      locale,
      site,
      currency: store.currency,
      vat_percent: VAT_PERCENT,
      checkout_key: order.key,
    })
    .onConflict((oc) => oc.columns(['purchaser_user_id', 'checkout_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { inserted, placedBefore: inserted.id, store, locale };
  const placed = await trx
    .selectFrom('order')
    .select('id')
    .where('purchaser_user_id', '=', principal.userId)
    .where('checkout_key', '=', order.key)
    .executeTakeFirstOrThrow();
  return { inserted: undefined, placedBefore: placed.id, store, locale };
}

/** Licenses and participants through the owning areas' published functions, in this transaction; answers who got one. */
export async function deliver(
  trx: ReportsDb,
  courseType: CourseType,
  courseId: number,
  customerId: number,
  userIds: number[],
): Promise<number[]> {
  const { rows } =
    courseType === 'ELEARNING'
      ? await sql<{
          user_id: number;
        }>`select * from published.elearning_grant_licenses(${courseId}, ${customerId}, ${userIds}::int[])`.execute(trx)
      : await sql<{
          user_id: number;
        }>`select * from published.classroom_enrol_participants(${courseId}, ${customerId}, ${userIds}::int[])`.execute(trx);
  return rows.map((row) => row.user_id);
}

/**
 * Ends placing an order, in its transaction: the audit records the order as placed (with its lines as sold) and
 * the buyer's confirmation e-mail goes to the reports outbox.
 */
export async function finishOrder(trx: ReportsDb, principal: Principal, orderId: number, locale: Locale): Promise<void> {
  const order = (await orderById(trx, orderId, null))!;
  await recordSale(trx, principal.userId, 'order', orderId, 'placed', {
    customerId: order.customerId,
    yourReference: order.yourReference,
    currency: order.currency,
    netTotal: order.netTotal,
    lines: order.lines.map((line) => ({
      purchaseId: line.purchaseId,
      courseType: line.courseType,
      courseId: line.courseId,
      instanceId: line.instanceId,
      quantity: line.quantity,
      netPrice: line.netPrice,
      userIds: line.userIds,
      extras: line.extras.map((extra) => ({ extraId: extra.extraId, quantity: extra.quantity, netPrice: extra.netPrice })),
    })),
  });
  const buyer = await personEmail(trx, principal.userId);
  if (buyer) await queueMail(trx, 'reports', orderConfirmationMail(buyer, locale, order));
}
