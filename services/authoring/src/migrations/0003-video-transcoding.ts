import { sql, type Kysely } from 'kysely';

// Document 003 §4, §7, §9: transcode jobs of a video lesson's file into mp4 and HLS renditions (run by pg-boss,
// so they survive a restart), and the renditions' stored files.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table authoring.transcode_job (
      id serial primary key,
      lesson_id integer not null references authoring.lesson on delete cascade,
      source_file text not null,
      mp4_qualities text[] not null,
      hls boolean not null,
      hls_qualities text[] not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'errored', 'cancelled')),
      progress integer not null default 0 check (progress between 0 and 100),
      message text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index transcode_job_lesson on authoring.transcode_job (lesson_id, created_at desc);
    -- One live job per lesson: a second request while one is queued or running is answered with a warning.
    create unique index transcode_job_live on authoring.transcode_job (lesson_id) where status in ('queued', 'running');

    create table authoring.video_rendition_file (
      lesson_id integer not null references authoring.lesson on delete cascade,
      kind text not null check (kind in ('mp4', 'hls')),
      quality text not null,
      path text not null,
      storage_key text not null,
      size_bytes bigint not null,
      primary key (lesson_id, kind, quality, path)
    );
  `.execute(db);
}
