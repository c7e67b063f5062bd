import { sql, type Kysely } from 'kysely';

// Document 002 §2 "/{crm}/customer", decision 0219. crm_customer mirrors the CRM's customers (refreshed from the
// CRM's changes), so the paired and unpaired lists page and search in SQL; crm_pairing pairs one Atrium customer
// with one CRM customer (soid), both ways unique, and keeps what the last sync copied.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.crm_customer (
      soid integer primary key check (soid > 0),
      name text not null,
      org_number text,
      country text,
      crm_updated timestamptz,
      fetched_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index crm_customer_name on users.crm_customer (lower(name), soid)`.execute(db);
  await sql`
    create table users.crm_pairing (
      customer_id integer primary key,
      soid integer not null unique check (soid > 0),
      paired_at timestamptz not null default now(),
      paired_by integer,
      synced_at timestamptz,
      synced_name text,
      synced_org_number text
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.crm_pairing`.execute(db);
  await sql`drop table users.crm_customer`.execute(db);
}
