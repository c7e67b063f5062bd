import { sql, type Kysely } from 'kysely';

// The users area pairs customers with the CRM's (document 002 §2 "/{crm}/customer", decision 0219): it reads a
// customer's name and organisation number through this view, and creates a customer from a CRM customer and
// copies the CRM's name and organisation number onto a paired one through these functions, inside its own
// pairing transaction, so a pairing and its customer commit together while only this area writes its tables.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.company_customer_registry as
    select id, name, org_number, site, active, merged_into_id from company.customer`.execute(db);
  await sql`
    create function published.company_create_customer(p_name text, p_org_number text, p_site text)
    returns integer
    language sql security definer set search_path = pg_catalog, company as $$
      insert into company.customer (name, org_number, site) values (p_name, nullif(p_org_number, ''), p_site) returning id
    $$`.execute(db);
  // False when there is no such customer, so the caller can answer 404 instead of pairing nothing.
  await sql`
    create function published.company_update_customer(p_id integer, p_name text, p_org_number text)
    returns boolean
    language plpgsql security definer set search_path = pg_catalog, company as $$
    begin
      update company.customer set name = p_name, org_number = nullif(p_org_number, '') where id = p_id;
      return found;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.company_update_customer(integer, text, text)`.execute(db);
  await sql`drop function published.company_create_customer(text, text, text)`.execute(db);
  await sql`drop view published.company_customer_registry`.execute(db);
}
