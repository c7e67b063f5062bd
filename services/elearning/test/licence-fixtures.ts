import { sql, type Kysely } from 'kysely';
import { elearningDb } from '../src/db';

/** Stands in for the view the users area publishes (same columns), so licences show names and get mail. */
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

export interface LicenceFixture {
  userId: number;
  customerId?: number | null;
  started?: string;
  completed?: string;
  cancelled?: boolean;
  notPassed?: boolean;
  fee?: number;
  courseProgram?: boolean;
}

export async function insertLicences(shared: Kysely<any>, ecourseId: number, licences: LicenceFixture[]): Promise<number[]> {
  const rows = await elearningDb(shared)
    .insertInto('license')
    .values(
      licences.map((licence) => ({
        ecourse_id: ecourseId,
        user_id: licence.userId,
        customer_id: licence.customerId ?? null,
        started: licence.started ?? null,
        completed: licence.completed ?? null,
        cancelled: licence.cancelled ?? false,
        not_passed: licence.notPassed ?? false,
        cancellation_fee: licence.fee ?? 0,
        as_part_of_course_program: licence.courseProgram ?? false,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
