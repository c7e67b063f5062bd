import { sql, type Kysely } from 'kysely';

// Issue 17: a seat freed by a cancel the classroom area does not run itself (the company area's license reports call
// published.classroom_cancel_participants) is still offered to the waiting list. The offer needs the classroom
// area's notices, so the cancel's transaction records the instance here, through a trigger on the participant, and
// the classroom area's job offers the seats (classroom-management/offer-due-seats.ts). The classroom's own cancels
// offer at once and clear the row in the same transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.seat_offer_due (
      cli_id integer primary key references classroom.classroom_course_instance (id) on delete cascade,
      due_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create function classroom.participant_seat_freed() returns trigger
    language plpgsql as $$
    begin
      insert into classroom.seat_offer_due (cli_id) values (new.cli_id) on conflict (cli_id) do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger participant_seat_freed after update of status on classroom.participant
    for each row when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
    execute function classroom.participant_seat_freed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger participant_seat_freed on classroom.participant`.execute(db);
  await sql`drop function classroom.participant_seat_freed()`.execute(db);
  await sql`drop table classroom.seat_offer_due`.execute(db);
}
