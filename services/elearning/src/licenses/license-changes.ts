import { HttpError, publishedRefusal, type Principal } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import type { ElearningTables } from '../db';

type Trx = Transaction<ElearningTables>;

/** The licenses named, locked for the change; a missing one, or one outside the caller's customer, is a 404. */
async function lockLicenses(trx: Trx, ids: readonly number[], customerId: number | null) {
  const rows = await trx
    .selectFrom('license')
    .select(['id', 'cancelled', 'as_part_of_course_program', 'customer_id'])
    .where('id', 'in', [...ids])
    .forUpdate()
    .execute();
  const visible = rows.filter((row) => customerId === null || row.customer_id === customerId);
  if (visible.length !== new Set(ids).size) throw new HttpError(404, 'license.notFound');
  return visible;
}

/**
 * Document 001 §4: approved licenses are completed at the chosen day. Noon UTC keeps that day the
 * same calendar day wherever the list is read. An approved license is passed, and counts as started
 * (at that day, if it had not been), so it leaves the "not started" filter; a cancelled one cannot be approved.
 */
export async function approveLicenses(trx: Trx, ids: readonly number[], day: string, principal: Principal): Promise<void> {
  const rows = await lockLicenses(trx, ids, null);
  if (rows.some((row) => row.cancelled)) throw new HttpError(409, 'license.approve.cancelled');
  const completed = sql<Date>`(${day}::date + time '12:00') at time zone 'UTC'`;
  await trx
    .updateTable('license')
    .set({
      completed,
      started: sql<Date>`coalesce(started, ${completed})`,
      approved: sql<Date>`now()`,
      approved_by: principal.userId,
      not_passed: false,
    })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Document 001 §4, through the function the company area's cancel runs too (migration 0098, decisions 0233 and 0242): a
 * selection holding a course-programme license cancels nothing, one whose open licenses cost a fee only with the fee
 * accepted, and one outside the caller's customer is missing. Licenses already cancelled stay as they were.
 */
export async function cancelLicenses(
  trx: Trx,
  ids: readonly number[],
  customerId: number | null,
  feeAccepted: boolean,
  principal: Principal,
): Promise<void> {
  try {
    await sql`select published.elearning_cancel_licenses(${[...ids]}::int[], ${customerId}::int, ${feeAccepted}, ${principal.userId})`.execute(
      trx,
    );
  } catch (error) {
    throw publishedRefusal(error) ?? error;
  }
}
