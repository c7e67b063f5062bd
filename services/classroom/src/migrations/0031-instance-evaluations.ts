import { sql, type Kysely } from 'kysely';

// Document 002 §2-§5 evaluations of a course instance (decision 0173). An evaluation is a participant's answer to
// the learners' form (reached by a single-use link: only the token's SHA-256 is kept) or an entry staff type in
// from paper (no participant). Ratings 1 to 5: the course, the place's canteen and reception, and each instructor.
// The answer's place rating is also written to course_place_rating, which the venue ratings read.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.instance_evaluation (
      id serial primary key,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      participant_id integer unique references classroom.participant (id) on delete cascade,
      token_sha256 text unique,
      sent_at timestamptz,
      answered_at timestamptz,
      rating_course smallint check (rating_course between 1 and 5),
      rating_canteen smallint check (rating_canteen between 1 and 5),
      rating_reception smallint check (rating_reception between 1 and 5),
      comment text not null default '',
      entered_by integer,
      course_place_rating_id integer references classroom.course_place_rating (id) on delete set null,
      check (participant_id is not null or answered_at is not null)
    )`.execute(db);
  await sql`create index instance_evaluation_cli on classroom.instance_evaluation (cli_id)`.execute(db);
  await sql`
    create table classroom.instance_evaluation_instructor (
      evaluation_id integer not null references classroom.instance_evaluation (id) on delete cascade,
      instructor_id integer not null,
      rating smallint not null check (rating between 1 and 5),
      primary key (evaluation_id, instructor_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.instance_evaluation_instructor, classroom.instance_evaluation`.execute(db);
}
