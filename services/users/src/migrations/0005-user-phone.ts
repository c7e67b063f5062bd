import { sql, type Kysely } from 'kysely';

// A person registered from a user picker may come with a phone number (document 001 §7 "new user").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.users add column phone text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users.users drop column phone`.execute(db);
}
