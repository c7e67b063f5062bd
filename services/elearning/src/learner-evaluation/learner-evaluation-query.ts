import type { EvaluationState, LearnerEvaluation } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';

/** What decides a license's evaluation state, as one row. */
export interface EvaluationFacts {
  licenseId: number;
  courseName: string;
  completed: boolean;
  disabled: boolean;
  given: { rating: number; comment: string; created: Date } | null;
}

/** Document 001 §3 "Evaluation", issue 22: a completed course asks for one answer per license unless it opts out. */
export function evaluationStateOf(facts: { completed: boolean; disabled: boolean; answered: boolean }): EvaluationState {
  if (facts.answered) return 'given';
  return facts.completed && !facts.disabled ? 'open' : 'closed';
}

export function learnerEvaluationOf(facts: EvaluationFacts): LearnerEvaluation {
  return {
    licenseId: facts.licenseId,
    courseName: facts.courseName,
    state: evaluationStateOf({ ...facts, answered: facts.given !== null }),
    given: facts.given && { ...facts.given, created: facts.given.created.toISOString() },
  };
}

/**
 * The facts of one license of `userId`, or undefined when it is not theirs (or does not exist): a person reads
 * and answers only for their own licenses. Completed means the derived status "completed" (not cancelled, not
 * failed), as the license lists show it.
 */
export async function evaluationFacts(db: ElearningDb, userId: number, licenseId: number): Promise<EvaluationFacts | undefined> {
  const row = await db
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .leftJoin('ecourse_evaluation as v', 'v.license_id', 'l.id')
    .select(['l.id', 'e.internal_name', 'l.completed', 'l.cancelled', 'l.not_passed', 'e.disable_evaluation'])
    .select(['v.rating', 'v.comment', 'v.created'])
    .where('l.id', '=', licenseId)
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    licenseId: row.id,
    courseName: row.internal_name,
    completed: row.completed !== null && !row.cancelled && !row.not_passed,
    disabled: row.disable_evaluation,
    given: row.rating === null || row.created === null ? null : { rating: row.rating, comment: row.comment ?? '', created: row.created },
  };
}
