import { sql, type Kysely } from 'kysely';

const LOCALES = sql.raw(`('nb_NO', 'sv_SE', 'en_US')`);

/*
 * The e-course form of document 001 §3 and what hangs off it. Ids that point into other areas (course
 * provider and diploma template: classroom; responsible users: users; customers: company) carry no
 * foreign key. The value lists (tags, categories, …) are fixed in the contract, so the arrays hold keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table elearning.ecourse
      add column product_id text,
      add column course_language text check (course_language in ${LOCALES}),
      add column length_hours integer not null default 0 check (length_hours >= 0),
      add column length_minutes integer not null default 0 check (length_minutes between 0 and 59),
      add column days_available integer check (days_available > 0),
      add column course_tags text[] not null default '{}',
      add column user_verification_tags text[] not null default '{}',
      add column product_categories text[] not null default '{}',
      add column sku text,
      add column course_provider_id integer,
      add column diploma_template_id integer,
      add column available_offline_app boolean not null default false,
      add column disable_evaluation boolean not null default false,
      add column course_responsible integer,
      add column subject_responsible integer,
      add column competence_calculation_method text check (competence_calculation_method in ('months', 'endOfYear')),
      add column competence_calculation_months integer check (competence_calculation_months >= 0),
      add column skip_landing_page boolean not null default false,
      add column classroom_course_id integer`.execute(db);
  await sql`create index ecourse_internal_name on elearning.ecourse (lower(internal_name), id)`.execute(db);

  // Written by the competence-expiry refresh from the course's calculation.
  await sql`alter table elearning.license add column competence_expires date`.execute(db);

  await sql`
    create table elearning.ecourse_text (
      id serial primary key,
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      locale text not null check (locale in ${LOCALES}),
      course_text_main_title text not null default '',
      course_text_main text not null default '',
      course_text_overview text not null default '',
      course_text_participant_info text not null default '',
      course_text_competence text not null default '',
      course_text_regulations text not null default '',
      course_text_terms text not null default '',
      course_text_diploma text not null default '',
      course_text_course_manual text not null default '',
      course_evaluation text not null default '',
      unique (ecourse_id, locale)
    )`.execute(db);

  await sql`
    create table elearning.ecourse_price (
      id serial primary key,
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      from_date date not null,
      to_date date not null check (to_date >= from_date),
      value bigint not null check (value >= 0),
      currency text not null check (currency in ('NOK', 'SEK', 'EUR'))
    )`.execute(db);
  await sql`create index ecourse_price_course on elearning.ecourse_price (ecourse_id, currency, from_date)`.execute(db);

  await sql`
    create table elearning.ecourse_price_customer (
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      customer_id integer not null,
      discount_percent integer not null check (discount_percent between 1 and 100),
      primary key (ecourse_id, customer_id)
    )`.execute(db);

  // A stored file may be linked to several courses (a copy shares its original's files).
  await sql`
    create table elearning.media_file (
      id serial primary key,
      storage_key uuid not null unique,
      file_name text not null,
      content_type text not null,
      size_bytes bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table elearning.ecourse_file (
      id serial primary key,
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      media_file_id integer not null references elearning.media_file (id) on delete cascade,
      file_type text not null default 'COURSEMANUAL' check (file_type in ('COURSEMANUAL', 'ATTACHMENT')),
      locale text check (locale in ${LOCALES}),
      position integer not null,
      unique (ecourse_id, media_file_id)
    )`.execute(db);
  await sql`create index ecourse_file_media on elearning.ecourse_file (media_file_id)`.execute(db);

  await sql`create table elearning.publication (id serial primary key, name text not null unique)`.execute(db);
  await sql`insert into elearning.publication (name) values ('Learning site Norway'), ('Learning site Sweden'), ('International learning site'), ('Offline app')`.execute(
    db,
  );
  await sql`
    create table elearning.ecourse_publication (
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      publication_id integer not null references elearning.publication (id) on delete cascade,
      primary key (ecourse_id, publication_id)
    )`.execute(db);

  await sql`
    create table elearning.ecourse_report_customer (
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      customer_id integer not null,
      primary key (ecourse_id, customer_id)
    )`.execute(db);

  // A quote code names one course in one locale among all e-courses, whatever its letter case.
  await sql`
    create table elearning.ecourse_quote_code (
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      locale text not null check (locale in ${LOCALES}),
      code text not null check (code <> ''),
      primary key (ecourse_id, locale)
    )`.execute(db);
  await sql`create unique index ecourse_quote_code_unique on elearning.ecourse_quote_code (lower(code))`.execute(db);

  await sql`
    create table elearning.ecourse_comment (
      id serial primary key,
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      type text not null check (type in ('ELEARNINGCOURSE')),
      text text not null,
      author_user_id integer,
      author_name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ecourse_comment_course on elearning.ecourse_comment (ecourse_id, type, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table elearning.ecourse_comment, elearning.ecourse_quote_code, elearning.ecourse_report_customer,
      elearning.ecourse_publication, elearning.publication, elearning.ecourse_file, elearning.media_file,
      elearning.ecourse_price_customer, elearning.ecourse_price, elearning.ecourse_text`.execute(db);
  await sql`alter table elearning.license drop column competence_expires`.execute(db);
  await sql`drop index elearning.ecourse_internal_name`.execute(db);
  await sql`
    alter table elearning.ecourse
      drop column product_id, drop column course_language, drop column length_hours, drop column length_minutes,
      drop column days_available, drop column course_tags, drop column user_verification_tags,
      drop column product_categories, drop column sku, drop column course_provider_id, drop column diploma_template_id,
      drop column available_offline_app, drop column disable_evaluation, drop column course_responsible,
      drop column subject_responsible, drop column competence_calculation_method, drop column competence_calculation_months,
      drop column skip_landing_page, drop column classroom_course_id`.execute(db);
}
