import { sql, type Kysely } from 'kysely';

// Document 001 §3 "Department (id, name, customerId, userCount, uuid)": a stable uuid to copy, and one name per
// customer (ignoring case), so two admins creating "HMS" at once get one department and a clear 409.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company.department add column uuid uuid not null default gen_random_uuid()`.execute(db);
  await sql`create unique index department_uuid on company.department (uuid)`.execute(db);
  await sql`create unique index department_customer_unique_name on company.department (customer_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index company.department_customer_unique_name`.execute(db);
  await sql`drop index company.department_uuid`.execute(db);
  await sql`alter table company.department drop column uuid`.execute(db);
}
