import { sql, type Kysely } from 'kysely';

// Course programmes (issue 13, decision 0252) are the sales area's: an enrolment grants one e-learning licence per
// e-course of the programme, flagged as part of it, through these functions inside the sales area's transaction, and
// reads the licences' state through the view. The programme cancel is the only cancel that accepts programme
// licences (every other cancel refuses them, document 001 §4); a passed licence stays passed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_program_license as
    select l.id, l.user_id, l.customer_id, l.ecourse_id, e.internal_name as course_name, l.as_part_of_course_program,
           l.cancelled, l.completed is not null and not l.not_passed and not l.cancelled as passed,
           not l.cancelled and l.completed is null and e.can_start as ongoing, p.type as package_type
    from elearning.license l
    join elearning.ecourse e on e.id = l.ecourse_id
    left join elearning.package p on p.id = e.package_id`.execute(db);
  // One licence for the person, or AT409 when they hold one of the e-course that is not cancelled.
  await sql`
    create function published.elearning_grant_program_license(p_ecourse_id integer, p_customer_id integer, p_user_id integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      new_id integer;
    begin
      select g.license_id into new_id from published.elearning_grant_licenses(p_ecourse_id, p_customer_id, array[p_user_id]) g;
      if new_id is null then
        raise exception 'courseProgram.enrol.elearningHeld' using errcode = 'AT409';
      end if;
      update elearning.license set as_part_of_course_program = true where id = new_id;
      return new_id;
    end $$`.execute(db);
  await sql`
    create function published.elearning_cancel_program_licenses(p_ids integer[], p_by integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      changed integer;
    begin
      update elearning.license l set cancelled = true, cancelled_at = now(), cancelled_by = p_by
      where l.id = any(p_ids) and l.as_part_of_course_program and not l.cancelled
        and not (l.completed is not null and not l.not_passed);
      get diagnostics changed = row_count;
      return changed;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_cancel_program_licenses(integer[], integer)`.execute(db);
  await sql`drop function published.elearning_grant_program_license(integer, integer, integer)`.execute(db);
  await sql`drop view published.elearning_program_license`.execute(db);
}
