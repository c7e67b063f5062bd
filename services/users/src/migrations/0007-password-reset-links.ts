import { sql, type Kysely } from 'kysely';

/**
 * Password-reset links (document 001 §4). Only a hash of the link's token is kept: whoever reads the table
 * cannot use a link. A link is used once (used_at) and works until expires_at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.password_reset_link (
      token_hash text primary key,
      user_id integer not null references users.users (id) on delete cascade,
      purpose text not null check (purpose in ('reset', 'welcome')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index password_reset_link_user on users.password_reset_link (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.password_reset_link`.execute(db);
}
