import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Venues belong to this area (document 003) but are not built yet: the minimum the instance screen needs.
  await sql`
    create table classroom.course_place (
      id serial primary key,
      name text not null,
      abbreviation text,
      address text,
      city text
    )`.execute(db);
  await sql`
    create table classroom.course_place_room (
      id serial primary key,
      course_place_id integer not null references classroom.course_place (id) on delete cascade,
      name text not null
    )`.execute(db);
  await sql`create index course_place_room_place on classroom.course_place_room (course_place_id)`.execute(db);

  // Task sets are work-item templates of classroom management (document 002); only their list is needed here.
  await sql`create table classroom.task_set (id serial primary key, name text not null)`.execute(db);

  await sql`
    create table classroom.classroom_course_instance (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      classroom_course_id integer not null references classroom.classroom_course (id),
      locale text not null default 'nb_NO',
      status integer not null default 1 check (status between 1 and 5),
      sku text,
      start_date date,
      end_date date,
      length_days integer not null default 1 check (length_days >= 0),
      length_hours integer not null default 0 check (length_hours between 0 and 23),
      length_minutes integer not null default 0 check (length_minutes between 0 and 59),
      min_participants integer check (min_participants >= 0),
      max_participants integer check (max_participants >= 0),
      info text,
      price_type text not null default 'participant' check (price_type in ('participant', 'day', 'course')),
      price bigint check (price >= 0),
      currency char(3) not null default 'NOK' check (currency in ('NOK', 'SEK', 'EUR')),
      course_internal boolean not null default false,
      customer_id integer,
      internal_price bigint check (internal_price >= 0),
      order_reference text,
      diploma_disabled boolean not null default false,
      can_purchase boolean not null default true,
      certificate_disabled boolean not null default false,
      is_atrium_course_place_responsible boolean not null default false,
      course_place_confirmed boolean not null default false,
      course_place_id integer references classroom.course_place (id),
      competence_calculation_value integer,
      competence_calculation_method text,
      diploma_template_id integer,
      task_sets integer[] not null default '{}',
      course_report_comments text,
      customer_contact_person_id integer,
      customer_rapport_person_id integer,
      parent_id integer references classroom.classroom_course_instance (id) on delete set null,
      check (parent_id is null or parent_id <> id),
      check (min_participants is null or max_participants is null or min_participants <= max_participants),
      check (start_date is null or end_date is null or start_date <= end_date),
      -- Document 000 §4: an internal course has a customer and its own price.
      check (not course_internal or (customer_id is not null and internal_price is not null))
    )`.execute(db);
  // The advanced search walks a date window; the instance list walks one course's instances by date.
  await sql`create index cli_start_date on classroom.classroom_course_instance (start_date, id)`.execute(db);
  await sql`create index cli_course_start on classroom.classroom_course_instance (classroom_course_id, start_date)`.execute(db);
  await sql`create index cli_customer_start on classroom.classroom_course_instance (customer_id, start_date) where customer_id is not null`.execute(
    db,
  );
  await sql`create index cli_place_start on classroom.classroom_course_instance (course_place_id, start_date) where course_place_id is not null`.execute(
    db,
  );
  await sql`create index cli_parent on classroom.classroom_course_instance (parent_id) where parent_id is not null`.execute(db);
  await sql`create index cli_text_trgm on classroom.classroom_course_instance using gin ((coalesce(info, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(order_reference, '')) public.gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    create table classroom.classroom_happening (
      id serial primary key,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      date date not null,
      from_time time not null,
      to_time time not null,
      room_id integer references classroom.course_place_room (id) on delete set null,
      check (from_time < to_time)
    )`.execute(db);
  await sql`create index happening_cli_date on classroom.classroom_happening (cli_id, date)`.execute(db);
  await sql`create index happening_room on classroom.classroom_happening (room_id) where room_id is not null`.execute(db);

  await sql`
    create table classroom.classroom_happening_instructor (
      happening_id integer not null references classroom.classroom_happening (id) on delete cascade,
      instructor_id integer not null,
      primary key (happening_id, instructor_id)
    )`.execute(db);
  await sql`create index happening_instructor_by_instructor on classroom.classroom_happening_instructor (instructor_id, happening_id)`.execute(
    db,
  );

  await sql`
    create table classroom.classroom_course_instance_text (
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      locale text not null,
      texts jsonb not null,
      primary key (cli_id, locale)
    )`.execute(db);

  await sql`
    create table classroom.classroom_course_instance_discount (
      id serial primary key,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      customer_id integer not null,
      discount_percent numeric(5, 2) not null check (discount_percent > 0 and discount_percent <= 100),
      unique (cli_id, customer_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table classroom.classroom_course_instance_discount, classroom.classroom_course_instance_text,
      classroom.classroom_happening_instructor, classroom.classroom_happening, classroom.classroom_course_instance,
      classroom.task_set, classroom.course_place_room, classroom.course_place`.execute(db);
}
