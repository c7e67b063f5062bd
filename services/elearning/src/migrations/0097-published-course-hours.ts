import { sql, type Kysely } from 'kysely';

// A diploma states the course's length (the diploma templates' {hours} placeholder, decision 0233). The company area
// lays out e-learning diplomas as it does classroom ones, so this view gives each e-course's length from its form
// (hours plus minutes as a fraction) in the shape of the classroom area's published.classroom_course_hours. A course
// whose length is not filled in (0:00) is left out: its diplomas state no hours rather than zero (decision 0242).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_course_hours as
    select id as course_id, length_hours + length_minutes / 60.0 as hours from elearning.ecourse
    where length_hours > 0 or length_minutes > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.elearning_course_hours`.execute(db);
}
