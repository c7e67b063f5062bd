import { sql, type Kysely } from 'kysely';

// Document 002 §2, decision 0251: the instructor page opens each linked e-learning lesson in a read-only view that
// the authoring area serves. Whether an instructor may see a lesson is the classroom area's to say: they teach (are
// an instructor on a happening of) an instance of a course that links the lesson, while linking is allowed on that
// course (the same flag the instructor page lists linked lessons by). The authoring area asks through this function,
// never the classroom tables.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create function published.classroom_instructor_may_view_lesson(p_user integer, p_lesson integer)
    returns boolean
    language sql stable security definer set search_path = pg_catalog, classroom as $$
      select exists (
        select 1
        from classroom.classroom_course_elearning_lesson l
        join classroom.classroom_course c on c.id = l.classroom_course_id and c.elearning_lessons_allowed
        join classroom.classroom_course_instance i on i.classroom_course_id = c.id
        join classroom.classroom_happening h on h.cli_id = i.id
        join classroom.classroom_happening_instructor hi on hi.happening_id = h.id
        where l.epkg_lesson_id = p_lesson and hi.instructor_id = p_user)
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_instructor_may_view_lesson(integer, integer)`.execute(db);
}
