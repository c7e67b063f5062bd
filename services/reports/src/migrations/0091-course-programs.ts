import { sql, type Kysely } from 'kysely';

/*
 * Course programmes and their enrolments (document 002 §3, §4, issue 13, decision 0252). A programme is a title and
 * its courses (classroom courses and e-courses); an enrolment gives a person one licence per course, created in the
 * owning areas through their published functions, and keeps which licence stands for which course (null while a
 * classroom course waits for its seat: the enrolment is then PENDING). The stored status is ENROLLED, PENDING or
 * CANCELLED; APPROVED is read from the licences. A person has one enrolment of a programme per customer that is not
 * cancelled, so two enrolments at once make one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.course_program (
      id integer generated always as identity primary key,
      title text not null check (btrim(title) <> ''),
      created_at timestamptz not null default now(),
      created_by integer
    )`.execute(db);
  await sql`
    create table reports.course_program_course (
      program_id integer not null references reports.course_program (id) on delete cascade,
      course_type text not null check (course_type in ('CLASSROOM', 'ELEARNING')),
      course_id integer not null,
      position integer not null,
      primary key (program_id, course_type, course_id)
    )`.execute(db);
  await sql`
    create table reports.course_program_enrollment (
      id integer generated always as identity primary key,
      program_id integer not null references reports.course_program (id),
      user_id integer not null,
      customer_id integer not null,
      status text not null check (status in ('ENROLLED', 'PENDING', 'CANCELLED')),
      enrolled_at timestamptz not null default now(),
      enrolled_by integer,
      cancelled_at timestamptz,
      cancelled_by integer
    )`.execute(db);
  await sql`
    create unique index course_program_enrollment_open on reports.course_program_enrollment (program_id, user_id, customer_id)
    where status <> 'CANCELLED'`.execute(db);
  await sql`create index course_program_enrollment_user on reports.course_program_enrollment (user_id)`.execute(db);
  // The course as the programme lists it: a swap changes the licence (and, for an e-course, the course) in place.
  await sql`
    create table reports.course_program_license (
      enrollment_id integer not null references reports.course_program_enrollment (id),
      position integer not null,
      course_type text not null check (course_type in ('CLASSROOM', 'ELEARNING')),
      course_id integer not null,
      license_id integer,
      primary key (enrollment_id, position)
    )`.execute(db);
  await sql`
    create unique index course_program_license_license on reports.course_program_license (course_type, license_id)
    where license_id is not null`.execute(db);
  // Which enrolment a licence belongs to, for the company area's licence report (document 001 §3 enrollmentId).
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.reports_course_program_license as
    select l.course_type, l.license_id, l.enrollment_id, p.title as program_title
    from reports.course_program_license l
    join reports.course_program_enrollment e on e.id = l.enrollment_id
    join reports.course_program p on p.id = e.program_id
    where l.license_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.reports_course_program_license`.execute(db);
  await sql`drop table reports.course_program_license`.execute(db);
  await sql`drop table reports.course_program_enrollment`.execute(db);
  await sql`drop table reports.course_program_course`.execute(db);
  await sql`drop table reports.course_program`.execute(db);
}
