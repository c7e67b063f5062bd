import { addEndpoint, HttpError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { evaluationEndpoints as endpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';

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

  addEndpoint(app, endpoints.list, async (request) => {
    const course = await db.selectFrom('ecourse').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!course) throw new HttpError(404, 'E-course not found');
    const { fromDate, toDate } = request.query;
    let query = db.selectFrom('ecourse_evaluation').select(COLUMNS).where('ecourse_id', '=', request.params.id);
    // Dates are whole days: toDate includes everything given on that day.
    if (fromDate) query = query.where('created', '>=', sql<Date>`${fromDate}::date`);
    if (toDate) query = query.where('created', '<', sql<Date>`${toDate}::date + 1`);
    const rows = await query.orderBy('created', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toEvaluation);
  });

  addEndpoint(app, endpoints.star, async (request) => {
    const row = await db
      .updateTable('ecourse_evaluation')
      .set({ starred: request.body.starred })
      .where('uuid', '=', request.params.uuid)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Evaluation not found');
    return toEvaluation(row);
  });

  addEndpoint(app, endpoints.ratings, async () => {
    const rows = await db
      .selectFrom('ecourse_evaluation')
      .select(['ecourse_id', 'rating', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy(['ecourse_id', 'rating'])
      .orderBy('ecourse_id')
      .orderBy('rating')
      .execute();
    return rows.map((row) => ({ courseId: row.ecourse_id, rating: row.rating, count: Number(row.count) }));
  });
};
