import { sql, type Kysely } from 'kysely';

// Decision 0229: a classroom search's file made in the background. The row is the job's state (progress, the stored
// file's key) so the result window can poll it and a restarted process finds what was queued; the file itself lives in
// the file store under the reports area. Only owner_id may download it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.report_export (
      id serial primary key,
      owner_id integer not null,
      type text not null,
      format text not null check (format in ('excel', 'csv')),
      currency text not null,
      locale text not null,
      params jsonb not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      done integer not null default 0,
      total integer,
      file_key text,
      error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index report_export_owner on reports.report_export (owner_id, created_at)`.execute(db);
  await sql`create index report_export_finished on reports.report_export (finished_at) where finished_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reports.report_export`.execute(db);
}
