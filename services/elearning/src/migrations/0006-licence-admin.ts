import { outboxMigration } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

const outbox = outboxMigration('elearning');

// Another migration of this area may have brought the outbox first; the area has one either way.
async function outboxExists(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass('elearning.outbox') is not null as found`.execute(db);
  return rows[0]?.found ?? false;
}

export async function up(db: Kysely<any>): Promise<void> {
  // What the licence lists administer (document 001 §3, §4). customer_id points into the company area
  // and the *_by columns into the users area: no foreign keys across areas. The fee is in minor units.
  await sql`
    alter table elearning.license
      add column customer_id integer,
      add column cancellation_fee integer not null default 0 check (cancellation_fee >= 0),
      add column as_part_of_course_program boolean not null default false,
      add column approved_by integer,
      add column cancelled_at timestamptz,
      add column cancelled_by integer`.execute(db);
  await sql`create index license_customer on elearning.license (customer_id)`.execute(db);
  if (!(await outboxExists(db))) await outbox.up(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index elearning.license_customer`.execute(db);
  await sql`
    alter table elearning.license
      drop column customer_id, drop column cancellation_fee, drop column as_part_of_course_program,
      drop column approved_by, drop column cancelled_at, drop column cancelled_by`.execute(db);
}
