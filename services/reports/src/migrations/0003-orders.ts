import { outboxMigration } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

const outbox = outboxMigration('reports');

export async function up(db: Kysely<any>): Promise<void> {
  // An order placed from a cart (document 003 §3 order payload: customerId, onBehalfOf, yourRef, vat, locale).
  // customer_id and the user ids point into other areas: no foreign keys across areas. checkout_key makes a
  // repeated submit of one checkout place one order (decision 0141).
  await sql`
    create table reports."order" (
      id serial primary key,
      customer_id integer not null,
      purchaser_user_id integer not null,
      on_behalf_of text,
      your_reference text not null,
      locale text not null check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      site text not null,
      currency text not null check (currency in ('NOK', 'SEK', 'EUR')),
      vat_percent integer not null check (vat_percent between 0 and 100),
      status text not null default 'placed' check (status in ('placed', 'invoiced', 'cancelled')),
      checkout_key uuid not null,
      created timestamptz not null default now(),
      unique (purchaser_user_id, checkout_key)
    )`.execute(db);
  await sql`create index order_created on reports."order" (created)`.execute(db);
  await sql`create index order_customer on reports."order" (customer_id, created)`.execute(db);

  // Document 003 §3 batch invoice line: type, approved, started, completed, unapprovedReason, netPrice, qty, ids.
  await sql`
    create table reports.purchase_line (
      id serial primary key,
      order_id integer not null references reports."order" (id) on delete cascade,
      course_type text not null check (course_type in ('ECOURSE', 'CLASSROOM')),
      course_id integer not null,
      instance_id integer,
      title text not null,
      quantity integer not null check (quantity between 1 and 10000),
      unit_net_price bigint not null check (unit_net_price >= 0),
      net_price bigint not null check (net_price >= 0),
      user_ids integer[] not null,
      approved boolean not null default false,
      started boolean not null default false,
      completed boolean not null default false,
      unapproved_reason text,
      check ((course_type = 'CLASSROOM') = (instance_id is not null))
    )`.execute(db);
  await sql`create index purchase_line_order on reports.purchase_line (order_id)`.execute(db);

  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.reports_order as
    select id, customer_id, purchaser_user_id, on_behalf_of, your_reference, locale, site, currency, vat_percent, status, created
    from reports."order"`.execute(db);
  await sql`
    create view published.reports_purchase_line as
    select id, order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids,
           approved, started, completed, unapproved_reason
    from reports.purchase_line`.execute(db);
  await outbox.up(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await outbox.down?.(db);
  await sql`drop view published.reports_purchase_line, published.reports_order`.execute(db);
  await sql`drop table reports.purchase_line, reports."order"`.execute(db);
}
