import { personContacts } from '../courses/published-lookups';
import type { LockedInstance, Trx } from './managed-instance';
import { queueInstanceMail } from './instance-mail';
import { mailLocale, NOTICES } from './instance-mail-text';

/** E-mails one notice to each person with an address, in their language; returns how many were queued. */
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
      ...NOTICES[mailLocale(person.locale)][kind]({ course: instance.internal_name, startDate: instance.start_date, name: person.name }),
    });
    queued += 1;
  }
  return queued;
}
