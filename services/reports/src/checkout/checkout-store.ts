import { HttpError, queueMail, RequestValidationError, SITE_STORES, type Principal } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { CHECKOUT_ERRORS, type CheckoutRequest, type CourseType } from '@atrium/reports-contract';
import { reportsDb, type ReportsDb } from '../db';
import { courseOffers, offerKey } from '../cart/published-courses';
import { customerSite, personEmail } from './published-buyers';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderById } from '../order/order-query';

/** Decision 0141: the standard VAT rate of Norway and Sweden; international orders likewise until a rule says otherwise. */
const VAT_PERCENT = 25;

/** The errors the owning areas' published functions raise (decision 0140). */
const SEATS_MISSING = 'AT409';

type Trx = ReportsDb;

async function takeFromCart(trx: Trx, userId: number, courseType: CourseType, courseId: number): Promise<void> {
  const removed = await trx
    .deleteFrom('cart_item')
    .where('user_id', '=', userId)
    .where('course_type', '=', courseType)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new HttpError(409, CHECKOUT_ERRORS.notInCart);
}

/** Licenses and participants through the owning areas' published functions, in this transaction. */
async function deliver(trx: Trx, courseType: CourseType, courseId: number, customerId: number, userIds: number[]): Promise<void> {
  if (courseType === 'ELEARNING') {
    await sql`select * from published.elearning_grant_licenses(${courseId}, ${customerId}, ${userIds}::int[])`.execute(trx);
  } else {
    await sql`select * from published.classroom_enrol_participants(${courseId}, ${customerId}, ${userIds}::int[])`.execute(trx);
  }
}

/**
 * Places the order of the buyer's cart: the order, its purchase lines, the licenses and the course places commit
 * together or not at all. A repeated submit of the same checkout answers the order it placed.
 */
export async function placeOrder(shared: Kysely<any>, principal: Principal, body: CheckoutRequest): Promise<number> {
  const db = reportsDb(shared);
  try {
    return await db.transaction().execute(async (trx) => {
      const site = await customerSite(trx, body.customerId, principal.site);
      if (!site) throw new RequestValidationError('body.customerId: Unknown customer', { 'body.customerId': 'Unknown customer' });
      const store = SITE_STORES[site];
      const locale = body.locale ?? store.locale;
      const inserted = await trx
        .insertInto('order')
        .values({
          customer_id: body.customerId,
          purchaser_user_id: principal.userId,
          on_behalf_of: body.onBehalfOf || null,
          your_reference: body.yourReference,
          locale,
          site,
          currency: store.currency,
          vat_percent: VAT_PERCENT,
          checkout_key: body.checkoutKey,
        })
        .onConflict((oc) => oc.columns(['purchaser_user_id', 'checkout_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        // The same checkout committed before (the insert waited for it): answer its order.
        const placed = await trx
          .selectFrom('order')
          .select('id')
          .where('purchaser_user_id', '=', principal.userId)
          .where('checkout_key', '=', body.checkoutKey)
          .executeTakeFirstOrThrow();
        return placed.id;
      }
      const offers = await courseOffers(trx, body.lines, store.currency);
      for (const line of body.lines) {
        const offer = offers.get(offerKey(line.courseType, line.courseId));
        if (!offer || offer.unitNetPrice === null || offer.title === null) throw new HttpError(409, CHECKOUT_ERRORS.priceMissing);
        const userIds = [...new Set(line.userIds)];
        await takeFromCart(trx, principal.userId, line.courseType, line.courseId);
        await deliver(trx, line.courseType, line.courseId, body.customerId, userIds);
        await trx
          .insertInto('purchase_line')
          .values({
            order_id: inserted.id,
            course_type: line.courseType === 'ELEARNING' ? 'ECOURSE' : 'CLASSROOM',
            course_id: offer.courseId,
            instance_id: line.courseType === 'CLASSROOM' ? line.courseId : null,
            title: offer.title,
            quantity: userIds.length,
            unit_net_price: offer.unitNetPrice,
            net_price: offer.unitNetPrice * userIds.length,
            user_ids: userIds,
          })
          .execute();
      }
      const buyer = await personEmail(trx, principal.userId);
      if (buyer) {
        const order = (await orderById(trx, inserted.id, null))!;
        await queueMail(trx, 'reports', orderConfirmationMail(buyer, locale, order));
      }
      return inserted.id;
    });
  } catch (error) {
    if ((error as { code?: string }).code === SEATS_MISSING) throw new HttpError(409, CHECKOUT_ERRORS.notEnoughSeats);
    throw error;
  }
}
