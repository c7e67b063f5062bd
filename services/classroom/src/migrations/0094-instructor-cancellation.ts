import { sql, type Kysely } from 'kysely';

// Document 002 §3/§4 (decision 0244): an instructor may cancel their own part in a course date. The cancel removes
// them from the happening, so every screen that lists a date's instructors, every clash check and the instructor
// page's access stop counting them at once; this row keeps that they left, and when, so their calendar can still
// show the course as "cancelled by me" (meCancelled, timestampMeCancelledFromCourse) and stop asking for its tasks.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.instructor_cancellation (
      happening_id integer not null references classroom.classroom_happening (id) on delete cascade,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      instructor_id integer not null,
      cancelled_at timestamptz not null default now(),
      comment text,
      primary key (happening_id, instructor_id)
    )`.execute(db);
  await sql`create index instructor_cancellation_by_instructor on classroom.instructor_cancellation (instructor_id, cli_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.instructor_cancellation`.execute(db);
}
