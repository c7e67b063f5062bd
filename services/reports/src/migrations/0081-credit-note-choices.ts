import { sql, type Kysely } from 'kysely';

// Decision 0213: a credit note credits a whole posted invoice or the lines chosen of it, and the staff member chooses
// whether the credited lines are invoiced again or cancelled. A credit note's lines are the invoice lines it credits
// (invoice_line.credit_note_id), so a purchase line may be on a second invoice once its first is credited: the line is
// held by at most one uncredited invoice line, which the partial unique index enforces whatever runs at once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reports.purchase_line add column cancelled boolean not null default false`.execute(db);
  await sql`
    alter table reports.credit_note
      add column disposition text not null default 'CANCEL' check (disposition in ('REINVOICE', 'CANCEL'))`.execute(db);
  await sql`alter table reports.invoice_line add column credit_note_id integer references reports.credit_note (id)`.execute(db);
  // Credit notes of the earlier one-line kind (decision 0146) left the line a sale netted off by the reports: a
  // cancelled line now says the same.
  await sql`update reports.invoice_line il set credit_note_id = c.id from reports.credit_note c where c.purchase_id = il.purchase_id`.execute(
    db,
  );
  await sql`
    update reports.purchase_line pl set cancelled = true
    from reports.credit_note c where c.purchase_id = pl.id and c.number is not null`.execute(db);
  await sql`drop view published.reports_credit_note`.execute(db);
  await sql`alter table reports.credit_note drop column purchase_id, drop column title, drop column quantity, drop column unit_net_price`.execute(
    db,
  );
  await sql`drop view published.reports_invoice`.execute(db);
  await sql`alter table reports.invoice_line drop constraint invoice_line_pkey`.execute(db);
  await sql`alter table reports.invoice_line add primary key (invoice_id, purchase_id)`.execute(db);
  await sql`create unique index invoice_line_held on reports.invoice_line (purchase_id) where credit_note_id is null`.execute(db);
  await sql`create index invoice_line_purchase on reports.invoice_line (purchase_id)`.execute(db);
  await sql`create index invoice_line_credit_note on reports.invoice_line (credit_note_id) where credit_note_id is not null`.execute(db);

  await sql`
    create view published.reports_invoice as
    select i.id, i.number, i.customer_id, i.currency, i.vat_percent, i.net_total, i.vat_total, i.created, l.purchase_id,
           l.credit_note_id
    from reports.invoice i join reports.invoice_line l on l.invoice_id = i.id`.execute(db);
  // One row per credited line, as before, with its share of the note and what became of the line.
  await sql`
    create view published.reports_credit_note as
    select c.id, c.number, c.invoice_id, l.purchase_id, c.customer_id, c.currency, c.vat_percent, l.net_price as net_total,
           round(l.net_price * c.vat_percent / 100.0)::bigint as vat_total, c.created, c.disposition
    from reports.credit_note c join reports.invoice_line l on l.credit_note_id = c.id
    where c.number is not null`.execute(db);
  await sql`
    create or replace view published.reports_purchase_line as
    select id, order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids,
           approved, started, completed, unapproved_reason, cancelled
    from reports.purchase_line`.execute(db);
}
// No down: a credit note of several lines has no form in the one-line table it replaces.
