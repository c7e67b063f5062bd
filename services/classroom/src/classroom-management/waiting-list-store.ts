import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import { lockInstance, requireOpen, type Trx } from './managed-instance';
import { offerFreedSeats } from './waiting-list-offer';

/**
 * Puts a person (for a customer) last in the instance's queue. Someone already attending for the customer
 * is refused; someone already waiting keeps their place (a repeat changes nothing). Returns the entry's id.
 */
export async function addToWaitingList(trx: Trx, cliId: number, userId: number, customerId: number | null): Promise<number> {
  const instance = await lockInstance(trx, cliId);
  requireOpen(instance);
  const attending = await trx
    .selectFrom('participant')
    .select('id')
    .where('cli_id', '=', cliId)
    .where('user_id', '=', userId)
    .where(sql`coalesce(customer_id, 0)`, '=', customerId ?? 0)
    .where('status', 'not in', ['cancelled', 'coursecancelled'])
    .executeTakeFirst();
  if (attending) throw new HttpError(409, 'notification.useralready');
  await sql`
    insert into classroom.waiting_list (cli_id, user_id, customer_id) values (${cliId}, ${userId}, ${customerId})
    on conflict (cli_id, user_id, coalesce(customer_id, 0)) do nothing`.execute(trx);
  const entry = await trx
    .selectFrom('waiting_list')
    .select('id')
    .where('cli_id', '=', cliId)
    .where('user_id', '=', userId)
    .where(sql`coalesce(customer_id, 0)`, '=', customerId ?? 0)
    .executeTakeFirstOrThrow();
  return entry.id;
}

/** Document 002 §7 DELETE waitingList/{userId}: the person leaves the queue; a seat offered to them goes to the next. */
export async function removeFromWaitingList(trx: Trx, cliId: number, userId: number): Promise<void> {
  const instance = await lockInstance(trx, cliId);
  const removed = await trx.deleteFrom('waiting_list').where('cli_id', '=', cliId).where('user_id', '=', userId).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new HttpError(404, 'Not on the waiting list');
  if (instance.status !== STATUS_CANCELLED) await offerFreedSeats(trx, instance);
}
