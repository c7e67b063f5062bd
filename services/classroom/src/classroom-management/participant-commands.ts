import { HttpError, RequestValidationError, type Principal } from '@atrium/service-core';
import { sql } from 'kysely';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import { addParticipants } from '../licenses/add-participants';
import { cancelParticipants } from '../licenses/participant-changes';
import { freeSeats, lockInstance, requireOpen, type Trx } from './managed-instance';
import { notifyPeople } from './participant-notices';
import { offerFreedSeats } from './waiting-list-offer';

const invalid = (field: string, message: string) => new RequestValidationError(`${field}: ${message}`, { [field]: message });

/** The named participants must be attending this instance (not cancelled). */
async function attendingOf(trx: Trx, cliId: number, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('participant')
    .select(['id', 'user_id', 'customer_id'])
    .where('cli_id', '=', cliId)
    .where('id', 'in', [...ids])
    .where('status', 'not in', ['cancelled', 'coursecancelled'])
    .execute();
  if (rows.length !== new Set(ids).size) throw invalid('body.participants', 'Not attending participants of this instance');
  return rows;
}

/**
 * Document 002 §2 and §7 cancelParticipation: the cancellation rules of document 001 §4 apply (no course
 * programme licence, nothing approved, a fee only when accepted); ignoring them cancels free of the fee.
 * The freed seats go to the waiting list in queue order; the cancelled are told unless notifications are blocked.
 */
export async function cancelParticipation(
  trx: Trx,
  cliId: number,
  ids: readonly number[],
  ignoreRules: boolean,
  principal: Principal,
): Promise<number[]> {
  const instance = await lockInstance(trx, cliId);
  const rows = await attendingOf(trx, cliId, ids);
  if (ignoreRules) {
    await trx
      .updateTable('participant')
      .set({ cancellation_fee: 0 })
      .where('id', 'in', [...ids])
      .execute();
  }
  await cancelParticipants(trx, ids, ignoreRules, principal);
  if (!instance.block_notifications)
    await notifyPeople(
      trx,
      instance,
      'participantCancelled',
      rows.map((row) => row.user_id),
    );
  return rows.map((row) => row.id);
}

/**
 * Document 002 §7 addParticipants: one participant per person and customer, within the free seats or
 * nobody; whoever is added leaves the instance's waiting list.
 */
export async function addManagedParticipants(
  trx: Trx,
  cliId: number,
  users: readonly { userId: number; customerId: number | null }[],
  sendmail: boolean,
) {
  const instance = await lockInstance(trx, cliId);
  requireOpen(instance);
  const result = await addParticipants(
    trx,
    { id: instance.classroom_course_id, internalName: instance.internal_name },
    cliId,
    users.map((user) => ({ userId: user.userId, customerId: user.customerId })),
    false,
  );
  const added = await trx
    .selectFrom('participant')
    .select(['user_id', 'customer_id'])
    .where('id', 'in', result.createdIds.length ? result.createdIds : [0])
    .execute();
  for (const row of added) {
    await trx
      .deleteFrom('waiting_list')
      .where('cli_id', '=', cliId)
      .where('user_id', '=', row.user_id)
      .where(sql`coalesce(customer_id, 0)`, '=', row.customer_id ?? 0)
      .execute();
  }
  if (sendmail && !instance.block_notifications)
    await notifyPeople(
      trx,
      instance,
      'participantAdded',
      added.map((row) => row.user_id),
    );
  return result;
}

/** Document 002 §5 makeReservation: 1 up to the available seats. */
export async function makeReservation(trx: Trx, cliId: number, seats: number, comment: string) {
  const instance = await lockInstance(trx, cliId);
  requireOpen(instance);
  const free = await freeSeats(trx, instance);
  if (free !== null && seats > free) throw new HttpError(409, free === 0 ? 'notification.noseats' : 'notification.notenoughseats');
  return trx
    .insertInto('reservation')
    .values({ cli_id: cliId, seats, comment: comment || null })
    .returning(['id', 'seats', 'comment'])
    .executeTakeFirstOrThrow();
}

/** Frees the reserved seats, which the waiting list is offered in queue order. */
export async function cancelReservation(trx: Trx, cliId: number, reservationId: number): Promise<void> {
  const instance = await lockInstance(trx, cliId);
  const deleted = await trx.deleteFrom('reservation').where('id', '=', reservationId).where('cli_id', '=', cliId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new HttpError(404, 'Reservation not found');
  if (instance.status !== STATUS_CANCELLED) await offerFreedSeats(trx, instance);
}

/** Document 002 §2 "cancel the whole course": the instance and every participant cancelled, each told; the queue emptied and told. */
export async function cancelCourse(trx: Trx, cliId: number, principal: Principal) {
  const instance = await lockInstance(trx, cliId);
  if (instance.status === STATUS_CANCELLED) return { cancelledParticipants: 0, notified: 0 };
  await trx.updateTable('classroom_course_instance').set({ status: STATUS_CANCELLED }).where('id', '=', cliId).execute();
  const cancelled = await trx
    .updateTable('participant')
    .set({ status: 'coursecancelled', cancelled_at: sql<Date>`now()`, cancelled_by: principal.userId })
    .where('cli_id', '=', cliId)
    .where('status', 'not in', ['cancelled', 'coursecancelled', 'approved'])
    .returning('user_id')
    .execute();
  const waiting = await trx.deleteFrom('waiting_list').where('cli_id', '=', cliId).returning('user_id').execute();
  await trx.deleteFrom('reservation').where('cli_id', '=', cliId).execute();
  const notified = await notifyPeople(
    trx,
    instance,
    'courseCancelled',
    [...cancelled, ...waiting].map((row) => row.user_id),
  );
  return { cancelledParticipants: cancelled.length, notified };
}

/** Document 002 §2 "send the course confirmation": to everyone attending, blocked notifications or not (it is asked for). */
export async function sendCourseConfirmation(trx: Trx, cliId: number): Promise<number> {
  const instance = await lockInstance(trx, cliId);
  requireOpen(instance);
  const attending = await trx
    .selectFrom('participant')
    .select('user_id')
    .where('cli_id', '=', cliId)
    .where('status', 'not in', ['cancelled', 'coursecancelled'])
    .execute();
  return notifyPeople(
    trx,
    instance,
    'courseConfirmation',
    attending.map((row) => row.user_id),
  );
}
