import type { Kysely } from 'kysely';
import type { RemoteScormCustomer } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { withCustomerNames } from '../ecourses/published-customers';
import { requireEcourse } from '../ecourses/require-ecourse';
import { remoteLearnerCounts } from './remote-learner-count';

/** The customers who may play the course from their own LMS, with how many of their learners hold a license. */
export async function remoteCustomerList(db: ElearningDb, shared: Kysely<any>, ecourseId: number): Promise<RemoteScormCustomer[]> {
  await requireEcourse(db, ecourseId);
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('remote_scorm_customer')
      .select(['customer_id', 'max_learners', 'created_at'])
      .where('ecourse_id', '=', ecourseId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    remoteLearnerCounts(db, ecourseId).execute(),
  ]);
  const learners = new Map(counts.map((row) => [row.customer_id, row.count]));
  return withCustomerNames(
    shared,
    rows.map((row) => ({
      customerId: row.customer_id,
      maxLearners: row.max_learners,
      learners: learners.get(row.customer_id) ?? 0,
      added: row.created_at.toISOString(),
    })),
  );
}
