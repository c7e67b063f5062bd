import { sql, type Kysely } from 'kysely';

// Decision 0144: enrolling a person from the waiting list places an order in the reports area, which enrols
// through this function inside its order transaction. A person enrolled for a customer waits no more, so the
// function now drops their waiting-list entry for that customer in the same transaction: the order, the seat and
// the leaving of the queue commit together or not at all.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function published.classroom_enrol_participants(p_cli_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer, participant_id integer)
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    #variable_conflict use_column
    declare
      max_seats integer;
      taken integer;
      people integer[];
    begin
      select i.max_participants into max_seats from classroom.classroom_course_instance i where i.id = p_cli_id for update;
      if not found then
        raise exception 'unknown course instance %', p_cli_id using errcode = 'AT404';
      end if;
      -- A person already on the instance for the customer takes no second seat.
      select coalesce(array_agg(distinct u), '{}') into people from unnest(p_user_ids) u
      where not exists (
        select 1 from classroom.participant p
        where p.cli_id = p_cli_id and p.user_id = u and coalesce(p.customer_id, 0) = coalesce(p_customer_id, 0)
          and p.status not in ('cancelled', 'coursecancelled'));
      if max_seats is not null then
        select (select count(*) from classroom.participant p
                where p.cli_id = p_cli_id and p.status not in ('cancelled', 'coursecancelled'))
             + (select coalesce(sum(r.seats), 0) from classroom.reservation r where r.cli_id = p_cli_id)
          into taken;
        if taken + cardinality(people) > max_seats then
          raise exception 'not enough seats on course instance %', p_cli_id using errcode = 'AT409';
        end if;
      end if;
      delete from classroom.waiting_list w
      where w.cli_id = p_cli_id and w.user_id = any(people) and coalesce(w.customer_id, 0) = coalesce(p_customer_id, 0);
      return query
        insert into classroom.participant (cli_id, user_id, customer_id)
        select p_cli_id, u, p_customer_id from unnest(people) u
        returning classroom.participant.user_id, classroom.participant.id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The function of 0009, which left the waiting list alone.
  await sql`
    create or replace function published.classroom_enrol_participants(p_cli_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer, participant_id integer)
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    #variable_conflict use_column
    declare
      max_seats integer;
      taken integer;
      people integer[];
    begin
      select i.max_participants into max_seats from classroom.classroom_course_instance i where i.id = p_cli_id for update;
      if not found then
        raise exception 'unknown course instance %', p_cli_id using errcode = 'AT404';
      end if;
      select coalesce(array_agg(distinct u), '{}') into people from unnest(p_user_ids) u
      where not exists (
        select 1 from classroom.participant p
        where p.cli_id = p_cli_id and p.user_id = u and coalesce(p.customer_id, 0) = coalesce(p_customer_id, 0)
          and p.status not in ('cancelled', 'coursecancelled'));
      if max_seats is not null then
        select (select count(*) from classroom.participant p
                where p.cli_id = p_cli_id and p.status not in ('cancelled', 'coursecancelled'))
             + (select coalesce(sum(r.seats), 0) from classroom.reservation r where r.cli_id = p_cli_id)
          into taken;
        if taken + cardinality(people) > max_seats then
          raise exception 'not enough seats on course instance %', p_cli_id using errcode = 'AT409';
        end if;
      end if;
      return query
        insert into classroom.participant (cli_id, user_id, customer_id)
        select p_cli_id, u, p_customer_id from unnest(people) u
        returning classroom.participant.user_id, classroom.participant.id;
    end $$`.execute(db);
}
