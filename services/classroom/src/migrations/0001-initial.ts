import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Trigram search on course names; the extension is database-wide, so it lands in public.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  await sql`
    create table classroom.classroom_course (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      product_uuid uuid,
      internal_name text not null,
      course_provider_id integer,
      course_languages text[] not null default '{}',
      skus jsonb not null default '{}',
      length_days integer not null default 1 check (length_days >= 0),
      length_hours integer not null default 0 check (length_hours between 0 and 23),
      length_minutes integer not null default 0 check (length_minutes between 0 and 59),
      min_participants integer check (min_participants >= 0),
      max_participants integer check (max_participants >= 0),
      course_tags text[] not null default '{}',
      course_responsible integer,
      subject_responsible integer,
      diploma_disabled boolean not null default false,
      can_purchase boolean not null default true,
      certificate_disabled boolean not null default false,
      competence_calculation_value integer,
      competence_calculation_method text,
      diploma_template_id integer,
      course_date_times text,
      product_id text,
      product_categories text[] not null default '{}',
      check (min_participants is null or max_participants is null or min_participants <= max_participants)
    )`.execute(db);
  await sql`create index classroom_course_name_trgm on classroom.classroom_course using gin (internal_name public.gin_trgm_ops)`.execute(
    db,
  );
  // Matches the list order (name without case, then id), which the Excel export also pages through by key.
  await sql`create index classroom_course_name_order on classroom.classroom_course (lower(internal_name), id)`.execute(db);

  await sql`
    create table classroom.classroom_course_price (
      id serial primary key,
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      from_date date not null,
      to_date date not null,
      value bigint not null,
      currency char(3) not null check (currency in ('NOK', 'SEK', 'EUR')),
      check (from_date <= to_date)
    )`.execute(db);
  await sql`create index classroom_course_price_lookup on classroom.classroom_course_price (classroom_course_id, currency, from_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.classroom_course_price, classroom.classroom_course`.execute(db);
}
