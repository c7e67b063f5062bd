import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // An instance's files are media files like a course's material: detaching removes the link, deleting may remove the file.
  await sql`
    create table classroom.classroom_course_instance_file (
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      media_file_id integer not null references classroom.media_file (id) on delete cascade,
      position integer not null,
      primary key (cli_id, media_file_id)
    )`.execute(db);
  await sql`create index classroom_course_instance_file_media on classroom.classroom_course_instance_file (media_file_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.classroom_course_instance_file`.execute(db);
}
