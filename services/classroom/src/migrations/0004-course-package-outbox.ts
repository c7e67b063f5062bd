import { outboxMigration } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

const outbox = outboxMigration('classroom');

export async function up(db: Kysely<any>): Promise<void> {
  // One package per course, made on first write: until then the course's package is the empty one.
  await sql`
    create table classroom.course_package (
      id serial primary key,
      classroom_course_id integer not null unique references classroom.classroom_course (id) on delete cascade,
      mail_subject text not null default '',
      mail_body text not null default ''
    )`.execute(db);
  await sql`
    create table classroom.course_package_file (
      course_package_id integer not null references classroom.course_package (id) on delete cascade,
      media_file_id integer not null references classroom.media_file (id) on delete cascade,
      position integer not null,
      primary key (course_package_id, media_file_id)
    )`.execute(db);
  await sql`create index course_package_file_media on classroom.course_package_file (media_file_id)`.execute(db);
  // E-courses belong to the elearning schema; areas do not reference each other's tables, so no foreign key.
  await sql`
    create table classroom.course_package_ecourse (
      course_package_id integer not null references classroom.course_package (id) on delete cascade,
      ecourse_id integer not null check (ecourse_id > 0),
      position integer not null,
      primary key (course_package_id, ecourse_id)
    )`.execute(db);

  await outbox.up(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await outbox.down?.(db);
  await sql`drop table classroom.course_package_ecourse, classroom.course_package_file, classroom.course_package`.execute(db);
}
