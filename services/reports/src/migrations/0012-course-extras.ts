import { sql, type Kysely } from 'kysely';

// Decision 0147: what is sold beside a course (lunch, accommodation, materials, an exam) is a course extra with a
// price per currency, sold on a purchase line and invoiced with it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.course_extra (
      id serial primary key,
      code text not null unique,
      name text not null,
      kind text not null check (kind in ('MEAL', 'ACCOMMODATION', 'MATERIAL', 'EXAM', 'OTHER')),
      active boolean not null default true
    )`.execute(db);
  await sql`
    create table reports.course_extra_price (
      extra_id integer not null references reports.course_extra (id) on delete cascade,
      currency text not null check (currency in ('NOK', 'SEK', 'EUR')),
      unit_net_price bigint not null check (unit_net_price >= 0),
      primary key (extra_id, currency)
    )`.execute(db);
  // The name and price are kept as sold: a later change of the catalogue changes no order.
  await sql`
    create table reports.purchase_line_extra (
      id serial primary key,
      purchase_id integer not null references reports.purchase_line (id) on delete cascade,
      extra_id integer not null references reports.course_extra (id),
      name text not null,
      quantity integer not null check (quantity between 1 and 10000),
      unit_net_price bigint not null check (unit_net_price >= 0),
      net_price bigint not null check (net_price >= 0),
      unique (purchase_id, extra_id)
    )`.execute(db);
  await sql`create index purchase_line_extra_extra on reports.purchase_line_extra (extra_id)`.execute(db);
  await sql`alter table reports.invoice_line add column extras_net_price bigint not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table reports.invoice_line drop column extras_net_price`.execute(db);
  await sql`drop table reports.purchase_line_extra, reports.course_extra_price, reports.course_extra`.execute(db);
}
