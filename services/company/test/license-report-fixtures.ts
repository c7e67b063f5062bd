import { sql, type Kysely } from 'kysely';

/**
 * Stand-ins for what the e-learning, classroom and users areas publish (the same names and columns as their migrations
 * create), so the company tests run on the company schema alone. The cancel stand-ins answer with the real
 * functions' error codes and messages; the real functions are tested in their areas (e-learning's
 * published-licenses.test.ts, classroom's published-participant-cancel.test.ts).
 */
export async function publishLicenseStandIns(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`create table published.users_person (id integer primary key, first_name text, last_name text, roles text[], email text, locale text default 'en_US')`.execute(
    db,
  );
  await sql`
    create table published.elearning_license (
      id integer primary key, uuid uuid not null default gen_random_uuid(), user_id integer not null, customer_id integer,
      ecourse_id integer not null, course_name text not null, product_id text, created_at timestamptz not null default now(),
      started timestamptz, completed timestamptz, cancelled boolean not null default false, not_passed boolean not null default false,
      cancellation_fee integer not null default 0, as_part_of_course_program boolean not null default false,
      competence_expires date, diploma_template_id integer
    )`.execute(db);
  await sql`
    create table published.classroom_participant (
      id integer primary key, uuid uuid not null default gen_random_uuid(), user_id integer not null, customer_id integer,
      course_id integer not null, course_name text not null, created_at timestamptz not null default now(),
      started timestamptz, completed timestamptz, cancelled boolean not null default false, not_passed boolean not null default false,
      cancellation_fee integer not null default 0, as_part_of_course_program boolean not null default false,
      competence_expires date, diploma_disabled boolean not null default false, diploma_template_id integer
    )`.execute(db);
  await sql`
    create table published.classroom_diploma_template (
      id integer primary key, name text not null, course_provider_id integer not null, provider_name text not null
    )`.execute(db);
  await sql`
    create table published.classroom_diploma_template_text (
      template_id integer not null, locale text not null, title text not null default '', body text not null default '',
      issuer text not null default '', signature_line text not null default ''
    )`.execute(db);
  // The sales area's course-programme licences (its migration 0091, decision 0252).
  await sql`
    create table published.reports_course_program_license (
      course_type text not null, license_id integer not null, enrollment_id integer not null, program_title text not null
    )`.execute(db);
  await sql`create table published.classroom_course_hours (course_id integer primary key, hours numeric not null)`.execute(db);
  await sql`create table published.elearning_course_hours (course_id integer primary key, hours numeric not null)`.execute(db);
  await sql`
    create table published.elearning_hotwork (
      id integer primary key, license_id integer unique, participant_id integer unique, customer_id integer,
      course_date date not null, certificate_number text, received_proof_of_fire_drill boolean not null default false,
      fire_drill_date date, sent_to_customer boolean not null default false, sent_fire boolean not null default false,
      completed boolean not null default false
    )`.execute(db);
  await sql`create table published.elearning_report_customer (course_id integer not null, customer_id integer not null)`.execute(db);
  await sql`create table published.classroom_report_customer (course_id integer not null, customer_id integer not null)`.execute(db);
  await sql`
    create function published.elearning_cancel_licenses(p_ids integer[], p_customer_id integer, p_fee_accepted boolean, p_by integer)
    returns integer language plpgsql as $$
    declare changed integer;
    begin
      if (select count(*) from published.elearning_license where id = any(p_ids) and customer_id = p_customer_id)
         <> (select count(distinct i) from unnest(p_ids) i) then
        raise exception 'license.notFound' using errcode = 'AT404';
      end if;
      if exists (select 1 from published.elearning_license where id = any(p_ids) and as_part_of_course_program) then
        raise exception 'license.cancel.partOfCourseProgram' using errcode = 'AT409';
      end if;
      if not p_fee_accepted and exists (select 1 from published.elearning_license
                                        where id = any(p_ids) and not cancelled and cancellation_fee > 0) then
        raise exception 'license.cancel.feeNotAccepted' using errcode = 'AT409';
      end if;
      update published.elearning_license set cancelled = true where id = any(p_ids) and not cancelled;
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
  await sql`
    create function published.classroom_cancel_participants(p_ids integer[], p_customer_id integer, p_fee_accepted boolean, p_by integer)
    returns integer language plpgsql as $$
    declare changed integer;
    begin
      if (select count(*) from published.classroom_participant where id = any(p_ids) and customer_id = p_customer_id)
         <> (select count(distinct i) from unnest(p_ids) i) then
        raise exception 'license.notFound' using errcode = 'AT404';
      end if;
      if exists (select 1 from published.classroom_participant where id = any(p_ids) and as_part_of_course_program) then
        raise exception 'license.cancel.partOfCourseProgram' using errcode = 'AT409';
      end if;
      if not p_fee_accepted and exists (select 1 from published.classroom_participant
                                        where id = any(p_ids) and not cancelled and cancellation_fee > 0) then
        raise exception 'license.cancel.feeNotAccepted' using errcode = 'AT409';
      end if;
      update published.classroom_participant set cancelled = true where id = any(p_ids) and not cancelled;
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}

const day = (offset: number) => sql`current_date + ${offset}::int`;

/**
 * Customer 2 (Nordsjø) holds licenses 1-7 and customer 3 (Svensk) license 8; person 30 is in Nordsjø's
 * first department.
 */
export async function seedLicenses(db: Kysely<any>): Promise<void> {
  await sql`
    insert into published.users_person values
      (30, 'Ola', 'Nordmann', '{}', 'ola@example.com'), (31, 'Kari', 'Hansen', '{}', 'kari@example.com'),
      (32, 'Per', 'Uten', '{}', null), (40, 'Sven', 'Svensson', '{}', 'sven@example.com')`.execute(db);
  const insert = (id: number, user: number, customer: number, values: Record<string, unknown>) =>
    sql`insert into published.elearning_license (id, user_id, customer_id, ecourse_id, course_name, started, completed,
        cancelled, not_passed, cancellation_fee, as_part_of_course_program, competence_expires) values (
        ${id}, ${user}, ${customer}, ${(values.course as number) ?? 5}, ${(values.courseName as string) ?? 'Working at heights'},
        ${values.started ?? null}, ${values.completed ?? null}, ${values.cancelled ?? false}, ${values.notPassed ?? false},
        ${values.fee ?? 0}, ${values.programme ?? false}, ${values.expires ?? null})`.execute(db);
  const ago = (days: number) => sql`now() - ${days}::int * interval '1 day'`;
  await insert(1, 30, 2, { started: ago(40), completed: ago(30), expires: day(60) });
  await insert(2, 31, 2, { started: ago(400), completed: ago(380), expires: day(-10) });
  await insert(3, 31, 2, { course: 6, courseName: 'Fire safety' });
  await insert(4, 30, 2, { course: 6, courseName: 'Fire safety', started: ago(2) });
  await insert(5, 32, 2, { started: ago(20), completed: ago(10), expires: day(100) });
  await insert(6, 30, 2, { course: 7, courseName: 'Programme part', programme: true, fee: 25000 });
  await insert(7, 31, 2, { course: 7, courseName: 'Programme part', started: ago(5), completed: ago(3), notPassed: true, programme: true });
  await insert(8, 40, 3, { started: ago(40), completed: ago(30), expires: day(60) });
  await sql`insert into published.reports_course_program_license values ('ELEARNING', 6, 51, 'Offshore starter'), ('CLASSROOM', 7, 52, 'Not this one')`.execute(
    db,
  );
  await sql`insert into company.department_member (department_id, user_id) select id, 30 from company.department where customer_id = 2 and name = 'Boring'`.execute(
    db,
  );
}
