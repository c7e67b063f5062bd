import { sql } from 'kysely';
import { personContacts } from '../courses/published-lookups';
import { freeSeats, type LockedInstance, type Trx } from './managed-instance';
import { queueInstanceMail } from './instance-mail';
import { mailLocale, NOTICES } from './instance-mail-text';

/**
 * Issue 15 "seat integrity": a freed seat is offered to the waiting list in queue order. Each free seat not
 * already held by an open offer goes to the next person in the queue not yet offered one; the instance is
 * locked by the caller, so two seats freed at once reach two different people and nobody is skipped.
 * Returns the user ids offered a seat.
 */
export async function offerFreedSeats(trx: Trx, instance: LockedInstance): Promise<number[]> {
  const free = await freeSeats(trx, instance);
  const { open } = await trx
    .selectFrom('waiting_list')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('cli_id', '=', instance.id)
    .where('offered_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const toOffer = free === null ? 0 : free - Number(open);
  if (toOffer <= 0) return [];
  const next = await trx
    .selectFrom('waiting_list')
    .select(['id', 'user_id'])
    .where('cli_id', '=', instance.id)
    .where('offered_at', 'is', null)
    .orderBy('position')
    .limit(toOffer)
    .execute();
  if (next.length === 0) return [];
  await trx
    .updateTable('waiting_list')
    .set({ offered_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      next.map((row) => row.id),
    )
    .execute();
  const people = await personContacts(
    trx,
    next.map((row) => row.user_id),
  );
  for (const row of next) {
    const person = people.get(row.user_id);
    if (person?.email)
      await queueInstanceMail(trx, instance.id, 'waitingListOffer', {
        to: person.email,
        ...NOTICES[mailLocale(person.locale)].waitingListOffer({
          course: instance.internal_name,
          startDate: instance.start_date,
          name: person.name,
        }),
      });
  }
  return next.map((row) => row.user_id);
}
