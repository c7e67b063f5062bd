import { personContacts } from '../courses/published-lookups';
import type { LockedInstance, Trx } from './managed-instance';
import { notices, queueInstanceMail } from './instance-mail';

/** E-mails one notice to each person with an address; returns how many were queued. */
export async function notifyPeople(
  trx: Trx,
  instance: LockedInstance,
  kind: 'participantAdded' | 'participantCancelled' | 'courseCancelled' | 'courseConfirmation',
  userIds: readonly number[],
): Promise<number> {
  const people = await personContacts(trx, [...new Set(userIds)]);
  let queued = 0;
  for (const person of people.values()) {
    if (!person.email) continue;
    await queueInstanceMail(trx, instance.id, kind, {
      to: person.email,
      ...notices[kind](instance.internal_name, instance.start_date, person.name),
    });
    queued += 1;
  }
  return queued;
}
