import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A cmi5 session (one launch) ends with the AU's terminated statement, after which the LMS takes no more
  // of its statements, or is abandoned by the LMS when a newer session of the registration starts without
  // it. The LMS writes launched and abandoned itself (cmi5 §9.3), with the launch's actor and LaunchData.
  await sql`
    alter table elearning.cmi5_launch
      add column terminated_at timestamptz,
      add column abandoned_at timestamptz,
      add column actor jsonb,
      add column launch_data jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table elearning.cmi5_launch
      drop column terminated_at, drop column abandoned_at, drop column actor, drop column launch_data`.execute(db);
}
