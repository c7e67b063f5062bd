import { sql, type Kysely } from 'kysely';

// Document 001 §9's site map has an international control site (CTRL) besides Norway, Sweden and international;
// its pages are in es_ES (decision 0155). A user's context may belong to it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.user_context drop constraint user_context_site_check`.execute(db);
  await sql`alter table users.user_context add constraint user_context_site_check check (site in ('NO', 'SE', 'INT', 'CTRL'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users.user_context drop constraint user_context_site_check`.execute(db);
  await sql`alter table users.user_context add constraint user_context_site_check check (site in ('NO', 'SE', 'INT'))`.execute(db);
}
