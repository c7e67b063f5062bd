import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openLoginSession, usersModule } from '../src';

export const BASE = '/api/users/data/user-mass-import';

/**
 * Stand-ins for what the other areas publish to the import (these tests mount the users area alone; each owner tests
 * its own: published-import-courses.test.ts in elearning, published-import-instances.test.ts in classroom): the
 * customers, the course views with titles per language, and the grant, enrol and withdraw functions with the rules
 * the import relies on: one license per person and course, the seat count refusing the whole call with AT409, unknown
 * courses AT404, and no withdrawing a started license or a used seat (AT409).
 */
async function publishStandIns(db: TestDatabase['db']) {
  await sql`
    create table published.company_customer (
      id integer primary key, name text not null, active boolean not null, merged_into_id integer, site text not null
    )`.execute(db);
  await sql`
    insert into published.company_customer values
      (1, 'Atrium Kurs AS', true, null, 'NO'), (2, 'Nordsjø Energi AS', true, null, 'NO'), (3, 'Svensk Bygg AB', true, null, 'SE'),
      (4, 'Nedlagt AS', false, null, 'NO')`.execute(db);
  await sql`create table published.elearning_import_course (id integer primary key, name text, can_start boolean, titles jsonb)`.execute(
    db,
  );
  await sql`
    insert into published.elearning_import_course values
      (10, 'fire-internal', true, '{"nb_NO": "Brannvern", "en_US": "Fire safety"}'),
      (11, 'heights-internal', true, '{"nb_NO": "Arbeid i høyden"}'),
      (12, 'hidden', false, '{}')`.execute(db);
  await sql`
    create table published.classroom_import_instance (
      id integer primary key, course_id integer, name text, start_date date, end_date date, status integer,
      place_name text, titles jsonb, free_seats integer)`.execute(db);
  await sql`
    insert into published.classroom_import_instance values
      (20, 2, 'first-aid', current_date + 10, current_date + 11, 3, 'Stavanger', '{"nb_NO": "Førstehjelp", "sv_SE": "Första hjälpen"}', 100),
      (21, 2, 'small-room', current_date + 5, current_date + 5, 3, 'Bergen', '{}', 1),
      (22, 2, 'cancelled', current_date + 5, current_date + 5, 4, null, '{}', 10),
      (23, 2, 'over', current_date - 5, current_date - 5, 3, null, '{}', 10)`.execute(db);
  await sql`
    create table published.standin_grant (
      id serial primary key, kind text, course_id integer, user_id integer, customer_id integer, used boolean default false)`.execute(db);
  await sql`
    create function published.elearning_grant_licenses(p_course integer, p_customer integer, p_users integer[])
    returns table (user_id integer, license_id integer) language plpgsql as $$
    #variable_conflict use_column
    begin
      if p_course not in (10, 11, 12) then raise exception 'unknown' using errcode = 'AT404'; end if;
      return query insert into published.standin_grant (kind, course_id, user_id, customer_id)
        select 'license', p_course, u, p_customer from unnest(p_users) u
        where not exists (select 1 from published.standin_grant g where g.kind = 'license' and g.course_id = p_course and g.user_id = u)
        returning published.standin_grant.user_id, published.standin_grant.id;
    end $$`.execute(db);
  await sql`
    create function published.classroom_enrol_participants(p_cli integer, p_customer integer, p_users integer[])
    returns table (user_id integer, participant_id integer) language plpgsql as $$
    #variable_conflict use_column
    declare seats integer;
    begin
      select free_seats into seats from published.classroom_import_instance where id = p_cli;
      if not found then raise exception 'unknown' using errcode = 'AT404'; end if;
      if cardinality(p_users) > seats then raise exception 'full' using errcode = 'AT409'; end if;
      return query insert into published.standin_grant (kind, course_id, user_id, customer_id)
        select 'participant', p_cli, u, p_customer from unnest(p_users) u
        returning published.standin_grant.user_id, published.standin_grant.id;
    end $$`.execute(db);
  // The company area's department functions (published-department-join.test.ts tests the real ones), simplified:
  // names match exactly and every call makes the memberships anew.
  await sql`create table published.standin_department (id serial primary key, customer_id integer, name text)`.execute(db);
  await sql`create table published.standin_member (department_id integer, user_id integer)`.execute(db);
  await sql`
    create function published.company_join_departments(p_customer integer, p_users integer[], p_names text[])
    returns table (user_id integer, department_id integer, department_name text, department_created boolean)
    language plpgsql as $$
    declare u integer; n text; d integer; made boolean;
    begin
      for u, n in select * from unnest(p_users, p_names) loop
        continue when n is null;
        select id into d from published.standin_department where customer_id = p_customer and name = n;
        made := not found;
        if made then insert into published.standin_department (customer_id, name) values (p_customer, n) returning id into d; end if;
        insert into published.standin_member values (d, u);
        user_id := u; department_id := d; department_name := n; department_created := made;
        return next;
      end loop;
    end $$`.execute(db);
  await sql`
    create function published.company_leave_departments(p_departments integer[], p_users integer[], p_made integer[])
    returns void language sql as $$
      delete from published.standin_member m using unnest(p_departments, p_users) as pair (d, u)
      where m.department_id = pair.d and m.user_id = pair.u;
      delete from published.standin_department d
      where d.id = any(p_made) and not exists (select 1 from published.standin_member m where m.department_id = d.id);
    $$`.execute(db);
  for (const name of ['elearning_withdraw_licenses', 'classroom_withdraw_participants']) {
    await sql`
      create function ${sql.raw(`published.${name}`)}(p_ids integer[]) returns integer language plpgsql as $$
      declare removed integer;
      begin
        if exists (select 1 from published.standin_grant where id = any(p_ids) and used) then
          raise exception 'used' using errcode = 'AT409';
        end if;
        delete from published.standin_grant where id = any(p_ids);
        get diagnostics removed = row_count;
        return removed;
      end $$`.execute(db);
  }
}

export interface ImportTestContext {
  database: TestDatabase;
  app: FastifyInstance;
  as: (roles: Role[], customerId?: number) => { cookie: string };
}

/** The users area with its demo people, the stand-ins, and a signed-in session of Stian Staff (user 2) to act with. */
export async function startImportTests(): Promise<ImportTestContext> {
  const database = await createTestDatabase();
  const app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  await publishStandIns(database.db);
  const sessionId = await openLoginSession(database.db, 2);
  const as = (roles: Role[], customerId = 1) => ({ cookie: sessionCookie({ roles, sessionId, customerId, userId: 2 }) });
  return { database, app, as };
}

const FIRST = ['Astrid', 'Bjørn', 'Cecilie', 'Dag', 'Eirik', 'Frida', 'Geir', 'Hilde', 'Ivar', 'Jorunn'];
const LAST = ['Aas', 'Berge', 'Dahl', 'Eide', 'Fjeld', 'Gran', 'Haug', 'Lie', 'Moen', 'Nilsen'];

/** A row as the wizard sends it; names differ enough between rows not to count as duplicates of each other. */
export const row = (index: number, overrides: Record<string, unknown> = {}) => ({
  index,
  firstname: FIRST[index % 10]!,
  lastname: LAST[Math.floor(index / 10) % 10]!,
  email: `person${index}@import.example`,
  ...overrides,
});

/** An xlsx made the way people make them: header labels, a date cell, an e-mail as a hyperlink. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const values of rows) sheet.addRow(values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with one file field, as the browser's FormData sends it. */
export function multipartOf(filename: string, content: Buffer | string) {
  const boundary = '----atrium-import-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
