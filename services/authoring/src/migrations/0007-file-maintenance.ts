import { sql, type Kysely } from 'kysely';

// Document 003 §7 "invalidate cache keys" and "resize all files" (decision 0249): each lesson's files are served under
// its cache key (browsers keep them until the key changes), and the long resize of every image is a background job
// whose progress the files screen shows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table authoring.lesson add column cache_key uuid not null default gen_random_uuid();

    create table authoring.file_job (
      id serial primary key,
      customer_id integer not null,
      kind text not null check (kind in ('resize_images')),
      max_width integer not null check (max_width between 100 and 10000),
      status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'errored')),
      total integer not null default 0,
      done integer not null default 0,
      changed integer not null default 0,
      message text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index file_job_customer on authoring.file_job (customer_id, created_at desc);
    -- One open job of a kind per customer: a second start while one is queued or running answers that one.
    create unique index file_job_open on authoring.file_job (customer_id, kind) where status in ('queued', 'running');
  `.execute(db);
}
