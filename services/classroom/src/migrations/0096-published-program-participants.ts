import { sql, type Kysely } from 'kysely';

// Course programmes (issue 13, decision 0252) are the sales area's: an enrolment takes a seat on an instance of each
// classroom course of the programme, flagged as part of it, through these functions inside the sales area's
// transaction (under the seat rule of classroom_enrol_participants), and reads the seats' state through the view. The
// programme cancel is the only cancel that accepts programme participants (every other cancel refuses them, document
// 001 §4); an approved participant stays approved. Freed seats reach the waiting list as every cancel's do (0092).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  // The classroom courses a programme may list, by their internal name (as the sales area's searches show them).
  await sql`create view published.classroom_program_course as select id, internal_name as name from classroom.classroom_course`.execute(db);
  await sql`
    create view published.classroom_program_participant as
    select p.id, p.user_id, p.customer_id, p.cli_id, i.classroom_course_id as course_id, c.internal_name as course_name,
           i.start_date, p.as_part_of_course_program, p.cancellation_fee,
           p.status in ('cancelled', 'coursecancelled') or i.status = 4 as cancelled, p.status = 'approved' as passed,
           i.start_date is not null and i.start_date <= current_date as started
    from classroom.participant p
    join classroom.classroom_course_instance i on i.id = p.cli_id
    join classroom.classroom_course c on c.id = i.classroom_course_id`.execute(db);
  // One seat for the person, or AT409 when they already have one on the instance for the customer.
  await sql`
    create function published.classroom_enrol_program_participant(p_cli_id integer, p_customer_id integer, p_user_id integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    declare
      new_id integer;
    begin
      select e.participant_id into new_id
      from published.classroom_enrol_participants(p_cli_id, p_customer_id, array[p_user_id]) e;
      if new_id is null then
        raise exception 'courseProgram.enrol.classroomHeld' using errcode = 'AT409';
      end if;
      update classroom.participant set as_part_of_course_program = true where id = new_id;
      return new_id;
    end $$`.execute(db);
  await sql`
    create function published.classroom_cancel_program_participants(p_ids integer[], p_by integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    declare
      changed integer;
    begin
      update classroom.participant p set status = 'cancelled', cancelled_at = now(), cancelled_by = p_by
      where p.id = any(p_ids) and p.as_part_of_course_program and p.status not in ('cancelled', 'coursecancelled', 'approved');
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_cancel_program_participants(integer[], integer)`.execute(db);
  await sql`drop function published.classroom_enrol_program_participant(integer, integer, integer)`.execute(db);
  await sql`drop view published.classroom_program_participant`.execute(db);
  await sql`drop view published.classroom_program_course`.execute(db);
}
