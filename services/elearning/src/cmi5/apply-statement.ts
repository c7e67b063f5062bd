import { HttpError } from '@atrium/service-core';
import type { ElearningDb } from '../db';
import { refreshLicense } from '../runtime/license-progress';
import { satisfyBlocksAndCourse } from './lms-statements';
import type { XapiCaller } from './xapi-auth';

const VERB = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  voided: 'http://adlnet.gov/expapi/verbs/voided',
} as const;

const TERMINATED_MESSAGE = 'statement: this cmi5 session has terminated; no statement is taken after terminated';

/**
 * What cmi5 forbids an AU to send (§9.3, §9.3.8): a voiding statement, or anything after its session's
 * terminated statement (in the same batch too).
 */
export function checkSequence(statements: Statement[]): void {
  let terminated = false;
  for (const statement of statements) {
    if (terminated) throw new HttpError(403, TERMINATED_MESSAGE);
    if (statement.verb?.id === VERB.voided) throw new HttpError(403, 'statement: an AU may not send voided statements');
    terminated = statement.verb?.id === VERB.terminated;
  }
}

export interface Statement {
  id?: string;
  verb?: { id?: string };
  result?: { score?: { scaled?: number; raw?: number } };
  [key: string]: unknown;
}

const scaledOf = (statement: Statement) => statement.result?.score?.scaled;

/** cmi5 §9.3.4-5: a passed below, or a failed at or above, the mastery score contradicts the LMS's rule. */
export function checkMastery(statement: Statement, masteryScore: number | null): void {
  if (masteryScore === null) return;
  const scaled = scaledOf(statement);
  if (statement.verb?.id === VERB.passed && (scaled === undefined || scaled < masteryScore)) {
    throw new HttpError(400, `statement: passed needs a scaled score of at least the mastery score ${masteryScore}`);
  }
  if (statement.verb?.id === VERB.failed && scaled !== undefined && scaled >= masteryScore) {
    throw new HttpError(400, `statement: failed with a scaled score at or above the mastery score ${masteryScore}`);
  }
}

/** Records a cmi5 defined statement's effect on the AU's learner data and, through moveOn, on the license. */
export async function applyStatements(db: ElearningDb, caller: XapiCaller, statements: Statement[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The session's row is locked, so statements racing a terminated one are refused too.
    const session = await trx
      .selectFrom('cmi5_launch')
      .select('terminated_at')
      .where('session_id', '=', caller.sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (session?.terminated_at) throw new HttpError(403, TERMINATED_MESSAGE);
    if (statements.some((statement) => statement.verb?.id === VERB.terminated)) {
      await trx.updateTable('cmi5_launch').set({ terminated_at: new Date() }).where('session_id', '=', caller.sessionId).execute();
    }
    for (const statement of statements) {
      const verb = statement.verb?.id ?? '';
      await trx
        .insertInto('cmi5_statement')
        .values({ id: statement.id as string, registration: caller.registration, verb, statement: JSON.stringify(statement) })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      const change =
        verb === VERB.completed
          ? { completion_status: 'completed' }
          : verb === VERB.passed
            ? { success_status: 'passed', score_scaled: scaledOf(statement) ?? null, score_raw: statement.result?.score?.raw ?? null }
            : verb === VERB.failed
              ? { success_status: 'failed', score_scaled: scaledOf(statement) ?? null, score_raw: statement.result?.score?.raw ?? null }
              : { completion_status: 'incomplete' };
      const existing = await trx
        .selectFrom('learner_data')
        .select(['completion_status', 'success_status'])
        .where('license_id', '=', caller.licenseId)
        .where('package_item_id', '=', caller.itemId)
        .forUpdate()
        .executeTakeFirst();
      // A completed or passed AU stays so: later statements of a new session cannot take it back.
      const keep = {
        ...(existing?.completion_status === 'completed' && 'completion_status' in change ? { completion_status: 'completed' } : {}),
        ...(existing?.success_status === 'passed' && 'success_status' in change ? { success_status: 'passed' } : {}),
      };
      const values = { ...change, ...keep, updated_at: new Date() };
      await trx
        .insertInto('learner_data')
        .values({ license_id: caller.licenseId, package_item_id: caller.itemId, ...values })
        .onConflict((conflict) => conflict.columns(['license_id', 'package_item_id']).doUpdateSet(values))
        .execute();
    }
    await refreshLicense(trx, caller.licenseId);
    await satisfyBlocksAndCourse(trx, caller.sessionId, caller.licenseId);
  });
}
