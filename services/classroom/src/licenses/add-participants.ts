import { HttpError, queueMail, RequestValidationError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import type { AddClassroomLicenses } from '@atrium/classroom-contract';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import { personContacts, viewExists } from '../courses/published-lookups';
import type { ClassroomTables } from '../db';
import { seatCounts, seatsAvailable } from './seats';

type Trx = Transaction<ClassroomTables>;
type UserWithCustomer = AddClassroomLicenses['usersWithCustomer'][number];

const invalid = (field: string, message: string) => new RequestValidationError(`${field}: ${message}`, { [field]: message });

const holderKey = (userId: number, customerId: number | null) => `${userId}:${customerId ?? ''}`;

function notice(courseName: string, startDate: string | null, name: string) {
  const when = startDate ? ` starting ${startDate}` : '';
  return {
    subject: `Your course: ${courseName}`,
    text: `Hello ${name},\n\nYou are now a participant of the classroom course "${courseName}"${when}. Sign in to Atrium for the details.\n`,
  };
}

/** The instance, locked so that concurrent additions count each other's seats; it must belong to the course and run. */
async function lockInstance(trx: Trx, classroomCourseId: number, cliId: number) {
  const instance = await trx
    .selectFrom('classroom_course_instance')
    .select(['id', 'classroom_course_id', 'status', 'start_date', 'max_participants'])
    .where('id', '=', cliId)
    .forUpdate()
    .executeTakeFirst();
  if (!instance || instance.classroom_course_id !== classroomCourseId) throw invalid('body.cliId', 'Not an instance of this course');
  if (instance.status === STATUS_CANCELLED) throw new HttpError(409, 'license.add.instanceCancelled');
  return instance;
}

/**
 * New participants of one instance, one per person and customer (document 002 §4: someone already on
 * the instance for the same customer, and not cancelled, is not added again). They must fit in the
 * free seats (document 001 §9), or nobody is added. The e-mail notice is queued in the same
 * transaction, so it goes only if the participants are kept.
 */
export async function addParticipants(
  trx: Trx,
  course: { id: number; internalName: string },
  cliId: number,
  users: readonly UserWithCustomer[],
  sendEmail: boolean,
): Promise<{ createdIds: number[]; alreadyLicensed: number[] }> {
  const instance = await lockInstance(trx, course.id, cliId);
  const unique = [...new Map(users.map((user) => [holderKey(user.userId, user.customerId), user])).values()];
  const people = await personContacts(
    trx,
    unique.map((user) => user.userId),
  );
  if (await viewExists(trx, 'published.users_person')) {
    const index = users.findIndex((user) => !people.has(user.userId));
    if (index >= 0) throw invalid(`body.usersWithCustomer.${index}.userId`, 'Unknown user');
  }
  const present = await trx
    .selectFrom('participant')
    .select(['user_id', 'customer_id'])
    .where('cli_id', '=', cliId)
    .where('status', 'not in', ['cancelled', 'coursecancelled'])
    .where(
      'user_id',
      'in',
      unique.map((user) => user.userId),
    )
    .execute();
  const held = new Set(present.map((row) => holderKey(row.user_id, row.customer_id)));
  const toAdd = unique.filter((user) => !held.has(holderKey(user.userId, user.customerId)));
  const seats = seatsAvailable(instance.max_participants, (await seatCounts(trx, [cliId])).get(cliId)!);
  if (seats !== null && toAdd.length > seats) throw new HttpError(409, 'license.add.notEnoughSeats');

  const created =
    toAdd.length === 0
      ? []
      : await trx
          .insertInto('participant')
          .values(toAdd.map((user) => ({ cli_id: cliId, user_id: user.userId, customer_id: user.customerId })))
          .returning(['id', 'user_id'])
          .execute();
  if (sendEmail) {
    for (const participant of created) {
      const person = people.get(participant.user_id);
      if (person?.email)
        await queueMail(trx, 'classroom', { to: person.email, ...notice(course.internalName, instance.start_date, person.name) });
    }
  }
  const alreadyLicensed = unique.filter((user) => held.has(holderKey(user.userId, user.customerId))).map((user) => user.userId);
  return { createdIds: created.map((row) => row.id), alreadyLicensed };
}
