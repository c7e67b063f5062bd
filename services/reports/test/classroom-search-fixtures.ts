import { sql, type Kysely } from 'kysely';

/**
 * Stand-ins for the views the classroom area publishes for reports (classroom migration 0060, same columns), with
 * fixed instances: March 2026 on the Norwegian site (an open course, an internal one, a cancelled one), a
 * Swedish one, and March 2025 for the year-earlier comparisons.
 */
export async function publishReportInstanceStandIns(db: Kysely<any>): Promise<void> {
  await sql`
    create table published.classroom_report_instance (
      id integer primary key, course_id integer, course_title text, product_categories text[], start_date date, end_date date,
      status integer, can_purchase boolean, course_internal boolean, customer_id integer, currency text, price bigint,
      internal_price bigint, max_participants integer, sku text, order_reference text, info text, course_place_id integer,
      place_name text, place_abbreviation text, num_attending integer, num_reserved integer
    )`.execute(db);
  await sql`
    create table published.classroom_report_happening (
      id integer primary key, cli_id integer, date date, from_time time, to_time time, room_name text, instructor_ids integer[]
    )`.execute(db);
  await sql`create table published.classroom_internal_control (cli_id integer primary key, checked_at timestamptz, open_checks text[])`.execute(
    db,
  );
  await sql`
    insert into published.classroom_report_instance values
      (101, 7, 'First aid', '{Førstehjelp}', '2026-03-02', '2026-03-02', 3, true, false, null, 'NOK', 450000, null, 10, 'FA-101', null,
       'Bring your own lunch', 1, 'Oslo sentrum', 'OSL', 4, 1),
      (102, 8, 'brannvern', '{Brann}', '2026-03-11', '2026-03-12', 3, false, true, 2, 'NOK', 165000, 2000000, 12, 'BR-102', 'PO-77',
       null, 2, 'Bergen', 'BGO', 12, 0),
      (103, 7, 'First aid', '{Førstehjelp}', '2026-03-20', '2026-03-20', 4, true, false, null, 'NOK', 450000, null, 10, null, null,
       null, 1, 'Oslo sentrum', 'OSL', 0, 0),
      (104, 7, 'First aid', '{Førstehjelp}', '2025-03-03', '2025-03-03', 5, true, false, null, 'NOK', 400000, null, 8, null, null,
       null, 1, 'Oslo sentrum', 'OSL', 2, 0),
      (105, 9, 'Svensk kurs', '{Brann}', '2026-03-05', '2026-03-05', 3, true, false, null, 'SEK', 500000, null, 6, null, null,
       null, null, null, null, 1, 0)`.execute(db);
  await sql`
    insert into published.classroom_report_happening values
      (1, 101, '2026-03-02', '08:00', '15:30', 'Rom 1', '{1}'),
      (2, 102, '2026-03-12', '09:00', '12:00', null, '{}'),
      (3, 102, '2026-03-11', '09:00', '16:00', 'Sal B', '{1,12}')`.execute(db);
}

/** An order of one classroom line, placed at a time, in a currency and status; answers the purchase line's id. */
export async function seedClassroomLine(
  db: Kysely<any>,
  line: { instanceId: number; netPrice: number; quantity: number; placed: string; status?: string; currency?: string; customerId?: number },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with o as (
      insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key, status, created)
      values (${line.customerId ?? 2}, 1, 'PO', 'nb_NO', 'NO', ${line.currency ?? 'NOK'}, 25, gen_random_uuid(), ${line.status ?? 'placed'}, ${line.placed}::timestamptz)
      returning id
    )
    insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, 'CLASSROOM', 7, ${line.instanceId}, 'First aid', ${line.quantity}, ${line.netPrice / line.quantity}, ${line.netPrice}, '{30}'
    from o returning id`.execute(db);
  return rows[0]!.id;
}

/**
 * `count` instances in May 2026 in place of the stand-ins' (decision 0235's paging tests). Instance n (1..count): id
 * 1000 + n, course 50 + n % 60, May (n % 28) + 1, NOK 10.00 × 10 seats, every tenth internal at NOK 50.00. One order
 * line per instance with n % 3 ≠ 0, of 3.00 × (n % 3), ordered every 12 hours from 1 April: n ≤ 59 in April, the rest
 * in May, so a page can begin in either month (decision 0259 finds a page's first month from the kept counts).
 */
export async function seedMayInstances(db: Kysely<any>, count: number): Promise<void> {
  await sql`delete from published.classroom_report_instance`.execute(db);
  await sql`
    insert into published.classroom_report_instance
    select 1000 + n, 50 + n % 60, 'Course ' || lpad((50 + n % 60)::text, 3, '0'), '{Kurs}', date '2026-05-01' + n % 28, date '2026-05-01' + n % 28,
           3, true, n % 10 = 0, null, 'NOK', 1000, case when n % 10 = 0 then 5000 end, 10, null, null, null,
           1 + n % 2, 'Place ' || (1 + n % 2), 'P' || (1 + n % 2), n % 4, 1
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`
    with o as (
      insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key, created)
      select 2, 1, 'Line ' || n, 'nb_NO', 'NO', 'NOK', 25, gen_random_uuid(), timestamptz '2026-04-01T10:00:00Z' + n * interval '12 hours'
      from generate_series(1, ${count}) as n where n % 3 <> 0 returning id, your_reference
    )
    insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, 'CLASSROOM', 50, 1000 + n, 'Course', 1, 300 * (n % 3), 300 * (n % 3), '{30}'
    from o cross join lateral (select substr(o.your_reference, 6)::int as n) line`.execute(db);
}
