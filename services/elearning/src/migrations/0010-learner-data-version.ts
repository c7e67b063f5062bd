import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The version of the launch that owns a licence's item: each launch takes the next one, and only commits
  // carrying the current version are saved, so a save from an older launch (another device, or a commit
  // remembered by a browser and sent again days later) can never replace newer progress.
  // attempt_ended: the last terminate ended the learner attempt (exit other than suspend), so the next
  // launch starts a new attempt. interaction_base: how many interactions earlier sessions of the attempt
  // recorded, so a session's interactions (which the content numbers from 0) are added after them.
  await sql`
    alter table elearning.learner_data
      add column version integer not null default 0,
      add column attempt integer not null default 1,
      add column attempt_ended boolean not null default false,
      add column interaction_base integer not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table elearning.learner_data drop column version, drop column attempt, drop column attempt_ended, drop column interaction_base`.execute(
    db,
  );
}
