import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  ecourseEvaluationListSchema,
  ecourseEvaluationSchema,
  evaluatedCourseParamsSchema,
  evaluationRangeQuerySchema,
  evaluationStarredBodySchema,
  evaluationUuidParamsSchema,
  ratingAggregateListSchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { COURSE_ADMINS } from '../ecourses/ecourse-access';

const COLUMNS = ['uuid', 'license_id', 'ecourse_id', 'created', 'rating', 'comment', 'starred'] as const;
type Row = { uuid: string; license_id: number; ecourse_id: number; created: Date; rating: number; comment: string; starred: boolean };
const toEvaluation = (row: Row) => ({
  uuid: row.uuid,
  licenseId: row.license_id,
  ecourseId: row.ecourse_id,
  created: row.created.toISOString(),
  rating: row.rating,
  comment: row.comment,
  starred: row.starred,
});

export const evaluationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.get(
    '/data/ecourses/:id/evaluations',
    {
      config: { access: COURSE_ADMINS },
      schema: {
        params: zodSchema(evaluatedCourseParamsSchema),
        querystring: zodSchema(evaluationRangeQuerySchema),
        response: { 200: zodResponse(ecourseEvaluationListSchema) },
      },
    },
    async (request) => {
      const course = await db.selectFrom('ecourse').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!course) throw new HttpError(404, 'E-course not found');
      const { fromDate, toDate } = request.query;
      let query = db.selectFrom('ecourse_evaluation').select(COLUMNS).where('ecourse_id', '=', request.params.id);
      // Dates are whole days: toDate includes everything given on that day.
      if (fromDate) query = query.where('created', '>=', sql<Date>`${fromDate}::date`);
      if (toDate) query = query.where('created', '<', sql<Date>`${toDate}::date + 1`);
      const rows = await query.orderBy('created', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toEvaluation);
    },
  );

  app.put(
    '/data/ecourses/evaluations/:uuid/starred',
    {
      config: { access: COURSE_ADMINS },
      schema: {
        params: zodSchema(evaluationUuidParamsSchema),
        body: zodSchema(evaluationStarredBodySchema),
        response: { 200: zodResponse(ecourseEvaluationSchema) },
      },
    },
    async (request) => {
      const row = await db
        .updateTable('ecourse_evaluation')
        .set({ starred: request.body.starred })
        .where('uuid', '=', request.params.uuid)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Evaluation not found');
      return toEvaluation(row);
    },
  );

  app.get(
    '/data/ecourses/ratings',
    { config: { access: COURSE_ADMINS }, schema: { response: { 200: zodResponse(ratingAggregateListSchema) } } },
    async () => {
      const rows = await db
        .selectFrom('ecourse_evaluation')
        .select(['ecourse_id', 'rating', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy(['ecourse_id', 'rating'])
        .orderBy('ecourse_id')
        .orderBy('rating')
        .execute();
      return rows.map((row) => ({ courseId: row.ecourse_id, rating: row.rating, count: Number(row.count) }));
    },
  );
};
