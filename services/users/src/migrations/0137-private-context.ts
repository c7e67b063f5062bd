import { sql, type Kysely } from 'kysely';

// Decision 0241: the context at a person's private customer (document 002 §3 "User": privateCustomer) is marked, at
// most one per person, so the profile shows which customer is their own without asking the company area.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.user_context add column private boolean not null default false`.execute(db);
  await sql`create unique index user_context_one_private on users.user_context (user_id) where private`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users.user_context_one_private`.execute(db);
  await sql`alter table users.user_context drop column private`.execute(db);
}
