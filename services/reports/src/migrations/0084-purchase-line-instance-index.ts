import { sql, type Kysely } from 'kysely';

// The classroom searches find an instance's purchase lines (turnover, the purchase report): without this index each
// search read every purchase line (bench/README.md, 1,000,000 lines).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index purchase_line_instance on reports.purchase_line (instance_id) where instance_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index reports.purchase_line_instance`.execute(db);
}
