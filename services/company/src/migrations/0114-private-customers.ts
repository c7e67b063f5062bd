import { sql, type Kysely } from 'kysely';

// A private customer (document 002 §2 "convert to a private customer", §3 "User": privateCustomer; decision 0241) is
// one person's own customer, with the address the conversion gives. The users area makes it through this function
// inside its own conversion transaction, so the customer and the person's context there commit together while only
// this area writes its tables; the unique index keeps one private customer per person, also when two admins convert
// the same person at once (the second insert finds the first's row and the function answers null).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table company.customer
      add column private_user_id integer,
      add column street text,
      add column postal_code text,
      add column city text,
      add column country_id integer`.execute(db);
  await sql`create unique index customer_private_user_key on company.customer (private_user_id)`.execute(db);
  await sql`
    create view published.company_private_customer as
    select private_user_id as user_id, id as customer_id, name, street, postal_code, city, country_id
    from company.customer where private_user_id is not null`.execute(db);
  await sql`
    create function published.company_create_private_customer(
      p_user integer, p_name text, p_site text, p_street text, p_postal_code text, p_city text, p_country_id integer)
    returns integer
    language sql security definer set search_path = pg_catalog, company as $$
      insert into company.customer (name, site, private_user_id, street, postal_code, city, country_id)
      values (p_name, p_site, p_user, p_street, p_postal_code, p_city, p_country_id)
      on conflict (private_user_id) do nothing
      returning id
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.company_create_private_customer(integer, text, text, text, text, text, integer)`.execute(db);
  await sql`drop view published.company_private_customer`.execute(db);
  await sql`
    alter table company.customer
      drop column private_user_id, drop column street, drop column postal_code, drop column city, drop column country_id`.execute(db);
}
