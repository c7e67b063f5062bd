import { sql, type Kysely } from 'kysely';

// The reports area sells e-courses (document 003 §7 cart, decision 0140): it reads the prices through this view
// and creates the licenses of a placed order through this function, inside its own order transaction, so that
// an order and its licenses commit together while only this area writes its tables.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_course_price as
    select ecourse_id, currency, from_date, to_date, value from elearning.ecourse_price`.execute(db);
  // One license per person, skipping people who hold a license of the course that is not cancelled (as the
  // license list's add does). The advisory lock per course and person makes two orders at once grant one.
  await sql`
    create function published.elearning_grant_licenses(p_ecourse_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer, license_id integer)
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    #variable_conflict use_column
    declare
      person integer;
      created integer;
    begin
      if not exists (select 1 from elearning.ecourse e where e.id = p_ecourse_id) then
        raise exception 'unknown e-course %', p_ecourse_id using errcode = 'AT404';
      end if;
      foreach person in array (select array_agg(distinct u order by u) from unnest(p_user_ids) u) loop
        perform pg_advisory_xact_lock(hashtext('elearning.license'), hashtext(p_ecourse_id || ':' || person));
        if not exists (
          select 1 from elearning.license l where l.ecourse_id = p_ecourse_id and l.user_id = person and not l.cancelled
        ) then
          insert into elearning.license (user_id, customer_id, ecourse_id) values (person, p_customer_id, p_ecourse_id)
          returning id into created;
          user_id := person;
          license_id := created;
          return next;
        end if;
      end loop;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_grant_licenses(integer, integer, integer[])`.execute(db);
  await sql`drop view published.elearning_course_price`.execute(db);
}
