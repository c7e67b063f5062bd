import { sql, type Kysely } from 'kysely';

// The customer picker (document 001 §7) hides inactive and merged customers on request.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company.customer add column active boolean not null default true`.execute(db);
  await sql`alter table company.customer add column merged_into_id integer references company.customer (id)`.execute(db);
  await sql`create index customer_name_lower on company.customer (lower(name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index company.customer_name_lower`.execute(db);
  await sql`alter table company.customer drop column merged_into_id, drop column active`.execute(db);
}
