import { sql } from 'kysely';
import type { LicenseInstance } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { COURSE_STATE } from './participant-query';

export interface SeatCounts {
  attendees: number;
  reservedSeats: number;
}

/** A participant in one of these statuses holds no seat: every other one is an attendee. */
export const NOT_ATTENDING = ['cancelled', 'coursecancelled'] as const;

/** Attendees (participants not cancelled) and reserved seats of each instance named: one grouped query each. */
export async function seatCounts(db: ClassroomDb, cliIds: readonly number[]): Promise<Map<number, SeatCounts>> {
  const counts = new Map(cliIds.map((id) => [id, { attendees: 0, reservedSeats: 0 }]));
  if (cliIds.length === 0) return counts;
  const ids = sql<number>`any(${[...cliIds]}::int[])`;
  const [attending, reserved] = await Promise.all([
    db
      .selectFrom('participant')
      .select((eb) => ['cli_id', eb.fn.countAll<string>().as('n')])
      .where('cli_id', '=', ids)
      .where('status', 'not in', NOT_ATTENDING)
      .groupBy('cli_id')
      .execute(),
    db
      .selectFrom('reservation')
      .select((eb) => ['cli_id', eb.fn.sum<string>('seats').as('n')])
      .where('cli_id', '=', ids)
      .groupBy('cli_id')
      .execute(),
  ]);
  for (const row of attending) counts.get(row.cli_id)!.attendees = Number(row.n);
  for (const row of reserved) counts.get(row.cli_id)!.reservedSeats = Number(row.n);
  return counts;
}

/** Document 001 §9: maximum participants minus attendees minus reserved seats; no maximum, no limit (null). */
export function seatsAvailable(maxParticipants: number | null, counts: SeatCounts): number | null {
  return maxParticipants === null ? null : Math.max(0, maxParticipants - counts.attendees - counts.reservedSeats);
}

/** Every instance of a classroom course with its seats, first course day first. */
export async function courseInstancesWithSeats(db: ClassroomDb, classroomCourseId: number): Promise<LicenseInstance[]> {
  const rows = await db
    .selectFrom('classroom_course_instance as i')
    .select(['i.id', 'i.start_date', 'i.end_date', 'i.max_participants', COURSE_STATE.as('course_state')])
    .where('i.classroom_course_id', '=', classroomCourseId)
    .orderBy(sql`i.start_date asc nulls last`)
    .orderBy('i.id')
    .execute();
  const counts = await seatCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const seats = counts.get(row.id)!;
    return {
      id: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      courseState: row.course_state,
      maxParticipants: row.max_participants,
      ...seats,
      seatsAvailable: seatsAvailable(row.max_participants, seats),
    };
  });
}
