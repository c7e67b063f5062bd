import { sql, type Kysely } from 'kysely';

// The e-course licence list's own cancel (PUT data/licenses/ecourses/cancel, course staff and company admins) runs
// published.elearning_cancel_licenses too, so the cancellation rules of document 001 §4 (course programme, the fee
// only when accepted, another customer's licence is missing) exist once, as the classroom area's do (decision 0233).
// Course staff cancel any customer's licences: a null customer now means any, as in
// published.classroom_cancel_participants; the company area always passes the admin's customer.
const FUNCTION_BODY = (customerCondition: string) => sql`
  create or replace function published.elearning_cancel_licenses(
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
          where l.id = any(p_ids) and ${sql.raw(customerCondition)} for update) l;
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
  end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await FUNCTION_BODY('(p_customer_id is null or l.customer_id = p_customer_id)').execute(db);
}

// Back to migration 0096's function, for a customer's licences only.
export async function down(db: Kysely<any>): Promise<void> {
  await FUNCTION_BODY('l.customer_id = p_customer_id').execute(db);
}
