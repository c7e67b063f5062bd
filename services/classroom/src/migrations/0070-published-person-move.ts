import { sql, type Kysely } from 'kysely';

// Merging two people (document 002 §2 "merge", decision 0134): the users area moves the removed person's rows to the
// kept one in one transaction, each area moving its own rows through a function it publishes here. Every moved row is
// recorded, so an undo puts exactly those back. A participation or waiting-list place on an instance where the kept
// person already is for the same customer cannot move (one place per person, instance and customer): it stays with
// the removed person, and the preview says how many.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create table classroom.person_move (
      merge_id bigint not null,
      table_name text not null check (table_name in ('participant', 'waiting_list')),
      row_id integer not null,
      from_user integer not null,
      primary key (merge_id, table_name, row_id)
    )`.execute(db);
  await sql`
    create function published.classroom_person_rows(p_from integer, p_to integer)
    returns table (kind text, count bigint)
    language sql stable security definer set search_path = pg_catalog, classroom as $$
      select case when k.id is null then 'participants' else 'participants.stay' end, count(*)
      from classroom.participant p
      left join classroom.participant k
        on k.user_id = p_to and k.cli_id = p.cli_id and coalesce(k.customer_id, 0) = coalesce(p.customer_id, 0)
      where p.user_id = p_from group by 1
      union all
      select case when k.id is null then 'waitingList' else 'waitingList.stay' end, count(*)
      from classroom.waiting_list w
      left join classroom.waiting_list k
        on k.user_id = p_to and k.cli_id = w.cli_id and coalesce(k.customer_id, 0) = coalesce(w.customer_id, 0)
      where w.user_id = p_from group by 1
    $$`.execute(db);
  await sql`
    create function published.classroom_move_person(p_merge_id bigint, p_from integer, p_to integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    declare
      moved integer;
      moved_waiting integer;
    begin
      perform 1 from classroom.participant where user_id in (p_from, p_to) order by id for update;
      perform 1 from classroom.waiting_list where user_id in (p_from, p_to) order by id for update;
      insert into classroom.person_move (merge_id, table_name, row_id, from_user)
      select p_merge_id, 'participant', p.id, p_from from classroom.participant p
      where p.user_id = p_from and not exists (
        select 1 from classroom.participant k
        where k.user_id = p_to and k.cli_id = p.cli_id and coalesce(k.customer_id, 0) = coalesce(p.customer_id, 0));
      insert into classroom.person_move (merge_id, table_name, row_id, from_user)
      select p_merge_id, 'waiting_list', w.id, p_from from classroom.waiting_list w
      where w.user_id = p_from and not exists (
        select 1 from classroom.waiting_list k
        where k.user_id = p_to and k.cli_id = w.cli_id and coalesce(k.customer_id, 0) = coalesce(w.customer_id, 0));
      update classroom.participant p set user_id = p_to from classroom.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'participant' and m.row_id = p.id;
      get diagnostics moved = row_count;
      update classroom.waiting_list w set user_id = p_to from classroom.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'waiting_list' and m.row_id = w.id;
      get diagnostics moved_waiting = row_count;
      return moved + moved_waiting;
    end $$`.execute(db);
  await sql`
    create function published.classroom_undo_person_move(p_merge_id bigint)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    declare
      moved integer;
      moved_waiting integer;
    begin
      update classroom.participant p set user_id = m.from_user from classroom.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'participant' and m.row_id = p.id;
      get diagnostics moved = row_count;
      update classroom.waiting_list w set user_id = m.from_user from classroom.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'waiting_list' and m.row_id = w.id;
      get diagnostics moved_waiting = row_count;
      delete from classroom.person_move where merge_id = p_merge_id;
      return moved + moved_waiting;
    end $$`.execute(db);
  // A person's data export (GDPR article 15, decision 0136): participations (with whether a signature is on file, not
  // the image), waiting-list places and the happenings they instruct.
  await sql`
    create function published.classroom_person_export(p_user integer)
    returns jsonb
    language sql stable security definer set search_path = pg_catalog, classroom as $$
      select jsonb_build_object(
        'participations', (select coalesce(jsonb_agg(jsonb_build_object(
            'id', p.id, 'course', c.internal_name, 'instanceId', p.cli_id, 'startDate', i.start_date, 'endDate', i.end_date,
            'customerId', p.customer_id, 'status', p.status, 'approved', p.approved, 'pretest', p.pretest, 'posttest', p.posttest,
            'created', p.created, 'cancelledAt', p.cancelled_at,
            'signedAt', (select s.signed_at from classroom.participant_signature s where s.participant_id = p.id)) order by p.id), '[]'::jsonb)
          from classroom.participant p
          join classroom.classroom_course_instance i on i.id = p.cli_id
          join classroom.classroom_course c on c.id = i.classroom_course_id
          where p.user_id = p_user),
        'waitingList', (select coalesce(jsonb_agg(jsonb_build_object(
            'instanceId', w.cli_id, 'customerId', w.customer_id, 'position', w.position, 'created', w.created) order by w.id), '[]'::jsonb)
          from classroom.waiting_list w where w.user_id = p_user),
        'instructing', (select coalesce(jsonb_agg(jsonb_build_object('happeningId', h.happening_id) order by h.happening_id), '[]'::jsonb)
          from classroom.classroom_happening_instructor h where h.instructor_id = p_user))
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_person_export(integer)`.execute(db);
  await sql`drop function published.classroom_undo_person_move(bigint)`.execute(db);
  await sql`drop function published.classroom_move_person(bigint, integer, integer)`.execute(db);
  await sql`drop function published.classroom_person_rows(integer, integer)`.execute(db);
  await sql`drop table classroom.person_move`.execute(db);
}
