import { HttpError, type Principal } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import { CHECKOUT_ERRORS, type CheckoutRequest, type CourseType } from '@atrium/reports-contract';
import { reportsDb, type ReportsDb } from '../db';
import { courseOffers, offerKey } from '../cart/published-courses';
import { customerDiscounts, discounted } from '../cart/published-discounts';
import { deliver, insertOrder, finishOrder, SEATS_MISSING } from './order-writer';
import { sellExtras } from '../course-extra/course-extra-store';

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

/**
 * Places the order of the buyer's cart: the order, its purchase lines, the licenses and the course places commit
 * together or not at all. A repeated submit of the same checkout answers the order it placed.
 */
export async function placeOrder(shared: Kysely<any>, principal: Principal, body: CheckoutRequest): Promise<number> {
  const db = reportsDb(shared);
  try {
    return await db.transaction().execute(async (trx) => {
      const { inserted, placedBefore, store, locale } = await insertOrder(trx, principal, {
        customerId: body.customerId,
        key: body.checkoutKey,
        yourReference: body.yourReference,
        onBehalfOf: body.onBehalfOf,
        locale: body.locale,
      });
      if (!inserted) return placedBefore;
      const offers = await courseOffers(trx, body.lines, store.currency);
      const discounts = await customerDiscounts(trx, body.customerId, body.lines);
      for (const line of body.lines) {
        const offer = offers.get(offerKey(line.courseType, line.courseId));
        if (!offer || offer.unitNetPrice === null || offer.title === null) throw new HttpError(409, CHECKOUT_ERRORS.priceMissing);
        const userIds = [...new Set(line.userIds)];
        const discountPercent = discounts.get(offerKey(line.courseType, line.courseId)) ?? 0;
        const unitNetPrice = discounted(offer.unitNetPrice, discountPercent);
        await takeFromCart(trx, principal.userId, line.courseType, line.courseId);
        await deliver(trx, line.courseType, line.courseId, body.customerId, userIds);
        const purchase = await trx
          .insertInto('purchase_line')
          .values({
            order_id: inserted.id,
            course_type: line.courseType === 'ELEARNING' ? 'ECOURSE' : 'CLASSROOM',
            course_id: offer.courseId,
            instance_id: line.courseType === 'CLASSROOM' ? line.courseId : null,
            title: offer.title,
            quantity: userIds.length,
            list_unit_price: offer.unitNetPrice,
            discount_percent: discountPercent,
            unit_net_price: unitNetPrice,
            net_price: unitNetPrice * userIds.length,
            user_ids: userIds,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await sellExtras(trx, purchase.id, line.extraIds, userIds.length, store.currency);
      }
      await finishOrder(trx, principal, inserted.id, locale);
      return inserted.id;
    });
  } catch (error) {
    if ((error as { code?: string }).code === SEATS_MISSING) throw new HttpError(409, CHECKOUT_ERRORS.notEnoughSeats);
    throw error;
  }
}
