import { sql, type Kysely } from 'kysely';

// Document 001 §9's site map has an international control site (CTRL) besides Norway, Sweden and international;
// its pages are in es_ES (decision 0155). A customer may belong to it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company.customer drop constraint customer_site_check`.execute(db);
  await sql`alter table company.customer add constraint customer_site_check check (site in ('NO', 'SE', 'INT', 'CTRL'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table company.customer drop constraint customer_site_check`.execute(db);
  await sql`alter table company.customer add constraint customer_site_check check (site in ('NO', 'SE', 'INT'))`.execute(db);
}
