import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A line's own reference, set on the batch invoicing pages; null keeps the order's (document 003 §7 update ref).
  await sql`alter table reports.purchase_line add column your_reference text`.execute(db);

  // Decision 0143: one gap-free series. The row is locked only by the statement that posts invoices, the last one
  // before commit, so a failed or concurrent run never leaves a hole and never waits long.
  await sql`create table reports.invoice_number (id boolean primary key default true check (id), last_number bigint not null)`.execute(db);
  await sql`insert into reports.invoice_number (last_number) values (0)`.execute(db);

  await sql`
    create table reports.invoice (
      id serial primary key,
      number bigint unique,
      customer_id integer not null,
      your_reference text not null,
      on_behalf_of text,
      locale text not null check (locale in ('nb_NO', 'en_US')),
      currency text not null check (currency in ('NOK', 'SEK', 'EUR')),
      vat_percent integer not null check (vat_percent between 0 and 100),
      net_total bigint not null,
      vat_total bigint not null,
      group_type text not null,
      created_by integer not null,
      created timestamptz not null default now()
    )`.execute(db);
  await sql`create index invoice_customer on reports.invoice (customer_id, created)`.execute(db);

  // The primary key on purchase_id is what makes a line invoiceable once, whatever runs at the same time.
  await sql`
    create table reports.invoice_line (
      purchase_id integer primary key references reports.purchase_line (id),
      invoice_id integer not null references reports.invoice (id) on delete cascade,
      title text not null,
      your_reference text not null,
      quantity integer not null,
      unit_net_price bigint not null,
      net_price bigint not null
    )`.execute(db);
  await sql`create index invoice_line_invoice on reports.invoice_line (invoice_id)`.execute(db);

  await sql`
    create view published.reports_invoice as
    select i.id, i.number, i.customer_id, i.currency, i.vat_percent, i.net_total, i.vat_total, i.created, l.purchase_id
    from reports.invoice i join reports.invoice_line l on l.invoice_id = i.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.reports_invoice`.execute(db);
  await sql`drop table reports.invoice_line, reports.invoice, reports.invoice_number`.execute(db);
  await sql`alter table reports.purchase_line drop column your_reference`.execute(db);
}
