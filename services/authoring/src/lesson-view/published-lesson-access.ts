import { sql, type Kysely } from 'kysely';

/**
 * Whether the classroom area says this person teaches a course linking the lesson (its published function, decision
 * 0251), never its tables. The authoring service run alone, without the classroom area, lets no instructor in.
 */
export async function instructorMayViewLesson(db: Kysely<any>, userId: number, lessonId: number): Promise<boolean> {
  const { rows: found } = await sql<{ present: boolean }>`
    select to_regprocedure('published.classroom_instructor_may_view_lesson(integer, integer)') is not null as present`.execute(db);
  if (!found[0]?.present) return false;
  const { rows } = await sql<{ may: boolean }>`
    select published.classroom_instructor_may_view_lesson(${userId}::int, ${lessonId}::int) as may`.execute(db);
  return rows[0]?.may ?? false;
}
