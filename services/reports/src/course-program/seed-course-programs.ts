import { sql, type Kysely } from 'kysely';
import { reportsDb } from '../db';
import { createProgram, enrol } from './course-program-store';

/**
 * The demo course programme (decision 0252): an e-course whose licence can be swapped directly (cmi5) and a classroom
 * course still waiting for its seat, so Petra Program (the users area's demo learner of no other row) is PENDING. No
 * seat is taken: the demo instances' participants stay as the other screens' demo rows expect them.
 */
export async function seedDemoCoursePrograms(shared: Kysely<any>): Promise<void> {
  const db = reportsDb(shared);
  // The reports area alone (its own tests) has not the other areas' views and functions: then there is no programme.
  const present = await sql<{ ok: boolean }>`
    select to_regclass('published.users_person') is not null and to_regclass('published.company_customer') is not null
       and to_regclass('published.elearning_import_course') is not null and to_regclass('published.classroom_program_course') is not null
       and to_regproc('published.elearning_grant_program_license') is not null as ok`.execute(db);
  if (!present.rows[0]!.ok) return;
  const { rows } = await sql<{ person: number | null; customer: number | null; ecourse: number | null; classroom: number | null }>`
    select (select id from published.users_person where first_name = 'Petra' and last_name = 'Program') as person,
           (select id from published.company_customer where name = 'Atrium Kurs AS') as customer,
           (select id from published.elearning_import_course where name = 'Introduction to geology (cmi5)') as ecourse,
           (select min(id) from published.classroom_program_course) as classroom`.execute(db);
  const { person, customer, ecourse, classroom } = rows[0]!;
  if (person === null || customer === null || ecourse === null || classroom === null) return;
  const programId = await createProgram(db, null, {
    title: 'Offshore starter',
    courses: [
      { courseType: 'ELEARNING', courseId: ecourse },
      { courseType: 'CLASSROOM', courseId: classroom },
    ],
  });
  await enrol(db, null, programId, { userId: person, customerId: customer, seats: [] });
}
