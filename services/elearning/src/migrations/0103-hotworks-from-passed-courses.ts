import { sql, type Kysely } from 'kysely';

// A hot-works record is made when a person passes a hot-works course (decision 0263), once per licence or seat, open
// (no certificate number) for the administrator to complete on /hotworks/:id. Staff flag the e-course; the licence's
// trigger makes the record whichever way the licence is passed (the runtime's result, the licence list's approval),
// in that change's transaction. The classroom area flags its own course templates and calls the published function
// from its seat's trigger: it never writes this area's tables. A record is never removed by un-passing: a certificate
// outlives the result it was issued on, and an open one is the administrator's to follow up.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table elearning.ecourse add column hot_works boolean not null default false`.execute(db);
  // The name as the users area publishes it, or empty when that area is absent (this area's tests run alone).
  await sql`
    create function elearning.hotwork_person_name(p_user_id integer) returns text
    language plpgsql stable as $$
    declare
      found_name text;
    begin
      if p_user_id is null or to_regclass('published.users_person') is null then
        return '';
      end if;
      execute 'select trim(first_name || '' '' || last_name) from published.users_person where id = $1'
        into found_name using p_user_id;
      return coalesce(found_name, '');
    end $$`.execute(db);
  await sql`
    create function elearning.license_passed_hotwork() returns trigger
    language plpgsql as $$
    begin
      if exists (select 1 from elearning.ecourse where id = new.ecourse_id and hot_works) then
        insert into elearning.hotwork (license_id, participant_name, customer_id, course_date)
        values (new.id, elearning.hotwork_person_name(new.user_id), new.customer_id, new.completed::date)
        on conflict (license_id) do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger license_passed_hotwork after insert or update of completed, not_passed, cancelled on elearning.license
    for each row when (new.completed is not null and not new.not_passed and not new.cancelled)
    execute function elearning.license_passed_hotwork()`.execute(db);
  // The classroom area's seat, passed on a course day; the unique participant_id makes a repeat or a concurrent
  // call one record. Answers the record's id.
  await sql`
    create function published.elearning_record_hotwork_participant(
      p_participant_id integer, p_user_id integer, p_customer_id integer, p_course_date date)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      record_id integer;
    begin
      insert into elearning.hotwork (participant_id, participant_name, customer_id, course_date)
      values (p_participant_id, elearning.hotwork_person_name(p_user_id), p_customer_id, p_course_date)
      on conflict (participant_id) do nothing
      returning id into record_id;
      if record_id is null then
        select id into record_id from elearning.hotwork where participant_id = p_participant_id;
      end if;
      return record_id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_record_hotwork_participant(integer, integer, integer, date)`.execute(db);
  await sql`drop trigger license_passed_hotwork on elearning.license`.execute(db);
  await sql`drop function elearning.license_passed_hotwork()`.execute(db);
  await sql`drop function elearning.hotwork_person_name(integer)`.execute(db);
  await sql`alter table elearning.ecourse drop column hot_works`.execute(db);
}
