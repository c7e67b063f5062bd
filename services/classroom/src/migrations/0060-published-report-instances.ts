import { sql, type Kysely } from 'kysely';

// The reports area's classroom searches (issue 19, reports decision 0200) read instances, their days and their
// venues through these views: what a report shows of an instance, never the classroom tables themselves.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  // One row per instance: its course, dates, venue, seats taken (attending participants and reserved seats),
  // the list price per participant and, for an internal course, the customer's price for the whole course.
  await sql`
    create view published.classroom_report_instance as
    select i.id, i.classroom_course_id as course_id, c.internal_name as course_title, c.product_categories,
           i.start_date, coalesce(i.end_date, i.start_date) as end_date, i.status, i.can_purchase,
           i.course_internal, i.customer_id, i.currency,
           coalesce(i.price, (
             select p.value from classroom.classroom_course_price p
             where p.classroom_course_id = i.classroom_course_id and p.currency = i.currency
               and coalesce(i.start_date, current_date) between p.from_date and p.to_date
             order by p.from_date desc limit 1)) as price,
           i.internal_price, i.max_participants, i.sku, i.order_reference, i.info,
           i.course_place_id, cp.name as place_name, cp.abbreviation as place_abbreviation,
           (select count(*)::int from classroom.participant pa
             where pa.cli_id = i.id and pa.status not in ('cancelled', 'coursecancelled')) as num_attending,
           (select coalesce(sum(r.seats), 0)::int from classroom.reservation r where r.cli_id = i.id) as num_reserved
    from classroom.classroom_course_instance i
    join classroom.classroom_course c on c.id = i.classroom_course_id
    left join classroom.course_place cp on cp.id = i.course_place_id`.execute(db);
  // One row per course day with its room and instructors' user ids.
  await sql`
    create view published.classroom_report_happening as
    select h.id, h.cli_id, h.date, h.from_time, h.to_time, r.name as room_name,
           coalesce((select array_agg(hi.instructor_id order by hi.instructor_id)
                     from classroom.classroom_happening_instructor hi where hi.happening_id = h.id), '{}') as instructor_ids
    from classroom.classroom_happening h
    left join classroom.course_place_room r on r.id = h.room_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.classroom_report_happening, published.classroom_report_instance`.execute(db);
}
