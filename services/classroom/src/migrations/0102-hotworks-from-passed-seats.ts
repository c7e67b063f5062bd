import { sql, type Kysely } from 'kysely';

// A seat passed on a hot-works course gets a hot-works record (decision 0263). Staff flag the course template; the
// seat's trigger asks the e-learning area, which keeps the records, through the function it publishes (its migration
// 0103), in the transaction that approves the seat, whichever screen approves it (the licence list, course
// management, the instructor page). The function makes one record per seat however often it is called. Without the
// e-learning area (this area's tests run alone) there is nobody to keep a record, so nothing is asked.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.classroom_course add column hot_works boolean not null default false`.execute(db);
  await sql`
    create function classroom.participant_passed_hotwork() returns trigger
    language plpgsql as $$
    begin
      if to_regprocedure('published.elearning_record_hotwork_participant(integer, integer, integer, date)') is not null
        and exists (
          select 1 from classroom.classroom_course_instance i
          join classroom.classroom_course c on c.id = i.classroom_course_id
          where i.id = new.cli_id and c.hot_works) then
        perform published.elearning_record_hotwork_participant(new.id, new.user_id, new.customer_id, new.approved);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger participant_passed_hotwork after insert or update of status on classroom.participant
    for each row when (new.status = 'approved')
    execute function classroom.participant_passed_hotwork()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger participant_passed_hotwork on classroom.participant`.execute(db);
  await sql`drop function classroom.participant_passed_hotwork()`.execute(db);
  await sql`alter table classroom.classroom_course drop column hot_works`.execute(db);
}
