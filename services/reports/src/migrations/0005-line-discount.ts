import { sql, type Kysely } from 'kysely';

// Decision 0145: a line records the list price and the customer's discount it was sold with, so invoices and the
// reports can show both; unit_net_price stays the price paid.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reports.purchase_line add column list_unit_price bigint`.execute(db);
  await sql`
    alter table reports.purchase_line add column discount_percent numeric(5, 2) not null default 0
      check (discount_percent >= 0 and discount_percent <= 100)`.execute(db);
  await sql`update reports.purchase_line set list_unit_price = unit_net_price`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table reports.purchase_line drop column list_unit_price, drop column discount_percent`.execute(db);
}
