import { sql, type Kysely } from 'kysely';

// Other areas (the classroom course package lists e-courses, document 000 §3, §7) read e-courses only
// through this view, never the e-learning area's own tables (spec README).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_course as
    select id, uuid, internal_name as name, can_purchase, can_start from elearning.ecourse`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.elearning_course`.execute(db);
}
