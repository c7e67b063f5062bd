import { HttpError } from '@atrium/service-core';
import { CHECKOUT_ERRORS } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';

/**
 * Sells course extras on a purchase line (decision 0147): one of each per learner of the line, at the extra's
 * price of today in the order's currency. An unknown or withdrawn extra, or one without that price, refuses the
 * order. Answers the extras' total.
 */
export async function sellExtras(
  trx: ReportsDb,
  purchaseId: number,
  extraIds: number[],
  quantity: number,
  currency: 'NOK' | 'SEK' | 'EUR',
): Promise<number> {
  const wanted = [...new Set(extraIds)];
  if (wanted.length === 0) return 0;
  const offers = await trx
    .selectFrom('course_extra as e')
    .innerJoin('course_extra_price as p', 'p.extra_id', 'e.id')
    .select(['e.id', 'e.name', 'p.unit_net_price'])
    .where('e.id', 'in', wanted)
    .where('e.active', '=', true)
    .where('p.currency', '=', currency)
    .execute();
  if (offers.length !== wanted.length) throw new HttpError(409, CHECKOUT_ERRORS.extraUnavailable);
  const rows = offers.map((offer) => ({
    purchase_id: purchaseId,
    extra_id: offer.id,
    name: offer.name,
    quantity,
    unit_net_price: Number(offer.unit_net_price),
    net_price: Number(offer.unit_net_price) * quantity,
  }));
  await trx.insertInto('purchase_line_extra').values(rows).execute();
  return rows.reduce((sum, row) => sum + row.net_price, 0);
}
