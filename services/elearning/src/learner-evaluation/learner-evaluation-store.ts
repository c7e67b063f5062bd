import { HttpError } from '@atrium/service-core';
import { LEARNER_EVALUATION_REFUSALS, type LearnerEvaluation } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { evaluationFacts, learnerEvaluationOf } from './learner-evaluation-query';

/**
 * Stores the holder's one answer for a license. The unique index on license_id decides between answers sent at
 * once: the first is kept, a second is refused with 409 and leaves the first as it was.
 */
export async function giveEvaluation(
  db: ElearningDb,
  userId: number,
  licenseId: number,
  answer: { rating: number; comment: string },
): Promise<LearnerEvaluation> {
  return db.transaction().execute(async (trx) => {
    const facts = await evaluationFacts(trx, userId, licenseId);
    if (!facts) throw new HttpError(404, 'http.404');
    if (facts.given) throw new HttpError(409, LEARNER_EVALUATION_REFUSALS.alreadyGiven);
    if (!facts.completed) throw new HttpError(409, LEARNER_EVALUATION_REFUSALS.notCompleted);
    if (facts.disabled) throw new HttpError(409, LEARNER_EVALUATION_REFUSALS.disabled);
    const inserted = await trx
      .insertInto('ecourse_evaluation')
      .columns(['license_id', 'ecourse_id', 'rating', 'comment'])
      .expression((eb) =>
        eb
          .selectFrom('license')
          .select((select) => ['id', 'ecourse_id', select.val(answer.rating).as('rating'), select.val(answer.comment).as('comment')])
          .where('id', '=', licenseId),
      )
      .onConflict((conflict) => conflict.column('license_id').doNothing())
      .returning(['rating', 'comment', 'created'])
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, LEARNER_EVALUATION_REFUSALS.alreadyGiven);
    return learnerEvaluationOf({ ...facts, given: inserted });
  });
}
