import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One learner's evaluation of an e-course, given through a licence; the course is kept too so the
  // catalogue's rating and the evaluation screen need no join through the licences.
  await sql`
    create table elearning.ecourse_evaluation (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      license_id integer not null references elearning.license (id) on delete cascade,
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      created timestamptz not null default now(),
      rating smallint not null check (rating between 1 and 5),
      comment text not null default '',
      starred boolean not null default false
    )`.execute(db);
  await sql`create index ecourse_evaluation_course_created on elearning.ecourse_evaluation (ecourse_id, created desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table elearning.ecourse_evaluation`.execute(db);
}
