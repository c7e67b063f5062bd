import { sql, type Kysely } from 'kysely';

// Document 002 §3 "Instructor-page course instance" and "Participant (instructor page)": pre- and post-test
// results per participant, the instance's maximum scores, the participant-list code of the signing page, the
// course report's customer and internal comments; and the signatures, each stored with its hash and time so a
// later change is visible (issue 15).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table classroom.participant
      add column pretest integer check (pretest >= 0),
      add column posttest integer check (posttest >= 0)`.execute(db);
  await sql`
    alter table classroom.classroom_course_instance
      add column pre_score integer not null default 0 check (pre_score >= 0),
      add column post_score integer not null default 0 check (post_score >= 0),
      add column participant_list_code text not null default replace(gen_random_uuid()::text, '-', ''),
      add column report_customer_comment text,
      add column report_internal_comment text`.execute(db);
  await sql`
    create table classroom.participant_signature (
      participant_id integer primary key references classroom.participant (id) on delete cascade,
      png bytea not null,
      sha256 text not null,
      signed_at timestamptz not null default now(),
      signed_by integer
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.participant_signature`.execute(db);
  await sql`
    alter table classroom.classroom_course_instance
      drop column pre_score, drop column post_score, drop column participant_list_code,
      drop column report_customer_comment, drop column report_internal_comment`.execute(db);
  await sql`alter table classroom.participant drop column pretest, drop column posttest`.execute(db);
}
