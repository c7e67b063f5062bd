import { containsPattern } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

/*
 * Names of customers and people come from the views the company and users areas publish for other
 * areas (schema `published`), never from their tables. The classroom service run alone on a database
 * without those areas gets no names instead of an error.
 */
export async function viewExists(
  db: Kysely<any>,
  name: 'published.company_customer' | 'published.users_person' | 'published.elearning_course' | 'published.users_work_email',
): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(db);
  return rows[0]?.found ?? false;
}

export async function customerNames(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || !(await viewExists(db, 'published.company_customer'))) return new Map();
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from published.company_customer where id = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function searchCustomers(db: Kysely<any>, text: string, limit: number) {
  if (!(await viewExists(db, 'published.company_customer'))) return [];
  const pattern = containsPattern(text);
  const { rows } = await sql<{ customerId: number; customerName: string }>`
    select id as "customerId", name as "customerName" from published.company_customer
    where name ilike ${pattern} or id::text = ${text}
    order by lower(name), id limit ${limit}`.execute(db);
  return rows;
}

export interface PersonContact {
  name: string;
  email: string | null;
  /** The language the person chose (nb_NO, sv_SE, en_US …), for what is written to them. */
  locale: string | null;
}

/** Names, e-mail addresses and languages of people, for notices sent to them. */
export async function personContacts(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, PersonContact>> {
  if (ids.length === 0 || !(await viewExists(db, 'published.users_person'))) return new Map();
  const { rows } = await sql<PersonContact & { id: number }>`
    select id, first_name || ' ' || last_name as name, email, locale from published.users_person where id = any(${[...ids]}::int[])`.execute(
    db,
  );
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** The work e-mail of each person at a customer, keyed `userId:customerId` (the users area's view, migration 0132). */
export async function workEmails(db: Kysely<any>, userIds: readonly number[]): Promise<Map<string, string>> {
  if (userIds.length === 0 || !(await viewExists(db, 'published.users_work_email'))) return new Map();
  const { rows } = await sql<{ user_id: number; customer_id: number; work_email: string }>`
    select user_id, customer_id, work_email from published.users_work_email where user_id = any(${[...userIds]}::int[])`.execute(db);
  return new Map(rows.map((row) => [`${row.user_id}:${row.customer_id}`, row.work_email]));
}

export async function personNames(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, string>> {
  const contacts = await personContacts(db, ids);
  return new Map([...contacts].map(([id, contact]) => [id, contact.name]));
}

/** Users who can be responsible for a course: platform admins and course staff. */
export async function responsibleUsers(db: Kysely<any>) {
  if (!(await viewExists(db, 'published.users_person'))) return [];
  const { rows } = await sql<{ id: number; name: string }>`
    select id, first_name || ' ' || last_name as name from published.users_person
    where roles && array['atrium', 'staff']::text[]
    order by name, id`.execute(db);
  return rows;
}

/** E-courses a course package can list (document 000 §7 GET data/ecourses), from the e-learning area's view. */
export async function searchEcourses(db: Kysely<any>, text: string | undefined, limit: number) {
  if (!(await viewExists(db, 'published.elearning_course'))) return [];
  const pattern = containsPattern(text ?? '');
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from published.elearning_course
    where name ilike ${pattern} or id::text = ${text ?? ''}
    order by lower(name), id limit ${limit}`.execute(db);
  return rows;
}

export async function ecourseNames(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || !(await viewExists(db, 'published.elearning_course'))) return new Map();
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from published.elearning_course where id = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}
