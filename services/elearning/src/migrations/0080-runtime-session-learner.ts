import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Decision 0119: the player runs on the content origin, where no session cookie names the learner, so a session
  // keeps the learner it was opened for (id, name, site) and its id alone authorises the runtime's calls.
  await sql`alter table elearning.runtime_session add column learner jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table elearning.runtime_session drop column learner`.execute(db);
}
