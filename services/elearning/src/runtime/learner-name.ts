import { sql } from 'kysely';
import type { ElearningDb } from '../db';
import { peopleViewExists } from '../licenses/license-people';
import type { SessionContext } from './runtime-access';

/**
 * The content names a signed-in learner as SCORM does (cmi.core.student_name / cmi.learner_name:
 * "Lastname, Firstname"), from the people the users area publishes; the username stands in where there is
 * no such person. A remote learner keeps the name their LMS gave.
 */
export async function withPersonName(db: ElearningDb, session: SessionContext): Promise<SessionContext> {
  if (session.remoteToken !== null || !(await peopleViewExists(db))) return session;
  const { rows } = await sql<{ name: string }>`
    select concat_ws(', ', nullif(trim(last_name), ''), nullif(trim(first_name), '')) as name
    from published.users_person where id = ${Number(session.learner.id)}`.execute(db);
  const name = rows[0]?.name;
  return name ? { ...session, learner: { ...session.learner, name } } : session;
}
