import { sql, type Kysely } from 'kysely';

// Decision 0233: expiry reminders cover classroom participants too, and a participant's id may equal a license's, so
// a reminder is recorded per course type, id and expiry.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table company.license_reminder
      add column course_type text not null default 'ELEARNING' check (course_type in ('ELEARNING', 'CLASSROOM')),
      drop constraint license_reminder_pkey,
      add primary key (course_type, license_id, expires)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from company.license_reminder where course_type = 'CLASSROOM'`.execute(db);
  await sql`
    alter table company.license_reminder
      drop constraint license_reminder_pkey,
      drop column course_type,
      add primary key (license_id, expires)`.execute(db);
}
