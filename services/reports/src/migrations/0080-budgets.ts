import { sql, type Kysely } from 'kysely';

// Document 003 §9: budget tables per learning site, year and month, in minor units; a missing month counts as 0.
// Platform admins edit them on /budgets and import them from Excel (decision 0211): they are data, not code. The
// primary key makes a repeated or concurrent save of one month one row (`on conflict` updates it).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.budget (
      site text not null check (site in ('NO', 'SE')),
      year integer not null check (year between 2000 and 2100),
      month integer not null check (month between 1 and 12),
      amount bigint not null check (amount between 0 and 100000000000000),
      updated_by integer not null,
      updated_at timestamptz not null default now(),
      primary key (site, year, month)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reports.budget`.execute(db);
}
