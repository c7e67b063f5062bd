import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.users (
      id serial primary key,
      username text not null,
      email text not null,
      first_name text not null,
      last_name text not null,
      password_hash text not null,
      locale text not null default 'nb_NO' check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      created_at timestamptz not null default now()
    )`.execute(db);
  // Login matches username or e-mail without regard to case.
  await sql`create unique index users_username_key on users.users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users.users (lower(email))`.execute(db);

  // customer_id points into the company area, which owns customers: no foreign key across areas, and the name
  // is copied here because it travels in every session token.
  await sql`
    create table users.user_context (
      id serial primary key,
      user_id integer not null references users.users (id) on delete cascade,
      customer_id integer not null,
      customer_name text not null,
      roles text[] not null default '{}',
      site text not null default 'NO' check (site in ('NO', 'SE', 'INT')),
      active boolean not null default true,
      unique (user_id, customer_id)
    )`.execute(db);

  await sql`
    create table users.login_session (
      id uuid primary key default gen_random_uuid(),
      user_id integer not null references users.users (id) on delete cascade,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )`.execute(db);

  await sql`
    create table users.login_log (
      id bigserial primary key,
      user_id integer not null references users.users (id) on delete cascade,
      success boolean not null,
      browser text,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_log_user_at on users.login_log (user_id, at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.login_log, users.login_session, users.user_context, users.users`.execute(db);
}
