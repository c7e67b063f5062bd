import { HttpError } from '@atrium/service-core';
import type { ElearningDb } from '../db';
import { remoteSessionOf } from '../remote-scorm/remote-session';
import { launchQuery, playableLaunch, runtimeSessionQuery, type RuntimeLearner, type SessionContext } from './runtime-access';

/**
 * The session a runtime call names by its id, with no cookie (decision 0119): the player runs on the content
 * origin, which never receives the session cookie, so the session's id (a random uuid only that player learns) is
 * the credential, as it always was for remote SCORM (decision 0021). A signed-in learner's session plays as the
 * learner it was opened for, while the license still allows playing.
 */
export async function sessionByCredential(db: ElearningDb, sessionUuid: string): Promise<SessionContext> {
  const session = await runtimeSessionQuery(db).select('learner').where('uuid', '=', sessionUuid).executeTakeFirst();
  if (!session) throw new HttpError(404, 'Runtime session not found');
  if (session.remote_token !== null) return remoteSessionOf(db, sessionUuid);
  // Sessions opened before the learner was kept cannot play here; the learner's next launch opens a new one.
  if (!session.learner) throw new HttpError(404, 'Runtime session not found');
  const launch = playableLaunch(
    await launchQuery(db).where('l.id', '=', session.license_id).executeTakeFirstOrThrow(),
    'The license is cancelled',
  );
  return {
    ...launch,
    sessionId: session.id,
    sessionUuid: session.uuid,
    itemId: session.package_item_id,
    learner: session.learner as unknown as RuntimeLearner,
    remoteToken: null,
  };
}
