import { outboxMigration } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

const outbox = outboxMigration('company');

// The company license reports (issue 17): reminders mailed through the area's own outbox, each recorded per
// license and expiry so a second run (or a second admin) mails nobody twice; diplomas with a short public code
// anyone can check; the people of each department, which the department filter and user counts read.
export async function up(db: Kysely<any>): Promise<void> {
  await outbox.up(db);
  await sql`
    create table company.license_reminder (
      license_id integer not null,
      expires date not null,
      customer_id integer not null,
      sent_by integer not null,
      sent_at timestamptz not null default now(),
      primary key (license_id, expires)
    )`.execute(db);
  await sql`
    create table company.diploma (
      code text primary key,
      license_id integer not null unique,
      customer_id integer not null,
      person_name text not null,
      course_name text not null,
      completed date not null,
      issued_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table company.department_member (
      department_id integer not null references company.department (id) on delete cascade,
      user_id integer not null,
      primary key (department_id, user_id)
    )`.execute(db);
  await sql`create index department_member_user on company.department_member (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table company.department_member`.execute(db);
  await sql`drop table company.diploma`.execute(db);
  await sql`drop table company.license_reminder`.execute(db);
  await outbox.down!(db);
}
