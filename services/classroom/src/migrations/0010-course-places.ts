import { sql, type Kysely } from 'kysely';

// Issue 16: the stand-in venue tables of 0003 become the course place and course room of document 003 §3. Every
// existing row and every instance's and happening's link is kept: columns are only added (address is renamed).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table classroom.course_place rename column address to address_line`.execute(db);
  await sql`
    alter table classroom.course_place
      add column postal_code text check (postal_code ~ '^[0-9]*$'),
      add column country_id integer not null default 165,
      add column phone text,
      add column contact_info text,
      add column owner_customer_id integer,
      add column open_courses boolean not null default false,
      add column latitude double precision check (latitude between -90 and 90),
      add column longitude double precision check (longitude between -180 and 180),
      add column directions text,
      add column accommodation text,
      add column lunch text,
      add column picture_key text,
      add column picture_type text,
      add column webinar boolean not null default false,
      add column is_atrium_course_place_responsible boolean not null default false,
      add column version integer not null default 1,
      -- Document 003 §5: a place has both coordinates or none.
      add constraint course_place_geolocation check ((latitude is null) = (longitude is null)),
      add constraint course_place_picture check ((picture_key is null) = (picture_type is null))`.execute(db);
  // Document 002 §9: these two places count as webinars; it is now their property.
  await sql`update classroom.course_place set webinar = true where id in (5339, 11429)`.execute(db);
  await sql`create index course_place_name on classroom.course_place (lower(name))`.execute(db);

  await sql`
    alter table classroom.course_place_room
      add column description text,
      add column confirmed boolean not null default false`.execute(db);
  // Two rooms of one name in a place could not be told apart in the happening editor; also what makes a double
  // click on "add room" create one room.
  await sql`create unique index course_place_room_name on classroom.course_place_room (course_place_id, lower(name))`.execute(db);

  // The course-place rating of a classroom evaluation (document 002 §3), one row per answer; the operations screens
  // record them, the venue ratings read them.
  await sql`
    create table classroom.course_place_rating (
      id serial primary key,
      course_place_id integer not null references classroom.course_place (id) on delete cascade,
      cli_id integer references classroom.classroom_course_instance (id) on delete set null,
      rating integer not null check (rating between 1 and 5),
      rated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index course_place_rating_place on classroom.course_place_rating (course_place_id, rated_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.course_place_rating`.execute(db);
  await sql`drop index classroom.course_place_room_name`.execute(db);
  await sql`alter table classroom.course_place_room drop column description, drop column confirmed`.execute(db);
  await sql`drop index classroom.course_place_name`.execute(db);
  await sql`
    alter table classroom.course_place
      drop constraint course_place_geolocation, drop constraint course_place_picture,
      drop column postal_code, drop column country_id, drop column phone, drop column contact_info,
      drop column owner_customer_id, drop column open_courses, drop column latitude, drop column longitude,
      drop column directions, drop column accommodation, drop column lunch, drop column picture_key,
      drop column picture_type, drop column webinar, drop column is_atrium_course_place_responsible, drop column version`.execute(db);
  await sql`alter table classroom.course_place rename column address_line to address`.execute(db);
}
