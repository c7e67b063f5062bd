import { sql, type Kysely } from 'kysely';

// Document 002 §3 customer.disabledUserFields, §5 "User admin locks" (decision 0208): the user fields a customer locks.
// The users area keeps the list (it guards its own fields), keyed by the company area's customer id, one row per
// customer that locks anything.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.customer_disabled_fields (
      customer_id integer primary key,
      fields text[] not null check (fields <@ array['firstname', 'lastname', 'email', 'phone', 'workEmail', 'workPhone',
        'employeeNumber', 'title', 'customerDepartment', 'externalId']::text[]),
      updated_at timestamptz not null default now(),
      updated_by integer
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.customer_disabled_fields`.execute(db);
}
