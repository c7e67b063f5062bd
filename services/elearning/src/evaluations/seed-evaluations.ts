import type { ElearningDb } from '../db';

// Ratings and comments for the demo; the learners are the demo users other than Ada Admin (users 2 to 5).
const DEMO_EVALUATIONS = [
  { userId: 2, rating: 5, comment: 'Clear and to the point.' },
  { userId: 3, rating: 4, comment: 'Good examples, a little long.' },
  { userId: 4, rating: 2, comment: 'The audio did not work on my tablet.' },
  { userId: 5, rating: 4, comment: 'Useful before the practical day.' },
];

/**
 * Completed licenses with an evaluation each, spread over this year until now so the evaluation
 * screen's default range (start of year to today) shows them all.
 */
export async function seedDemoEvaluations(db: ElearningDb, ecourseId: number, now = new Date()): Promise<void> {
  const startOfYear = new Date(now.getFullYear(), 0, 1).getTime();
  for (const [index, evaluation] of DEMO_EVALUATIONS.entries()) {
    const created = new Date(startOfYear + ((now.getTime() - startOfYear) * (index + 1)) / (DEMO_EVALUATIONS.length + 1));
    const license = await db
      .insertInto('license')
      .values({ user_id: evaluation.userId, ecourse_id: ecourseId, started: created, completed: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ecourse_evaluation')
      .values({ license_id: license.id, ecourse_id: ecourseId, created, rating: evaluation.rating, comment: evaluation.comment })
      .execute();
  }
}
