import { HttpError, type Principal } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { WAITING_LIST_ORDER_ERRORS } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { waitingListOrderBodySchema } from '@atrium/reports-contract';
import { reportsDb, type ReportsDb } from '../db';
import { customerDiscounts, discounted } from '../cart/published-discounts';
import { offerKey } from '../cart/published-courses';
import { deliver, insertOrder, finishOrder, SEATS_MISSING } from '../checkout/order-writer';

type Body = z.output<typeof waitingListOrderBodySchema>;

/** The instance as sold, whether or not it is open for web sale: staff enrol from the waiting list either way. */
async function instanceForSale(trx: ReportsDb, instanceId: number) {
  const { rows } = await sql<{ course_id: number; name: string; start_date: string | null; currency: string; price: number | null }>`
    select course_id, name, to_char(start_date, 'YYYY-MM-DD') as start_date, currency, price
    from published.classroom_instance_sale where id = ${instanceId}`.execute(trx);
  return rows[0];
}

/**
 * Places the order of one seat for a person enrolled from an instance's waiting list (decision 0144): the order,
 * its line and the participant commit together, under the classroom area's seat rule. A repeated key answers the
 * order it placed; a person already on the instance for the customer is refused rather than charged twice.
 */
export async function placeWaitingListOrder(
  shared: Kysely<any>,
  principal: Principal,
  instanceId: number,
  userId: number,
  body: Body,
): Promise<number> {
  try {
    return await reportsDb(shared)
      .transaction()
      .execute(async (trx) => {
        const { inserted, placedBefore, store, locale } = await insertOrder(trx, principal, {
          customerId: body.customerId,
          key: body.orderKey,
          yourReference: body.yourReference ?? `WAITING-LIST-${instanceId}`,
          onBehalfOf: body.onBehalfOf,
        });
        if (!inserted) return placedBefore;
        const instance = await instanceForSale(trx, instanceId);
        if (!instance) throw new HttpError(404, WAITING_LIST_ORDER_ERRORS.unknownInstance);
        if (instance.price === null || instance.currency !== store.currency)
          throw new HttpError(409, WAITING_LIST_ORDER_ERRORS.priceMissing);
        const enrolled = await deliver(trx, 'CLASSROOM', instanceId, body.customerId, [userId]);
        if (enrolled.length === 0) throw new HttpError(409, WAITING_LIST_ORDER_ERRORS.alreadyEnrolled);
        const listPrice = Number(instance.price);
        const discountPercent =
          (await customerDiscounts(trx, body.customerId, [{ courseType: 'CLASSROOM', courseId: instanceId }])).get(
            offerKey('CLASSROOM', instanceId),
          ) ?? 0;
        const price = discounted(listPrice, discountPercent);
        await trx
          .insertInto('purchase_line')
          .values({
            order_id: inserted.id,
            course_type: 'CLASSROOM',
            course_id: instance.course_id,
            instance_id: instanceId,
            title: instance.start_date ? `${instance.name} (${instance.start_date})` : instance.name,
            quantity: 1,
            list_unit_price: listPrice,
            discount_percent: discountPercent,
            unit_net_price: price,
            net_price: price,
            user_ids: [userId],
          })
          .execute();
        await finishOrder(trx, principal, inserted.id, locale);
        return inserted.id;
      });
  } catch (error) {
    if ((error as { code?: string }).code === SEATS_MISSING) throw new HttpError(409, WAITING_LIST_ORDER_ERRORS.notEnoughSeats);
    if ((error as { code?: string }).code === 'AT404') throw new HttpError(404, WAITING_LIST_ORDER_ERRORS.unknownInstance);
    throw error;
  }
}
