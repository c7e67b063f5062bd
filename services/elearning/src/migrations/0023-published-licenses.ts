import { sql, type Kysely } from 'kysely';

// The company area's license reports (document 001 §7 "Company area", issue 17) read a customer's e-learning
// licenses through this view and cancel them through this function, so only this area reads or writes its
// license table. The view carries what a report row and a diploma need: the course name, the dates and the
// cancellation rules' inputs (fee, course programme).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_license as
    select l.id, l.uuid, l.user_id, l.customer_id, l.ecourse_id, e.internal_name as course_name, e.product_id,
           l.created_at, l.started, l.completed, l.cancelled, l.not_passed, l.cancellation_fee,
           l.as_part_of_course_program, l.competence_expires, e.diploma_template_id
    from elearning.license l
    join elearning.ecourse e on e.id = l.ecourse_id
    where l.user_id is not null`.execute(db);
  // Document 001 §4: a license that is part of a course programme is never cancelled, so a selection holding
  // one cancels nothing (AT409). A license outside the customer counts as missing (AT404), never as found.
  // Already cancelled licenses stay as they were; the answer is how many this call cancelled.
  await sql`
    create function published.elearning_cancel_licenses(p_ids integer[], p_customer_id integer, p_by integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      found_count integer;
      in_programme boolean;
      changed integer;
    begin
      select count(*), coalesce(bool_or(l.as_part_of_course_program), false) into found_count, in_programme
      from (select l.as_part_of_course_program from elearning.license l
            where l.id = any(p_ids) and l.customer_id = p_customer_id for update) l;
      if found_count <> (select count(distinct i) from unnest(p_ids) i) then
        raise exception 'license not found' using errcode = 'AT404';
      end if;
      if in_programme then
        raise exception 'license.cancel.partOfCourseProgram' using errcode = 'AT409';
      end if;
      update elearning.license set cancelled = true, cancelled_at = now(), cancelled_by = p_by
      where id = any(p_ids) and not cancelled;
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_cancel_licenses(integer[], integer, integer)`.execute(db);
  await sql`drop view published.elearning_license`.execute(db);
}
