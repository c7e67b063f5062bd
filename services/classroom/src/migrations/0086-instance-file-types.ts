import { sql, type Kysely } from 'kysely';

// Document 002 §3 "Course file": each file of an instance has a file type; COURSEMANUAL, CLASSROOM_COURSE_TASK_SET and
// CLASSROOM_COURSE_ATTACHMENT are course materials, every other type a scanned document (decision 0237). Files
// uploaded before there were types were handed out as materials, so they stay attachments.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table classroom.classroom_course_instance_file
      add column file_type text not null default 'CLASSROOM_COURSE_ATTACHMENT'
        check (file_type in ('INTERNRAPPORT', 'KURSRAPPORT', 'COURSEMANUAL', 'CLASSROOM_COURSE_TASK_SET',
          'CLASSROOM_COURSE_ATTACHMENT', 'RESULTS_PRETEST', 'RESULTS_POSTTEST', 'SCANNED_EVALUATIONS', 'FREMMOTELISTE',
          'FREMMOTELISTE_SIGNED', 'DELTAKERLISTE', 'COURSE_PACKAGE', 'IECEX', 'OTHER', 'UNKNOWN_FILE_TYPE')),
      add column uploaded_by integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.classroom_course_instance_file drop column file_type, drop column uploaded_by`.execute(db);
}
