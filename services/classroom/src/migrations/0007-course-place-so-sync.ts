import { sql, type Kysely } from 'kysely';

// Document 001 §3: a course place picker item says whether the place is synchronised with the CRM (soSync).
// Nothing synchronises yet, so every place starts unsynchronised.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.course_place add column so_sync boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.course_place drop column so_sync`.execute(db);
}
