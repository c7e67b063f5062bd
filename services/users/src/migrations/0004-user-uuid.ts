import { sql, type Kysely } from 'kysely';

// The user picker (document 001 §7) hands other areas a stable public id next to the numeric one;
// links such as /ocs/course/{useruuid}/… carry it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.users add column uuid uuid not null unique default gen_random_uuid()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users.users drop column uuid`.execute(db);
}
