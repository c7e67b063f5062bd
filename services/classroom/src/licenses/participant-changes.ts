import { HttpError, publishedRefusal, type Principal } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import type { ClassroomTables } from '../db';
import { lockInstance } from '../classroom-management/managed-instance';
import { offerSeatsFreedAt } from '../classroom-management/offer-due-seats';

type Trx = Transaction<ClassroomTables>;

/** The participants named, locked for the change, each with whether it or its course is cancelled; a missing one is a 404. */
async function lockParticipants(trx: Trx, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('participant as p')
    .innerJoin('classroom_course_instance as i', 'i.id', 'p.cli_id')
    .select(['p.id', 'p.status', 'p.cancellation_fee', 'p.as_part_of_course_program'])
    .select(sql<boolean>`p.status in ('cancelled', 'coursecancelled') or i.status = ${STATUS_CANCELLED}`.as('cancelled'))
    .where('p.id', 'in', [...ids])
    .forUpdate('p')
    .execute();
  if (rows.length !== new Set(ids).size) throw new HttpError(404, 'license.notFound');
  return rows;
}

/**
 * Document 001 §4: approved at the chosen day, whatever result was recorded before. A cancelled
 * participation, or one of a cancelled course, cannot be approved, so such a selection approves nothing.
 */
export async function approveParticipants(trx: Trx, ids: readonly number[], day: string, principal: Principal): Promise<void> {
  const rows = await lockParticipants(trx, ids);
  if (rows.some((row) => row.cancelled)) throw new HttpError(409, 'license.approve.cancelled');
  await trx
    .updateTable('participant')
    .set({ status: 'approved', approved: day, approved_at: sql<Date>`now()`, approved_by: principal.userId })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Document 001 §4's cancellation rules, kept once in the function the classroom area publishes (its migration 0082,
 * decision 0233), which the company area's license reports call too: nothing in a course programme or approved is
 * cancelled, a selection costing a fee only with the fee accepted, and those already cancelled stay as they were.
 * The seats freed go to each instance's waiting list at once, as course management's cancel offers them, which clears
 * what migration 0092's trigger recorded for the job; the instances are locked first, in id order, as every seat
 * change locks them, so a concurrent enrolment or cancel waits its turn.
 */
export async function cancelParticipants(trx: Trx, ids: readonly number[], feeAccepted: boolean, principal: Principal): Promise<void> {
  const cliIds = (
    await trx
      .selectFrom('participant')
      .select('cli_id')
      .distinct()
      .where('id', 'in', [...ids])
      .orderBy('cli_id')
      .execute()
  ).map((row) => row.cli_id);
  for (const cliId of cliIds) await lockInstance(trx, cliId);
  try {
    await sql`select published.classroom_cancel_participants(${[...ids]}::int[], null, ${feeAccepted}, ${principal.userId})`.execute(trx);
  } catch (error) {
    throw publishedRefusal(error) ?? error;
  }
  await offerSeatsFreedAt(trx, cliIds);
}
