import { HttpError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import type { ClassroomTables } from '../db';
import { seatCounts, seatsAvailable } from '../licenses/seats';

export type Trx = Transaction<ClassroomTables>;

/**
 * The instance, locked for the change: every write that takes or frees a seat locks it first, so concurrent
 * changes count each other's seats and the waiting list is offered seats in one order.
 */
export async function lockInstance(trx: Trx, cliId: number) {
  const instance = await trx
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.classroom_course_id', 'i.status', 'i.start_date', 'i.max_participants', 'i.block_notifications'])
    .select('c.internal_name')
    .where('i.id', '=', cliId)
    .forUpdate('i')
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  return instance;
}

export type LockedInstance = Awaited<ReturnType<typeof lockInstance>>;

/** A cancelled instance takes no one. */
export function requireOpen(instance: LockedInstance): void {
  if (instance.status === STATUS_CANCELLED) throw new HttpError(409, 'license.add.instanceCancelled');
}

/** Document 002 §5: maximum participants minus attending minus reserved seats; null without a maximum. */
export async function freeSeats(trx: Trx, instance: LockedInstance): Promise<number | null> {
  return seatsAvailable(instance.max_participants, (await seatCounts(trx, [instance.id])).get(instance.id)!);
}
