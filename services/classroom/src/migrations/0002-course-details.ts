import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.course_provider (
      id serial primary key,
      name text not null,
      default_diploma_template_id integer
    )`.execute(db);
  await sql`
    create table classroom.diploma_template (
      id serial primary key,
      course_provider_id integer not null references classroom.course_provider (id) on delete cascade,
      name text not null
    )`.execute(db);
  await sql`
    alter table classroom.course_provider
      add foreign key (default_diploma_template_id) references classroom.diploma_template (id) on delete set null`.execute(db);

  await sql`
    alter table classroom.classroom_course
      add column course_id integer,
      add column report_access boolean not null default false,
      add column elearning_lessons_allowed boolean not null default false`.execute(db);

  await sql`
    create table classroom.classroom_course_text (
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      locale text not null check (locale in ('nb_NO', 'sv_SE', 'en_US')),
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
      primary key (classroom_course_id, locale)
    )`.execute(db);

  // A media file may outlive its link to a course: detaching removes the link, deleting the file.
  await sql`
    create table classroom.media_file (
      id serial primary key,
      storage_key uuid not null unique,
      file_name text not null,
      content_type text not null,
      size_bytes bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table classroom.classroom_course_file (
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      media_file_id integer not null references classroom.media_file (id) on delete cascade,
      position integer not null,
      primary key (classroom_course_id, media_file_id)
    )`.execute(db);
  await sql`create index classroom_course_file_media on classroom.classroom_course_file (media_file_id)`.execute(db);

  await sql`
    create table classroom.classroom_course_comment (
      id serial primary key,
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      type text not null,
      text text not null,
      author_user_id integer,
      author_name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index classroom_course_comment_course on classroom.classroom_course_comment (classroom_course_id, type, created_at)`.execute(
    db,
  );

  await sql`
    create table classroom.classroom_course_report_access (
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      customer_id integer not null,
      primary key (classroom_course_id, customer_id)
    )`.execute(db);

  await sql`
    create table classroom.classroom_course_framework_agreement (
      id serial primary key,
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      customer_id integer not null,
      description text not null default '',
      unique (classroom_course_id, customer_id)
    )`.execute(db);

  await sql`
    create table classroom.classroom_course_evaluation (
      id serial primary key,
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      rating integer not null check (rating between 1 and 5),
      comment text not null default '',
      starred boolean not null default false,
      answered timestamptz not null default now()
    )`.execute(db);
  await sql`create index classroom_course_evaluation_course on classroom.classroom_course_evaluation (classroom_course_id)`.execute(db);

  await sql`
    create table classroom.classroom_course_test (
      id serial primary key,
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      test_type text not null check (test_type in ('preTest', 'exam')),
      question_set_id integer
    )`.execute(db);
  // A course has at most one pre-test; exams are many.
  await sql`create unique index classroom_course_one_pretest on classroom.classroom_course_test (classroom_course_id) where test_type = 'preTest'`.execute(
    db,
  );

  await sql`
    create table classroom.classroom_course_elearning_lesson (
      id serial primary key,
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      course_elearning_id integer not null,
      epkg_lesson_id integer not null,
      description text not null default '',
      unique (classroom_course_id, epkg_lesson_id)
    )`.execute(db);

  // A quote code identifies one course in one locale across all courses.
  await sql`
    create table classroom.classroom_course_quote_code (
      classroom_course_id integer not null references classroom.classroom_course (id) on delete cascade,
      locale text not null check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      code text not null check (code <> ''),
      primary key (classroom_course_id, locale)
    )`.execute(db);
  await sql`create unique index classroom_course_quote_code_unique on classroom.classroom_course_quote_code (lower(code))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table classroom.classroom_course_quote_code, classroom.classroom_course_elearning_lesson,
      classroom.classroom_course_test, classroom.classroom_course_evaluation,
      classroom.classroom_course_framework_agreement, classroom.classroom_course_report_access,
      classroom.classroom_course_comment, classroom.classroom_course_file, classroom.media_file,
      classroom.classroom_course_text`.execute(db);
  await sql`
    alter table classroom.classroom_course
      drop column course_id, drop column report_access, drop column elearning_lessons_allowed`.execute(db);
  await sql`drop table classroom.diploma_template, classroom.course_provider cascade`.execute(db);
}
