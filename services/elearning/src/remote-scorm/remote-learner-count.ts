import { sql, type Transaction } from 'kysely';
import type { ElearningDb, ElearningTables } from '../db';

/**
 * Per customer, the licenses its remote learners hold on a course, cancelled ones not counted: what a
 * customer's maxLearners limits.
 */
export function remoteLearnerCounts(db: ElearningDb | Transaction<ElearningTables>, ecourseId: number) {
  return db
    .selectFrom('license')
    .select(['customer_id', sql<number>`count(*)::int`.as('count')])
    .where('ecourse_id', '=', ecourseId)
    .where('remote_learner_id', 'is not', null)
    .where('cancelled', '=', false)
    .groupBy('customer_id');
}
