import { sql, type Kysely } from 'kysely';
import { peopleViewExists } from '../licenses/license-people';

/** People who can be responsible for a course: those holding atrium or staff (users area's published view). */
export async function responsibleUsers(db: Kysely<any>): Promise<{ id: number; name: string }[]> {
  if (!(await peopleViewExists(db))) return [];
  const { rows } = await sql<{ id: number; name: string }>`
    select id, trim(first_name || ' ' || last_name) as name from published.users_person
    where roles && array['atrium', 'staff']::text[]
    order by name, id`.execute(db);
  return rows;
}
