import { sql, type Kysely } from 'kysely';

// Document 001 §4: a selection whose open licenses cost a cancellation fee is cancelled only with the fee accepted,
// as the classroom area's published.classroom_cancel_participants already rules (decision 0233). The fee is checked
// here, on the server, so no caller of the function can cancel a costly license without the user's consent. The
// rest stays as migration 0023 made it: a course programme's license is never cancelled (AT409), one outside the
// customer counts as missing (AT404), already cancelled ones stay as they were and cost nothing again. The errors
// carry the message keys the callers answer with.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_cancel_licenses(integer[], integer, integer)`.execute(db);
  await sql`
    create function published.elearning_cancel_licenses(
      p_ids integer[], p_customer_id integer, p_fee_accepted boolean, p_by integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      found_count integer;
      in_programme boolean;
      fee bigint;
      changed integer;
    begin
      select count(*), coalesce(bool_or(l.as_part_of_course_program), false),
             coalesce(sum(l.cancellation_fee) filter (where not l.cancelled), 0)
        into found_count, in_programme, fee
      from (select l.as_part_of_course_program, l.cancellation_fee, l.cancelled from elearning.license l
            where l.id = any(p_ids) and l.customer_id = p_customer_id for update) l;
      if found_count <> (select count(distinct i) from unnest(p_ids) i) then
        raise exception 'license.notFound' using errcode = 'AT404';
      end if;
      if in_programme then
        raise exception 'license.cancel.partOfCourseProgram' using errcode = 'AT409';
      end if;
      if fee > 0 and not p_fee_accepted then
        raise exception 'license.cancel.feeNotAccepted' using errcode = 'AT409';
      end if;
      update elearning.license set cancelled = true, cancelled_at = now(), cancelled_by = p_by
      where id = any(p_ids) and not cancelled;
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}

// Back to migration 0023's function, which knew no fee.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_cancel_licenses(integer[], integer, boolean, integer)`.execute(db);
  await sql`
    create function published.elearning_cancel_licenses(p_ids integer[], p_customer_id integer, p_by integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      changed integer;
    begin
      if (select count(*) from elearning.license where id = any(p_ids) and customer_id = p_customer_id)
         <> (select count(distinct i) from unnest(p_ids) i) then
        raise exception 'license not found' using errcode = 'AT404';
      end if;
      if exists (select 1 from elearning.license where id = any(p_ids) and as_part_of_course_program) then
        raise exception 'license.cancel.partOfCourseProgram' using errcode = 'AT409';
      end if;
      update elearning.license set cancelled = true, cancelled_at = now(), cancelled_by = p_by
      where id = any(p_ids) and not cancelled;
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}
