import { sql, type Kysely } from 'kysely';

/**
 * Stand-ins for what the other areas publish (same names and columns as their migrations create), so the
 * reports tests run on the reports schema alone. The stand-in functions keep licenses and seats in the
 * schema stand_in and refuse missing seats with the classroom function's error code, locking the seat row.
 */
export async function publishSellingStandIns(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`create schema stand_in`.execute(db);
  await sql`create table published.elearning_course (id integer primary key, uuid uuid, name text not null, can_purchase boolean, can_start boolean)`.execute(
    db,
  );
  await sql`create table published.elearning_course_price (ecourse_id integer, currency text, from_date date, to_date date, value bigint)`.execute(
    db,
  );
  await sql`
    create table published.classroom_instance_sale (
      id integer primary key, course_id integer, name text, start_date date, currency text, price bigint, can_purchase boolean, status integer
    )`.execute(db);
  await sql`create table published.company_customer (id integer primary key, name text, active boolean, merged_into_id integer, site text)`.execute(
    db,
  );
  await sql`create table published.users_person (id integer primary key, first_name text, last_name text, roles text[], email text)`.execute(
    db,
  );
  await sql`create table stand_in.license (ecourse_id integer, customer_id integer, user_id integer)`.execute(db);
  await sql`create table stand_in.seat (cli_id integer primary key, free integer not null)`.execute(db);
  await sql`
    create function published.elearning_grant_licenses(p_ecourse_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer, license_id integer) language sql as $$
      insert into stand_in.license select p_ecourse_id, p_customer_id, u from unnest(p_user_ids) u returning user_id, 0
    $$`.execute(db);
  await sql`create table stand_in.participant (cli_id integer, customer_id integer, user_id integer)`.execute(db);
  await sql`
    create function published.classroom_enrol_participants(p_cli_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer, participant_id integer) language plpgsql as $$
    #variable_conflict use_column
    declare seats integer; people integer[];
    begin
      select free into seats from stand_in.seat where cli_id = p_cli_id for update;
      if not found then raise exception 'unknown instance' using errcode = 'AT404'; end if;
      -- As the classroom function: a person already on the instance for the customer takes no second seat.
      select coalesce(array_agg(distinct u), '{}') into people from unnest(p_user_ids) u
      where not exists (select 1 from stand_in.participant p where p.cli_id = p_cli_id and p.user_id = u and p.customer_id = p_customer_id);
      if seats < cardinality(people) then raise exception 'not enough seats' using errcode = 'AT409'; end if;
      update stand_in.seat set free = free - cardinality(people) where cli_id = p_cli_id;
      return query insert into stand_in.participant select p_cli_id, p_customer_id, u from unnest(people) u returning user_id, 0;
    end $$`.execute(db);
  // The classroom area's seats view and waiting-list function (its migration 0071), over the stand-in seats.
  await sql`create view published.classroom_instance_seats as select cli_id as id, free as max_participants, 0::bigint as taken from stand_in.seat`.execute(
    db,
  );
  await sql`create table stand_in.waiting (cli_id integer, customer_id integer, user_id integer, unique (cli_id, customer_id, user_id))`.execute(
    db,
  );
  await sql`
    create function published.classroom_join_waiting_list(p_cli_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer) language plpgsql as $$
    #variable_conflict use_column
    begin
      perform 1 from stand_in.seat where cli_id = p_cli_id;
      if not found then raise exception 'unknown instance' using errcode = 'AT404'; end if;
      return query insert into stand_in.waiting select p_cli_id, p_customer_id, u from unnest(p_user_ids) u
        on conflict do nothing returning user_id;
    end $$`.execute(db);

  await sql`
    insert into published.elearning_course (id, name, can_purchase) values (5, 'Working at heights', true), (6, 'Not for sale', false)`.execute(
    db,
  );
  await sql`
    insert into published.elearning_course_price values
      (5, 'NOK', '2000-01-01', '2099-12-31', 99000), (5, 'SEK', '2000-01-01', '2099-12-31', 105000)`.execute(db);
  await sql`
    insert into published.classroom_instance_sale values
      (70, 7, 'First aid', '2030-05-01', 'NOK', 450000, true, 3), (71, 7, 'First aid', '2030-06-01', 'NOK', 450000, true, 3)`.execute(db);
  await sql`insert into stand_in.seat values (70, 10), (71, 1)`.execute(db);
  await sql`
    insert into published.company_customer values
      (1, 'Atrium Kurs AS', true, null, 'NO'), (2, 'Nordsjø Energi AS', true, null, 'NO'), (3, 'Svensk AB', true, null, 'SE')`.execute(db);
  await sql`
    insert into published.users_person values
      (1, 'Stian', 'Staff', '{staff}', 'staff@example.com'), (12, 'Carl', 'Company', '{companyadmin}', 'carl@example.com')`.execute(db);
}

/** The discount views the e-learning and classroom areas publish (decision 0145), with Nordsjø's discounts. */
export async function publishDiscountStandIns(db: Kysely<any>): Promise<void> {
  await sql`create table published.elearning_customer_discount (ecourse_id integer, customer_id integer, discount_percent integer)`.execute(
    db,
  );
  await sql`create table published.classroom_instance_discount (cli_id integer, customer_id integer, discount_percent numeric(5, 2))`.execute(
    db,
  );
  await sql`insert into published.elearning_customer_discount values (5, 2, 10)`.execute(db);
  await sql`insert into published.classroom_instance_discount values (70, 2, 12.5), (72, 2, 20)`.execute(db);
}
