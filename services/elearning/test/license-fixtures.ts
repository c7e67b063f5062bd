import { sql, type Kysely } from 'kysely';
import { elearningDb } from '../src/db';

/** Stands in for the view the users area publishes (same columns), so licenses show names and get mail. */
export async function publishPeople(shared: Kysely<any>, people: { id: number; first: string; last: string }[]): Promise<void> {
  await sql`create schema if not exists published`.execute(shared);
  await sql`create table published.users_person (id integer primary key, first_name text not null, last_name text not null, roles text[] not null default '{}', email text)`.execute(
    shared,
  );
  for (const person of people) {
    await sql`insert into published.users_person (id, first_name, last_name, email)
      values (${person.id}, ${person.first}, ${person.last}, ${`${person.first.toLowerCase()}@example.com`})`.execute(shared);
  }
}

export async function insertCourse(shared: Kysely<any>, name: string): Promise<number> {
  return (await elearningDb(shared).insertInto('ecourse').values({ internal_name: name }).returning('id').executeTakeFirstOrThrow()).id;
}

export interface LicenseFixture {
  userId: number;
  customerId?: number | null;
  started?: string;
  completed?: string;
  cancelled?: boolean;
  notPassed?: boolean;
  fee?: number;
  courseProgram?: boolean;
}

export async function insertLicenses(shared: Kysely<any>, ecourseId: number, licenses: LicenseFixture[]): Promise<number[]> {
  const rows = await elearningDb(shared)
    .insertInto('license')
    .values(
      licenses.map((license) => ({
        ecourse_id: ecourseId,
        user_id: license.userId,
        customer_id: license.customerId ?? null,
        started: license.started ?? null,
        completed: license.completed ?? null,
        cancelled: license.cancelled ?? false,
        not_passed: license.notPassed ?? false,
        cancellation_fee: license.fee ?? 0,
        as_part_of_course_program: license.courseProgram ?? false,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
