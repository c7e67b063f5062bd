import { sql, type Kysely } from 'kysely';

// The users area's mass import (document 003 §2 step 1, §7 "get course instance by id (localized title)", issue 18,
// users decision 0216) offers the course instances not cancelled and not over, with their course's title in each
// language and the seats still free, and enrols through classroom_enrol_participants (the seat rule). Undoing an
// import takes its seats back with this function, refusing the whole call (AT409) when a participant has moved on
// from enrolled (signed, approved, …): such a seat has been used.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.classroom_import_instance as
    select i.id, i.classroom_course_id as course_id, c.internal_name as name, i.start_date,
           coalesce(i.end_date, i.start_date) as end_date, i.status, cp.name as place_name,
           coalesce((select jsonb_object_agg(t.locale, t.course_text_main_title) from classroom.classroom_course_text t
                     where t.classroom_course_id = c.id and t.course_text_main_title <> ''), '{}'::jsonb) as titles,
           case when i.max_participants is null then null else greatest(0, i.max_participants
             - (select count(*)::int from classroom.participant p
                where p.cli_id = i.id and p.status not in ('cancelled', 'coursecancelled'))
             - (select coalesce(sum(r.seats), 0)::int from classroom.reservation r where r.cli_id = i.id)) end as free_seats
    from classroom.classroom_course_instance i
    join classroom.classroom_course c on c.id = i.classroom_course_id
    left join classroom.course_place cp on cp.id = i.course_place_id`.execute(db);
  await sql`
    create function published.classroom_withdraw_participants(p_ids integer[])
    returns integer
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    declare
      removed integer;
    begin
      perform 1 from classroom.participant p where p.id = any(p_ids) for update;
      if exists (select 1 from classroom.participant p where p.id = any(p_ids) and p.status <> 'enrolled') then
        raise exception 'participant used' using errcode = 'AT409';
      end if;
      delete from classroom.participant p where p.id = any(p_ids);
      get diagnostics removed = row_count;
      return removed;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_withdraw_participants(integer[])`.execute(db);
  await sql`drop view published.classroom_import_instance`.execute(db);
}
