import { sql, type Kysely } from 'kysely';

// The users area gives a person registered at a customer that customer's learning site (their language and
// currency); the new column goes last so the view's existing columns keep their place.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace view published.company_customer as
    select id, name, active, merged_into_id, site from company.customer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.company_customer`.execute(db);
  await sql`
    create view published.company_customer as
    select id, name, active, merged_into_id from company.customer`.execute(db);
}
