import { sql, type Kysely } from 'kysely';

// Document 002 §3 "User context": the per-customer fields the single-user administration edits, and the API
// lockdown an integration sets on a context it owns. The audit says who changed what on a person (issue 13,
// "the audit log shown per person"); it outlives a context but goes with the person.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users.user_context
      add column work_email text,
      add column work_phone text,
      add column employee_number text,
      add column title text,
      add column customer_department text,
      add column external_id text,
      add column api_lockdown boolean not null default false`.execute(db);
  await sql`
    create table users.user_audit (
      id bigserial primary key,
      user_id integer not null references users.users (id) on delete cascade,
      actor_id integer,
      action text not null,
      detail jsonb not null default '{}',
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index user_audit_user_at on users.user_audit (user_id, at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.user_audit`.execute(db);
  await sql`
    alter table users.user_context
      drop column work_email, drop column work_phone, drop column employee_number, drop column title,
      drop column customer_department, drop column external_id, drop column api_lockdown`.execute(db);
}
