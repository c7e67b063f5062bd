import { sql, type Kysely } from 'kysely';

// Document 002 §4 "Instructor calendar": a task done before the course's dates or place changed must be done again.
// The database notes when that happened, whichever screen or call changed them: any change of a happening's day or
// times (or a happening added or removed) and any change of the instance's course place.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table classroom.classroom_course_instance
      add column dates_changed_at timestamptz,
      add column place_changed_at timestamptz`.execute(db);
  await sql`
    create function classroom.note_course_dates_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update classroom.classroom_course_instance set dates_changed_at = now() where id = old.cli_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update classroom.classroom_course_instance set dates_changed_at = now() where id = new.cli_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger classroom_happening_dates_changed
      after insert or delete or update of date, from_time, to_time, cli_id on classroom.classroom_happening
      for each row execute function classroom.note_course_dates_changed()`.execute(db);
  await sql`
    create function classroom.note_course_place_changed() returns trigger language plpgsql as $$
    begin
      if new.course_place_id is distinct from old.course_place_id then
        new.place_changed_at := now();
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger classroom_instance_place_changed
      before update of course_place_id on classroom.classroom_course_instance
      for each row execute function classroom.note_course_place_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger classroom_instance_place_changed on classroom.classroom_course_instance`.execute(db);
  await sql`drop trigger classroom_happening_dates_changed on classroom.classroom_happening`.execute(db);
  await sql`drop function classroom.note_course_place_changed(), classroom.note_course_dates_changed()`.execute(db);
  await sql`alter table classroom.classroom_course_instance drop column dates_changed_at, drop column place_changed_at`.execute(db);
}
