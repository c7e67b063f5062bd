import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // SCORM 2004: the sequencing engine's state of a learner's course (activity attempt counts and tracking status,
  // global objectives, the suspended activity), kept between launches so limit conditions, objective-based rules and
  // rollup hold on the next launch and on another device (decision 0106). session_id and seq order the saves: the
  // runtime session (launch) that saved it and that session's own count; a save is kept only when it is newer, a
  // later session's or a later one of the same session, so an older state never replaces a newer one.
  await sql`
    create table elearning.sequencing_state (
      license_id integer not null references elearning.license (id) on delete cascade,
      package_id integer not null references elearning.package (id) on delete cascade,
      session_id integer not null,
      seq integer not null,
      state jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (license_id, package_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table elearning.sequencing_state`.execute(db);
}
