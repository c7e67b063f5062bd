import { sql, type Kysely } from 'kysely';

// Document 002 §2 "internal control" (decision 0225): the staff member who closes a course confirms its checks; who
// and when is kept, one row per instance, with the checks still open then and the comment that explains them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.internal_control (
      cli_id integer primary key references classroom.classroom_course_instance (id) on delete cascade,
      checked_by integer not null,
      checked_at timestamptz not null default now(),
      comment text,
      open_checks text[] not null default '{}'
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.internal_control`.execute(db);
}
