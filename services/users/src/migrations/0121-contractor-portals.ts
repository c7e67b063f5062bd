import { sql, type Kysely } from 'kysely';

// Document 001 §2 "/copnologin", "/conoco-phillips", §3, §5, decision 0220. A portal is a row, not code: its oil
// company (a customer), the contact e-mail domains it accepts and its courses (e-courses), so a second oil
// company is a new row. Contractors and sub-contractors are customers registered with a portal.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.contractor_portal (
      id serial primary key,
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text not null,
      owner_customer_id integer not null,
      contact_domains text[] not null check (cardinality(contact_domains) > 0)
    )`.execute(db);
  await sql`
    create table users.contractor_portal_course (
      portal_id integer not null references users.contractor_portal on delete cascade,
      ecourse_id integer not null,
      primary key (portal_id, ecourse_id)
    )`.execute(db);
  // parent_customer_id null: a contractor of the oil company; else a sub-contractor of that contractor.
  await sql`
    create table users.contractor (
      portal_id integer not null references users.contractor_portal on delete cascade,
      customer_id integer not null,
      parent_customer_id integer,
      primary key (portal_id, customer_id),
      foreign key (portal_id, parent_customer_id) references users.contractor (portal_id, customer_id) on delete cascade,
      check (parent_customer_id is distinct from customer_id)
    )`.execute(db);
  await sql`
    create table users.contractor_registration (
      id serial primary key,
      portal_id integer not null references users.contractor_portal on delete cascade,
      user_id integer not null references users.users on delete cascade,
      customer_id integer not null,
      contact_email text not null,
      currently_offshore boolean not null,
      registered_at timestamptz not null default now(),
      unique (portal_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.contractor_registration`.execute(db);
  await sql`drop table users.contractor`.execute(db);
  await sql`drop table users.contractor_portal_course`.execute(db);
  await sql`drop table users.contractor_portal`.execute(db);
}
