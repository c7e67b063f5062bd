import { addEndpoint, HttpError } from '@atrium/service-core';
import { coursePlaceRatingEndpoints } from '@atrium/classroom-contract';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { classroomDb, type ClassroomDb } from '../db';

/** Ratings of one place answered from fromDate to toDate, both days whole (Europe/Oslo, where the courses run). */
function ratingsIn(db: ClassroomDb, placeId: number, fromDate: string, toDate: string) {
  return db
    .selectFrom('course_place_rating')
    .where('course_place_id', '=', placeId)
    .where(sql<boolean>`(rated_at at time zone 'Europe/Oslo')::date between ${fromDate}::date and ${toDate}::date`);
}

async function requirePlace(db: ClassroomDb, id: number): Promise<void> {
  const place = await db.selectFrom('course_place').select('id').where('id', '=', id).executeTakeFirst();
  if (!place) throw new HttpError(404, 'Course place not found');
}

/** /course-place-registration/{id}/ratings: the rating per place and the ratings list (document 003 §7). */
export const coursePlaceRatingRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, coursePlaceRatingEndpoints.summary, async (request) => {
    const { id } = request.params;
    await requirePlace(db, id);
    const rows = await ratingsIn(db, id, request.query.fromDate, request.query.toDate)
      .select(['rating', sql<number>`count(*)::int`.as('count')])
      .groupBy('rating')
      .execute();
    const counts = [1, 2, 3, 4, 5].map((stars) => rows.find((row) => row.rating === stars)?.count ?? 0);
    const count = counts.reduce((sum, n) => sum + n, 0);
    const sum = counts.reduce((total, n, index) => total + n * (index + 1), 0);
    // Document 003 §9: averages to 2 decimals.
    return { coursePlaceId: id, value: count === 0 ? null : Math.round((sum / count) * 100) / 100, count, counts };
  });

  addEndpoint(app, coursePlaceRatingEndpoints.list, async (request) => {
    const { id } = request.params;
    await requirePlace(db, id);
    const rows = await ratingsIn(db, id, request.query.fromDate, request.query.toDate)
      .select(['id', 'rating', 'rated_at', 'cli_id'])
      .orderBy('rated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1000)
      .execute();
    return rows.map((row) => ({ id: row.id, rating: row.rating, ratedAt: row.rated_at.toISOString(), instanceId: row.cli_id }));
  });
};
