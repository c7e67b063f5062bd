import { HttpError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { viewExists } from '../checkout/published-buyers';

/*
 * The classroom area's seats and waiting list, through what it publishes (its migration 0071), never its tables:
 * the cart shows how many seats are free, and a full instance offers its waiting list (issue 14).
 */

/** Free seats per instance: null when the instance has no limit; never below 0. */
export async function freeSeatsOf(db: Kysely<any>, instanceIds: number[]): Promise<Map<number, number | null>> {
  if (instanceIds.length === 0 || !(await viewExists(db, 'published.classroom_instance_seats'))) return new Map();
  const { rows } = await sql<{ id: number; max_participants: number | null; taken: string }>`
    select id, max_participants, taken from published.classroom_instance_seats where id = any(${instanceIds}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.max_participants === null ? null : Math.max(0, row.max_participants - Number(row.taken))]));
}

/** Puts the people on the instance's waiting list for the customer; answers who was put on it now. */
export async function joinWaitingList(trx: Kysely<any>, instanceId: number, customerId: number, userIds: number[]): Promise<number[]> {
  try {
    const { rows } = await sql<{ user_id: number }>`
      select user_id from published.classroom_join_waiting_list(${instanceId}, ${customerId}, ${userIds}::int[])`.execute(trx);
    return rows.map((row) => row.user_id);
  } catch (error) {
    if ((error as { code?: string }).code === 'AT404') throw new HttpError(404, 'Course instance not found');
    throw error;
  }
}
