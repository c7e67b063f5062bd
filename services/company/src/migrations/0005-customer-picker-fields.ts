import { sql, type Kysely } from 'kysely';

// Document 001 §3: the customer picker item carries a uuid and the customer's id in the external accounting
// system, which not every customer has.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company.customer add column uuid uuid not null unique default gen_random_uuid()`.execute(db);
  await sql`alter table company.customer add column external_accounting_id text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table company.customer drop column external_accounting_id, drop column uuid`.execute(db);
}
