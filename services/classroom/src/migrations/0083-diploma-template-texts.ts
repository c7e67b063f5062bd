import { sql, type Kysely } from 'kysely';

// Decision 0233: a diploma template (per course provider) holds what a diploma says, per locale: the title, the
// body with the placeholders {name}, {course}, {date} and {hours}, who issues it and the signature line. Course
// staff edit them on the diploma templates screen; the company area prints diplomas from the published view, in the
// participant's language, and the course's length in hours from the second one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.diploma_template_text (
      diploma_template_id integer not null references classroom.diploma_template (id) on delete cascade,
      locale text not null check (locale in ('en_US', 'nb_NO', 'sv_SE')),
      title text not null default '',
      body text not null default '',
      issuer text not null default '',
      signature_line text not null default '',
      primary key (diploma_template_id, locale)
    )`.execute(db);
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.classroom_diploma_template_text as
    select diploma_template_id as template_id, locale, title, body, issuer, signature_line
    from classroom.diploma_template_text`.execute(db);
  await sql`
    create view published.classroom_course_hours as
    select id as course_id, length_hours + length_minutes / 60.0 as hours from classroom.classroom_course`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.classroom_course_hours, published.classroom_diploma_template_text`.execute(db);
  await sql`drop table classroom.diploma_template_text`.execute(db);
}
