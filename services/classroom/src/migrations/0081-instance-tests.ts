import { sql, type Kysely } from 'kysely';

// Document 002 §3 "classroomCourseTests" and §7: an instance's own pre-test and exams, each pointing at a task set
// (its question set). An instance without rows of its own takes the course's tests; its first change copies them
// (decision 0227).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.instance_test (
      id serial primary key,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      test_type text not null check (test_type in ('preTest', 'exam')),
      question_set_id integer references classroom.task_set (id) on delete set null
    )`.execute(db);
  await sql`create index instance_test_cli on classroom.instance_test (cli_id)`.execute(db);
  // One pre-test per instance, as per course.
  await sql`create unique index instance_test_one_pretest on classroom.instance_test (cli_id) where test_type = 'preTest'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.instance_test`.execute(db);
}
