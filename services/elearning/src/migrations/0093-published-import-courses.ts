import { sql, type Kysely } from 'kysely';

// The users area's mass import (document 003 §2 step 1, §7 "Mass import", issue 18, users decision 0216) offers the
// e-courses with their titles in each language and grants the chosen ones through elearning_grant_licenses. An
// import can be undone while nobody has used it: this function takes back the licenses it granted, refusing the
// whole call (AT409) when one was started, so a learner's progress is never lost. The licenses never existed as
// far as anyone is concerned, so they are deleted rather than cancelled.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_import_course as
    select e.id, e.internal_name as name, e.can_start,
           coalesce((select jsonb_object_agg(t.locale, t.course_text_main_title) from elearning.ecourse_text t
                     where t.ecourse_id = e.id and t.course_text_main_title <> ''), '{}'::jsonb) as titles
    from elearning.ecourse e`.execute(db);
  await sql`
    create function published.elearning_withdraw_licenses(p_ids integer[])
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      removed integer;
    begin
      perform 1 from elearning.license l where l.id = any(p_ids) for update;
      if exists (select 1 from elearning.license l where l.id = any(p_ids) and l.started is not null) then
        raise exception 'license started' using errcode = 'AT409';
      end if;
      delete from elearning.license l where l.id = any(p_ids);
      get diagnostics removed = row_count;
      return removed;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_withdraw_licenses(integer[])`.execute(db);
  await sql`drop view published.elearning_import_course`.execute(db);
}
