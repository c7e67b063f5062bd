import { sql, type Kysely } from 'kysely';

// The reports area's course plan (reports decision 0259) reads published.classroom_report_instance two ways: the half
// year's instances counted per course and month with every venue, and the first instances of one course's month. With
// the columns those read in the indexes (course, venue, status, internal flag), the counts are an index-only scan of
// the half year, and a cell's first instances are read in (start date, id) order from its course's index and stop at
// the cell's size, instead of every instance of the month fetched from the table and sorted (bench/README.md). The
// indexes replace the two on the same keys, so what those served (instances by date, a course's instances by date) is
// served as before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index cli_start_date_plan on classroom.classroom_course_instance (start_date, id)
    include (classroom_course_id, course_place_id, status, course_internal)`.execute(db);
  await sql`drop index classroom.cli_start_date`.execute(db);
  await sql`create index cli_course_start_plan on classroom.classroom_course_instance (classroom_course_id, start_date, id)
    include (course_place_id, status, course_internal)`.execute(db);
  await sql`drop index classroom.cli_course_start`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index cli_start_date on classroom.classroom_course_instance (start_date, id)`.execute(db);
  await sql`drop index classroom.cli_start_date_plan`.execute(db);
  await sql`create index cli_course_start on classroom.classroom_course_instance (classroom_course_id, start_date)`.execute(db);
  await sql`drop index classroom.cli_course_start_plan`.execute(db);
}
