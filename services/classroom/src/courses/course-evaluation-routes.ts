import { addEndpoint, HttpError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseEvaluationEndpoints } from '@atrium/classroom-contract';
import { requireCourse } from './require-course';
import { classroomDb } from '../db';

const EVALUATION_COLUMNS = ['id', 'rating', 'comment', 'starred', 'answered'] as const;
const toEvaluation = (row: { id: number; rating: number; comment: string; starred: boolean; answered: Date }) => ({
  ...row,
  answered: row.answered.toISOString(),
});

export const courseEvaluationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseEvaluationEndpoints.overview, async (request) => {
    await requireCourse(db, request.params.id);
    const rows = await db
      .selectFrom('classroom_course_evaluation')
      .select(EVALUATION_COLUMNS)
      .where('classroom_course_id', '=', request.params.id)
      .orderBy('answered', 'desc')
      .orderBy('id')
      .execute();
    const counts = [0, 0, 0, 0, 0];
    for (const row of rows) counts[row.rating - 1] = (counts[row.rating - 1] ?? 0) + 1;
    const sum = rows.reduce((total, row) => total + row.rating, 0);
    // Rating scale 1 to 5, average shown to 2 decimals (document 000 §9).
    const average = rows.length === 0 ? null : Math.round((sum / rows.length) * 100) / 100;
    return { average, counts, evaluations: rows.map(toEvaluation) };
  });

  addEndpoint(app, courseEvaluationEndpoints.star, async (request) => {
    const row = await db
      .updateTable('classroom_course_evaluation')
      .set({ starred: request.body.starred })
      .where('id', '=', request.params.evaluationId)
      .returning(EVALUATION_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Evaluation not found');
    return toEvaluation(row);
  });
};
