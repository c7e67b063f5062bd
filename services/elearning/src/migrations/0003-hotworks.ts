import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A hot-works (fire-work) certificate per participant and course day. customer_id points into the
  // company area, so there is no foreign key; the name is kept here because certificates outlive users.
  await sql`
    create table elearning.hotwork (
      id serial primary key,
      participant_name text not null,
      customer_id integer,
      course_date date not null,
      certificate_number text,
      received_proof_of_fire_drill boolean not null default false,
      fire_drill_date date,
      comments text,
      sent_to_customer boolean not null default false,
      sent_fire boolean not null default false,
      completed boolean not null default false
    )`.execute(db);
  await sql`create index hotwork_course_date on elearning.hotwork (course_date desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table elearning.hotwork`.execute(db);
}
