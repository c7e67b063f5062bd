import { sql, type Kysely } from 'kysely';

// Decision 0224: classroom participants get diplomas too, and a participant's id may equal a license's, so a
// diploma is one per course type and id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table company.diploma
      add column course_type text not null default 'ELEARNING' check (course_type in ('ELEARNING', 'CLASSROOM')),
      drop constraint diploma_license_id_key,
      add constraint diploma_course_type_license_id_key unique (course_type, license_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from company.diploma where course_type = 'CLASSROOM'`.execute(db);
  await sql`
    alter table company.diploma
      drop constraint diploma_course_type_license_id_key,
      drop column course_type,
      add constraint diploma_license_id_key unique (license_id)`.execute(db);
}
