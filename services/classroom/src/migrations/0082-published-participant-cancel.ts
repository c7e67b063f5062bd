import { sql, type Kysely } from 'kysely';

// Document 001 §4's cancellation rules for classroom participants live once, here, as a function: the classroom
// area's own cancel (licenses/participant-changes.ts, the licence list and course management) calls it, and the
// company area's license reports call it through `published` for their own customer (decision 0233), so the rules
// cannot drift apart. A participant that is part of a course programme or already approved is never cancelled, and
// such a selection cancels nothing; a selection whose open participants cost a fee is cancelled only with the fee
// accepted; those already cancelled (themselves or with their course) stay as they were. p_customer_id limits the
// call to one customer's participants (null: any, for course staff); one outside it counts as missing (AT404). The
// errors carry the message key the callers answer with.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create function published.classroom_cancel_participants(
      p_ids integer[], p_customer_id integer, p_fee_accepted boolean, p_by integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    declare
      found_count integer;
      in_programme boolean;
      approved boolean;
      fee bigint;
      changed integer;
    begin
      select count(*), coalesce(bool_or(x.as_part_of_course_program), false), coalesce(bool_or(x.status = 'approved'), false),
             coalesce(sum(x.cancellation_fee) filter (where not x.cancelled), 0)
        into found_count, in_programme, approved, fee
      from (select p.as_part_of_course_program, p.status, p.cancellation_fee,
                   p.status in ('cancelled', 'coursecancelled') or i.status = 4 as cancelled
            from classroom.participant p join classroom.classroom_course_instance i on i.id = p.cli_id
            where p.id = any(p_ids) and (p_customer_id is null or p.customer_id = p_customer_id)
            for update of p) x;
      if found_count <> (select count(distinct i) from unnest(p_ids) i) then
        raise exception 'license.notFound' using errcode = 'AT404';
      end if;
      if in_programme then
        raise exception 'license.cancel.partOfCourseProgram' using errcode = 'AT409';
      end if;
      if approved then
        raise exception 'license.cancel.approved' using errcode = 'AT409';
      end if;
      if fee > 0 and not p_fee_accepted then
        raise exception 'license.cancel.feeNotAccepted' using errcode = 'AT409';
      end if;
      update classroom.participant p set status = 'cancelled', cancelled_at = now(), cancelled_by = p_by
      from classroom.classroom_course_instance i
      where i.id = p.cli_id and p.id = any(p_ids) and p.status not in ('cancelled', 'coursecancelled') and i.status is distinct from 4;
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_cancel_participants(integer[], integer, boolean, integer)`.execute(db);
}
