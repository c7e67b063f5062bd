import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { REMOTE_LAUNCH_ERRORS, type remoteLaunchBodySchema } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { launchQuery, playableLaunch, type SessionContext } from '../runtime/runtime-access';
import { insertSession } from '../runtime/session-view';
import type { z } from 'zod';
import { remoteLearnerCounts } from './remote-learner-count';
import { remoteLearnerOf } from './remote-learner';

/**
 * A learner opens the wrapper in their LMS: the token names the course and the customer. The learner is
 * found by the id their LMS gives (or added), gets the customer's license of the course on the first launch
 * (or the first after a cancellation) while the customer's limit allows, and a session starts. All in one
 * transaction: a refusal writes nothing.
 */
export function startRemoteSession(db: ElearningDb, token: string, body: z.output<typeof remoteLaunchBodySchema>): Promise<SessionContext> {
  return db.transaction().execute(async (trx) => {
    // Locked, so two learners starting at once cannot both take the last place.
    const wrapper = await trx.selectFrom('remote_scorm_customer').selectAll().where('token', '=', token).forUpdate().executeTakeFirst();
    if (!wrapper) throw new HttpError(404, REMOTE_LAUNCH_ERRORS.notAvailable);
    const learner = await trx
      .insertInto('remote_learner')
      .values({ customer_id: wrapper.customer_id, learner_id: body.learnerId, name: body.learnerName })
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'learner_id']).doUpdateSet({
          last_seen_at: new Date(),
          // An LMS that sends no name this time keeps the one it sent before.
          name: body.learnerName === '' ? sql<string>`remote_learner.name` : body.learnerName,
        }),
      )
      .returning(['id', 'learner_id', 'name', 'customer_id'])
      .executeTakeFirstOrThrow();
    // A cancelled license is history: like a user given a new license, the learner then takes a new one.
    let license = await trx
      .selectFrom('license')
      .select('id')
      .where('ecourse_id', '=', wrapper.ecourse_id)
      .where('remote_learner_id', '=', learner.id)
      .where('cancelled', '=', false)
      .executeTakeFirst();
    if (!license) {
      const taken = await remoteLearnerCounts(trx, wrapper.ecourse_id).where('customer_id', '=', wrapper.customer_id).executeTakeFirst();
      if (wrapper.max_learners !== null && (taken?.count ?? 0) >= wrapper.max_learners)
        throw new HttpError(403, REMOTE_LAUNCH_ERRORS.learnerLimit);
      license = await trx
        .insertInto('license')
        .values({ user_id: null, remote_learner_id: learner.id, customer_id: wrapper.customer_id, ecourse_id: wrapper.ecourse_id })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const launch = playableLaunch(
      await launchQuery(trx).where('l.id', '=', license.id).executeTakeFirstOrThrow(),
      REMOTE_LAUNCH_ERRORS.cancelled,
    );
    return insertSession(trx, launch, remoteLearnerOf(learner), wrapper.token);
  });
}
