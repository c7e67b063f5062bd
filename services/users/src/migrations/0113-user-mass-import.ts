import { sql, type Kysely } from 'kysely';

// The user mass import (document 003 §2-§5, issue 18, decision 0216). A person's date of birth (document 003 §3
// "birthdate"), the indexes the duplicate score searches by (last names by trigram similarity, phones by their last eight digits (with or without a country code),
// employee numbers per customer), and the record of each import: what was asked, its progress while the background
// job registers it, and every person, context, license and seat it made, so it can be undone.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`alter table users.users add column birthdate date`.execute(db);
  await sql`
    create index users_last_name_trgm on users.users using gin ((lower(last_name)) public.gin_trgm_ops)`.execute(db);
  await sql`
    create index users_phone_digits on users.users (right(regexp_replace(phone, '\\D', '', 'g'), 8))
    where phone is not null`.execute(db);
  await sql`create index user_context_employee_number on users.user_context (customer_id, employee_number)
    where employee_number is not null`.execute(db);

  await sql`
    create table users.mass_import (
      id serial primary key,
      customer_id integer not null,
      created_by integer not null references users.users (id),
      -- The Idempotency of a repeated submit: one import per person and key.
      submit_key text not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'undone')),
      request jsonb not null,
      total integer not null,
      done integer not null default 0,
      report jsonb,
      error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      undone_at timestamptz,
      undone_by integer references users.users (id),
      unique (created_by, submit_key)
    )`.execute(db);
  // Each person an import touched: created (a new account) or kept (an existing person, userIdToKeep), and whether
  // the import gave them the customer context; the licenses and seats it granted, by the owning areas' ids.
  await sql`
    create table users.mass_import_person (
      import_id integer not null references users.mass_import (id) on delete cascade,
      row_index integer not null,
      user_id integer not null,
      created boolean not null,
      context_created boolean not null,
      primary key (import_id, row_index)
    )`.execute(db);
  await sql`create index mass_import_person_user on users.mass_import_person (user_id)`.execute(db);
  await sql`
    create table users.mass_import_grant (
      import_id integer not null references users.mass_import (id) on delete cascade,
      kind text not null check (kind in ('license', 'participant')),
      course_id integer not null,
      grant_id integer not null,
      user_id integer not null,
      primary key (import_id, kind, grant_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.mass_import_grant, users.mass_import_person, users.mass_import`.execute(db);
  await sql`drop index users.user_context_employee_number`.execute(db);
  await sql`drop index users.users_phone_digits`.execute(db);
  await sql`drop index users.users_last_name_trgm`.execute(db);
  await sql`alter table users.users drop column birthdate`.execute(db);
}
