import { HttpError, RequestValidationError } from '@atrium/service-core';
import { freeSeats, lockInstance, requireOpen, type Trx } from './managed-instance';
import { offerFreedSeats } from './waiting-list-offer';

const holder = (userId: number, customerId: number | null) => `${userId}:${customerId ?? ''}`;

/**
 * Document 002 §5, copy (as free licenses) or move participants of `from` into `to`:
 * - those already in the target (same user and customer attending or waiting) are dropped;
 * - copy keeps only as many as the free seats and needs more than 0 (else noseats);
 * - move needs the free seats for all of them (else notenoughseats, or noseats when there are none);
 *   the moved participations change instance, and the seats they free in `from` go to its waiting list.
 * Both instances are locked in id order, so transfers at once neither overbook nor deadlock.
 */
export async function transferParticipants(trx: Trx, mode: 'copy' | 'move', from: number, to: number, ids: readonly number[]) {
  if (from === to) throw new RequestValidationError('params.to: the target must be another instance', { 'params.to': 'same instance' });
  const [first, second] = from < to ? [from, to] : [to, from];
  const lockedFirst = await lockInstance(trx, first);
  const lockedSecond = await lockInstance(trx, second);
  const [source, target] = from < to ? [lockedFirst, lockedSecond] : [lockedSecond, lockedFirst];
  requireOpen(target);

  const selected = await trx
    .selectFrom('participant')
    .select(['id', 'user_id', 'customer_id', 'status'])
    .where('cli_id', '=', from)
    .where('id', 'in', [...ids])
    .where('status', 'not in', ['cancelled', 'coursecancelled'])
    .orderBy('id')
    .execute();
  if (selected.length !== new Set(ids).size)
    throw new RequestValidationError('body.participants: not attending participants of the instance', {
      'body.participants': 'not attending',
    });

  const userIds = selected.map((row) => row.user_id);
  const [attending, waiting] = await Promise.all([
    trx
      .selectFrom('participant')
      .select(['user_id', 'customer_id'])
      .where('cli_id', '=', to)
      .where('status', 'not in', ['cancelled', 'coursecancelled'])
      .where('user_id', 'in', userIds)
      .execute(),
    trx.selectFrom('waiting_list').select(['user_id', 'customer_id']).where('cli_id', '=', to).where('user_id', 'in', userIds).execute(),
  ]);
  const present = new Set([...attending, ...waiting].map((row) => holder(row.user_id, row.customer_id)));
  const alreadyPresent = selected.filter((row) => present.has(holder(row.user_id, row.customer_id)));
  const candidates = selected.filter((row) => !present.has(holder(row.user_id, row.customer_id)));

  const free = await freeSeats(trx, target);
  if (free !== null && free <= 0) throw new HttpError(409, 'notification.noseats');
  if (mode === 'move' && free !== null && candidates.length > free) throw new HttpError(409, 'notification.notenoughseats');
  const kept = free === null ? candidates : candidates.slice(0, free);
  const noSeat = candidates.slice(kept.length);

  let addedIds: number[] = [];
  if (kept.length > 0 && mode === 'copy') {
    const rows = await trx
      .insertInto('participant')
      .values(kept.map((row) => ({ cli_id: to, user_id: row.user_id, customer_id: row.customer_id })))
      .returning('id')
      .execute();
    addedIds = rows.map((row) => row.id);
  } else if (kept.length > 0) {
    const rows = await trx
      .updateTable('participant')
      .set({ cli_id: to })
      .where(
        'id',
        'in',
        kept.map((row) => row.id),
      )
      .returning('id')
      .execute();
    addedIds = rows.map((row) => row.id);
    await offerFreedSeats(trx, source);
  }
  return {
    addedIds,
    alreadyPresent: alreadyPresent.map((row) => row.user_id),
    noSeat: noSeat.map((row) => row.user_id),
  };
}
