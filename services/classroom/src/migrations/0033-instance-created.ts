import { sql, type Kysely } from 'kysely';

// Document 002 §4: a course is fresh when its first date is at most 14 days after its creation, so an instance keeps
// when it was created. Instances made before this migration count from the migration.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.classroom_course_instance add column created timestamptz not null default now()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.classroom_course_instance drop column created`.execute(db);
}
