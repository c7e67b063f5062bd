import { HttpError } from '@atrium/service-core';
import { REMOTE_LAUNCH_ERRORS } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { launchQuery, playableLaunch, runtimeSessionQuery, type SessionContext } from '../runtime/runtime-access';
import { remoteLearnerOf } from './remote-learner';

/**
 * A session a customer's LMS started, named by its id (the credential of a runtime no cookie reaches). It
 * works while the wrapper's token is the customer's current one for the course and the license is not cancelled.
 */
export async function remoteSessionOf(db: ElearningDb, sessionUuid: string): Promise<SessionContext> {
  const session = await runtimeSessionQuery(db).where('uuid', '=', sessionUuid).executeTakeFirst();
  if (!session || session.remote_token === null) throw new HttpError(404, 'Runtime session not found');
  const holder = await db
    .selectFrom('license as l')
    .innerJoin('remote_learner as r', 'r.id', 'l.remote_learner_id')
    .innerJoin('remote_scorm_customer as c', (join) =>
      join.onRef('c.ecourse_id', '=', 'l.ecourse_id').onRef('c.customer_id', '=', 'r.customer_id'),
    )
    .select(['r.learner_id', 'r.name', 'r.customer_id'])
    .where('l.id', '=', session.license_id)
    .where('c.token', '=', session.remote_token)
    .executeTakeFirst();
  if (!holder) throw new HttpError(403, REMOTE_LAUNCH_ERRORS.notAvailable);
  const launch = playableLaunch(
    await launchQuery(db).where('l.id', '=', session.license_id).executeTakeFirstOrThrow(),
    REMOTE_LAUNCH_ERRORS.cancelled,
  );
  return {
    ...launch,
    sessionId: session.id,
    sessionUuid: session.uuid,
    itemId: session.package_item_id,
    learner: remoteLearnerOf(holder),
    remoteToken: session.remote_token,
  };
}
