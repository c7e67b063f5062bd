import { sql, type Kysely } from 'kysely';

// Merging two people (document 002 §2 "merge", decision 0134): the users area moves the removed person's rows to the
// kept one in one transaction, each area moving its own rows through a function it publishes here. Every moved
// license is recorded, so an undo puts exactly those back. A second open license of a course the kept person already
// has open would break the one-open-license rule (0013-one-open-license): it is moved cancelled, and undo reopens it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create table elearning.person_move (
      merge_id bigint not null,
      license_id integer not null references elearning.license (id) on delete cascade,
      from_user integer not null,
      from_uuid uuid,
      cancelled_for_merge boolean not null,
      primary key (merge_id, license_id)
    )`.execute(db);
  await sql`
    create function published.elearning_person_rows(p_from integer, p_to integer)
    returns table (kind text, count bigint)
    language sql stable security definer set search_path = pg_catalog, elearning as $$
      select 'licenses', count(*) from elearning.license where user_id = p_from
      union all
      select 'licenses.duplicateCancelled', count(*) from elearning.license l
      where l.user_id = p_from and not l.cancelled and l.completed is null
        and exists (select 1 from elearning.license k where k.user_id = p_to and k.ecourse_id = l.ecourse_id
                    and not k.cancelled and k.completed is null)
    $$`.execute(db);
  await sql`
    create function published.elearning_move_person(p_merge_id bigint, p_from integer, p_to integer, p_to_uuid uuid)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      moved integer;
    begin
      perform 1 from elearning.license where user_id in (p_from, p_to) order by id for update;
      insert into elearning.person_move (merge_id, license_id, from_user, from_uuid, cancelled_for_merge)
      select p_merge_id, l.id, p_from, l.user_uuid,
             not l.cancelled and l.completed is null
             and exists (select 1 from elearning.license k where k.user_id = p_to and k.ecourse_id = l.ecourse_id
                         and not k.cancelled and k.completed is null)
      from elearning.license l where l.user_id = p_from;
      update elearning.license l set cancelled = true, cancelled_at = now()
      from elearning.person_move m
      where m.merge_id = p_merge_id and m.license_id = l.id and m.cancelled_for_merge;
      update elearning.license l set user_id = p_to, user_uuid = case when l.user_uuid is null then null else p_to_uuid end
      from elearning.person_move m
      where m.merge_id = p_merge_id and m.license_id = l.id;
      get diagnostics moved = row_count;
      return moved;
    end $$`.execute(db);
  await sql`
    create function published.elearning_undo_person_move(p_merge_id bigint)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, elearning as $$
    declare
      moved integer;
    begin
      update elearning.license l
      set user_id = m.from_user, user_uuid = m.from_uuid,
          cancelled = l.cancelled and not m.cancelled_for_merge,
          cancelled_at = case when m.cancelled_for_merge then null else l.cancelled_at end
      from elearning.person_move m
      where m.merge_id = p_merge_id and m.license_id = l.id;
      get diagnostics moved = row_count;
      delete from elearning.person_move where merge_id = p_merge_id;
      return moved;
    end $$`.execute(db);
  // A person's data export (GDPR article 15, decision 0136): what this area holds about them, as JSON.
  await sql`
    create function published.elearning_person_export(p_user integer)
    returns jsonb
    language sql stable security definer set search_path = pg_catalog, elearning as $$
      select jsonb_build_object('licenses', coalesce(jsonb_agg(jsonb_build_object(
        'id', l.id, 'course', e.internal_name, 'customerId', l.customer_id, 'created', l.created_at, 'started', l.started,
        'completed', l.completed, 'approved', l.approved, 'cancelled', l.cancelled, 'notPassed', l.not_passed,
        'scoreRaw', l.score_raw, 'scoreScaled', l.score_scaled, 'completionStatus', l.completion_status,
        'successStatus', l.success_status, 'competenceExpires', l.competence_expires) order by l.id), '[]'::jsonb))
      from elearning.license l join elearning.ecourse e on e.id = l.ecourse_id
      where l.user_id = p_user
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.elearning_person_export(integer)`.execute(db);
  await sql`drop function published.elearning_undo_person_move(bigint)`.execute(db);
  await sql`drop function published.elearning_move_person(bigint, integer, integer, uuid)`.execute(db);
  await sql`drop function published.elearning_person_rows(integer, integer)`.execute(db);
  await sql`drop table elearning.person_move`.execute(db);
}
