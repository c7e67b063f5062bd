import type { Kysely } from 'kysely';
import { elearningDb } from '../src/db';

/** Evaluations of an e-course, each through a license of its own; `daysAgo` places it before now. */
export async function insertEvaluations(
  shared: Kysely<any>,
  ecourseId: number,
  evaluations: { rating: number; daysAgo: number; comment?: string; starred?: boolean }[],
): Promise<string[]> {
  const db = elearningDb(shared);
  const uuids: string[] = [];
  for (const [index, evaluation] of evaluations.entries()) {
    const license = await db
      .insertInto('license')
      .values({ user_id: 1000 + index, ecourse_id: ecourseId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('ecourse_evaluation')
      .values({
        license_id: license.id,
        ecourse_id: ecourseId,
        rating: evaluation.rating,
        comment: evaluation.comment ?? `rated ${evaluation.rating}`,
        starred: evaluation.starred ?? false,
        created: new Date(Date.now() - evaluation.daysAgo * 86_400_000),
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    uuids.push(row.uuid);
  }
  return uuids;
}
