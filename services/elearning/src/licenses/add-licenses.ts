import { queueMail, RequestValidationError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import type { AddLicensesBody } from '@atrium/elearning-contract';
import type { ElearningTables } from '../db';
import { peopleByIds, peopleViewExists } from './license-people';

type Trx = Transaction<ElearningTables>;
type UserWithCustomer = AddLicensesBody['usersWithCustomer'][number];

function notificationText(courseName: string, name: string) {
  return {
    subject: `Your e-course: ${courseName}`,
    text: `Hello ${name},\n\nYou now have a license for the e-course "${courseName}". Sign in to Atrium to start it.\n`,
  };
}

/**
 * New licenses of one e-course, one per user (a user listed twice gets one). A user who already holds
 * a license of the course that is not cancelled gets no second one. The e-mail notice is queued in
 * the same transaction, so it goes only if the licenses are kept. There is no SMS gateway, so
 * sendSmsNotification sends nothing (ARCHITECTURE.md, decisions).
 */
export async function addLicenses(
  trx: Trx,
  course: { id: number; internalName: string },
  users: readonly UserWithCustomer[],
  sendEmail: boolean,
): Promise<{ createdIds: number[]; alreadyLicensed: number[] }> {
  const unique = [...new Map(users.map((user) => [user.userId, user])).values()];
  const people = await peopleByIds(
    trx,
    unique.map((user) => user.userId),
  );
  if (await peopleViewExists(trx)) {
    const index = users.findIndex((user) => !people.has(user.userId));
    if (index >= 0) {
      const field = `body.usersWithCustomer.${index}.userId`;
      throw new RequestValidationError(`${field}: Unknown user`, { [field]: 'Unknown user' });
    }
  }
  const held = await trx
    .selectFrom('license')
    .select('user_id')
    .where('ecourse_id', '=', course.id)
    .where('cancelled', '=', false)
    .where(
      'user_id',
      'in',
      unique.map((user) => user.userId),
    )
    .execute();
  // The filter on user ids leaves no remote learner's license (user_id null) here.
  const alreadyLicensed = new Set(held.flatMap((row) => (row.user_id === null ? [] : [row.user_id])));
  const toAdd = unique.filter((user) => !alreadyLicensed.has(user.userId));
  // The read above answers the common case; the partial unique index (migration 0010) settles a race with
  // a parallel add: the loser's row is skipped, not duplicated, and that user counts as already licensed.
  const created =
    toAdd.length === 0
      ? []
      : await trx
          .insertInto('license')
          .values(toAdd.map((user) => ({ user_id: user.userId, customer_id: user.customerId, ecourse_id: course.id })))
          .onConflict((conflict) =>
            conflict
              .columns(['ecourse_id', 'user_id'])
              .where('user_id', 'is not', null)
              .where('cancelled', '=', false)
              .where('completed', 'is', null)
              .doNothing(),
          )
          .returning(['id', 'user_id'])
          .execute();
  const createdUsers = new Set(created.map((row) => row.user_id));
  for (const user of toAdd) if (!createdUsers.has(user.userId)) alreadyLicensed.add(user.userId);
  if (sendEmail) {
    for (const license of created) {
      const person = license.user_id === null ? undefined : people.get(license.user_id);
      if (person?.email) await queueMail(trx, 'elearning', { to: person.email, ...notificationText(course.internalName, person.name) });
    }
  }
  return { createdIds: created.map((row) => row.id), alreadyLicensed: [...alreadyLicensed] };
}
