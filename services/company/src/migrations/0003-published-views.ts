import { sql, type Kysely } from 'kysely';

// Other areas read customers only through this view: the company area owns its shape, so its own
// tables can change without breaking them (spec README: "read-only views it owns in a published schema").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.company_customer as
    select id, name, active, merged_into_id from company.customer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.company_customer`.execute(db);
}
