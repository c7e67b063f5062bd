import { sql, type Kysely } from 'kysely';

// Decision 0146: a credit note reverses one invoiced line in full. Its numbers are a gap-free series of their own,
// taken as invoice numbers are (decision 0143): one counter row updated as the last write before commit.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table reports.credit_note_number (id boolean primary key default true check (id), last_number bigint not null)`.execute(
    db,
  );
  await sql`insert into reports.credit_note_number (last_number) values (0)`.execute(db);
  // unique (purchase_id): a line is credited once, whatever runs at the same time.
  await sql`
    create table reports.credit_note (
      id serial primary key,
      number bigint unique,
      invoice_id integer not null references reports.invoice (id),
      purchase_id integer not null unique references reports.invoice_line (purchase_id),
      customer_id integer not null,
      reason text not null,
      locale text not null check (locale in ('nb_NO', 'en_US')),
      currency text not null check (currency in ('NOK', 'SEK', 'EUR')),
      vat_percent integer not null check (vat_percent between 0 and 100),
      title text not null,
      quantity integer not null,
      unit_net_price bigint not null,
      net_total bigint not null,
      vat_total bigint not null,
      created_by integer not null,
      created timestamptz not null default now()
    )`.execute(db);
  await sql`create index credit_note_invoice on reports.credit_note (invoice_id)`.execute(db);
  await sql`
    create view published.reports_credit_note as
    select id, number, invoice_id, purchase_id, customer_id, currency, vat_percent, net_total, vat_total, created
    from reports.credit_note where number is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.reports_credit_note`.execute(db);
  await sql`drop table reports.credit_note, reports.credit_note_number`.execute(db);
}
