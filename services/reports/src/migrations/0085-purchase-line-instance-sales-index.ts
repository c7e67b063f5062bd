import { sql, type Kysely } from 'kysely';

// The classroom searches' sums read each instance's purchase lines by instance (report-row-sums.ts): with the order,
// the price and the cancelled mark in the index, those lines are read from the index alone (an index-only scan, no
// table rows), in instance order. It covers what 0084's index on instance_id alone served, so that one goes.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index purchase_line_instance_sales on reports.purchase_line (instance_id)
    include (order_id, net_price, cancelled) where instance_id is not null`.execute(db);
  await sql`drop index reports.purchase_line_instance`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index purchase_line_instance on reports.purchase_line (instance_id) where instance_id is not null`.execute(db);
  await sql`drop index reports.purchase_line_instance_sales`.execute(db);
}
