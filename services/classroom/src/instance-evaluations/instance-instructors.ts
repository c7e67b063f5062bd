import type { Kysely } from 'kysely';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

/** The instructors of an instance: whoever teaches one of its happenings, by name. */
export async function instanceInstructors(db: ClassroomDb, cliId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('classroom_happening_instructor as hi')
    .innerJoin('classroom_happening as h', 'h.id', 'hi.happening_id')
    .select('hi.instructor_id')
    .distinct()
    .where('h.cli_id', '=', cliId)
    .execute();
  const names = await personNames(
    db as Kysely<any>,
    rows.map((row) => row.instructor_id),
  );
  return rows
    .map((row) => ({ id: row.instructor_id, name: names.get(row.instructor_id) ?? `#${row.instructor_id}` }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
