import { sql, type Kysely } from 'kysely';

// The reports area sells classroom instances (decision 0140): it reads what it sells through this view and
// enrols the people of a placed order through this function inside its order transaction. The instance row is
// locked, so two orders at once count each other's seats and never exceed the free seats (document 001 §9).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.classroom_instance_sale as
    select i.id, i.classroom_course_id as course_id, c.internal_name as name, i.start_date, i.currency,
           -- The instance's own price, else the course's price of the day in the instance's currency.
           coalesce(i.price, (
             select p.value from classroom.classroom_course_price p
             where p.classroom_course_id = i.classroom_course_id and p.currency = i.currency
               and current_date between p.from_date and p.to_date
             order by p.from_date desc limit 1)) as price,
           i.can_purchase, i.status
    from classroom.classroom_course_instance i
    join classroom.classroom_course c on c.id = i.classroom_course_id`.execute(db);
  await sql`
    create function published.classroom_enrol_participants(p_cli_id integer, p_customer_id integer, p_user_ids integer[])
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
      return query
        insert into classroom.participant (cli_id, user_id, customer_id)
        select p_cli_id, u, p_customer_id from unnest(people) u
        returning classroom.participant.user_id, classroom.participant.id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.classroom_enrol_participants(integer, integer, integer[])`.execute(db);
  await sql`drop view published.classroom_instance_sale`.execute(db);
}
