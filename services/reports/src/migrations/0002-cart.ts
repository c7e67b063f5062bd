import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One line per signed-in user and course; user_id and course_id point into other areas, so no foreign keys.
  await sql`
    create table reports.cart_item (
      id serial primary key,
      user_id integer not null,
      course_type text not null check (course_type in ('ELEARNING', 'CLASSROOM')),
      course_id integer not null,
      quantity integer not null check (quantity between 1 and 10000),
      added_at timestamptz not null default now(),
      unique (user_id, course_type, course_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reports.cart_item`.execute(db);
}
