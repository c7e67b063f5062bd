import { sql } from 'kysely';
import type { MyParticipation } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { COURSE_STATE, DERIVED_STATUS } from '../licenses/participant-query';

/** The courses a user takes part in, the next or latest first; the status reads as on the license list. */
export async function myParticipations(db: ClassroomDb, userId: number): Promise<MyParticipation[]> {
  const place = sql<string | null>`nullif(concat_ws(', ', nullif(cp.name, ''), nullif(cp.city, '')), '')`;
  const rows = await db
    .selectFrom('participant as p')
    .innerJoin('classroom_course_instance as i', 'i.id', 'p.cli_id')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .leftJoin('course_place as cp', 'cp.id', 'i.course_place_id')
    .select(['p.id', 'p.cli_id', 'c.internal_name', 'i.start_date', 'i.end_date'])
    .select([place.as('place'), DERIVED_STATUS.as('status'), COURSE_STATE.as('course_state')])
    .where('p.user_id', '=', userId)
    .orderBy(sql`i.start_date desc nulls first`)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cliId: row.cli_id,
    courseName: row.internal_name,
    startDate: row.start_date,
    endDate: row.end_date,
    place: row.place,
    status: row.status,
    courseState: row.course_state,
  }));
}
