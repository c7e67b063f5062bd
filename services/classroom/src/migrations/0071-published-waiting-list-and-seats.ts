import { sql, type Kysely } from 'kysely';

// Issue 14, "a full instance offers the waiting list" (reports decision 0141, the full instance): the reports area shows each instance's free seats in the cart and, when the buyer chooses the
// waiting list for a full one, puts the learners on it through this function. Seats are counted as
// classroom_enrol_participants counts them; the queue stays the classroom area's.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view published.classroom_instance_seats as
    select i.id, i.max_participants,
           (select count(*) from classroom.participant p where p.cli_id = i.id and p.status not in ('cancelled', 'coursecancelled'))
           + (select coalesce(sum(r.seats), 0) from classroom.reservation r where r.cli_id = i.id) as taken
    from classroom.classroom_course_instance i`.execute(db);
  // Answers the people put on the queue now; one already waiting or attending for the customer is left as they are.
  await sql`
    create function published.classroom_join_waiting_list(p_cli_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer)
    language plpgsql security definer set search_path = pg_catalog, classroom as $$
    #variable_conflict use_column
    begin
      perform 1 from classroom.classroom_course_instance i where i.id = p_cli_id;
      if not found then
        raise exception 'unknown course instance %', p_cli_id using errcode = 'AT404';
      end if;
      return query
        insert into classroom.waiting_list (cli_id, user_id, customer_id)
        -- In the order given, so the queue keeps the buyer's order of the learners.
        select p_cli_id, people.u, p_customer_id
        from (select t.u, min(t.n) as n from unnest(p_user_ids) with ordinality as t(u, n) group by t.u) people
        where not exists (
          select 1 from classroom.participant p
          where p.cli_id = p_cli_id and p.user_id = people.u and coalesce(p.customer_id, 0) = coalesce(p_customer_id, 0)
            and p.status not in ('cancelled', 'coursecancelled'))
        order by people.n
        on conflict (cli_id, user_id, coalesce(customer_id, 0)) do nothing
        returning classroom.waiting_list.user_id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_join_waiting_list(integer, integer, integer[])`.execute(db);
  await sql`drop view published.classroom_instance_seats`.execute(db);
}
