import { sql, type Kysely } from 'kysely';
import { STATUS_CANCELLED, type CourseDateCount } from '@atrium/classroom-contract';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

/**
 * Document 002/003 §7 instructors-course-date-count: how many course dates (and courses) each instructor teaches in a
 * year, cancelled courses left out; one instructor's row even when they teach nothing, the others by name.
 */
export async function courseDateCounts(db: ClassroomDb, year: number, instructorId: number | null): Promise<CourseDateCount[]> {
  const rows = await db
    .selectFrom('classroom_happening as h')
    .innerJoin('classroom_happening_instructor as hi', 'hi.happening_id', 'h.id')
    .innerJoin('classroom_course_instance as i', 'i.id', 'h.cli_id')
    .select(['hi.instructor_id', sql<string>`count(*)`.as('course_dates'), sql<string>`count(distinct h.cli_id)`.as('courses')])
    .where('h.date', '>=', `${year}-01-01`)
    .where('h.date', '<=', `${year}-12-31`)
    .where('i.status', '!=', STATUS_CANCELLED)
    .$if(instructorId !== null, (q) => q.where('hi.instructor_id', '=', instructorId!))
    .groupBy('hi.instructor_id')
    .execute();
  const counted = rows.map((row) => ({
    instructorId: row.instructor_id,
    courseDates: Number(row.course_dates),
    courses: Number(row.courses),
  }));
  if (instructorId !== null && counted.length === 0) counted.push({ instructorId, courseDates: 0, courses: 0 });
  const names = await personNames(
    db as Kysely<any>,
    counted.map((row) => row.instructorId),
  );
  return counted
    .map((row) => ({ ...row, name: names.get(row.instructorId) ?? `#${row.instructorId}` }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.instructorId - b.instructorId);
}
