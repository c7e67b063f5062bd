import { sql, type Kysely } from 'kysely';

// Document 002 §3 "Course file" and §7: how the instructor hands each course material of an instance over to the
// participants, digital (the default, so no row) or print. Per instance and file: one media file may be the
// material of several instances (decision 0227).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.material_handover (
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      media_file_id integer not null references classroom.media_file (id) on delete cascade,
      handover_method text not null check (handover_method in ('digital', 'print')),
      changed_at timestamptz not null default now(),
      changed_by integer,
      primary key (cli_id, media_file_id)
    )`.execute(db);
  await sql`create index material_handover_media on classroom.material_handover (media_file_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.material_handover`.execute(db);
}
