import { addEndpoint, HttpError, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { coursePriceEndpoints } from '@atrium/classroom-contract';
import { requireCourse } from './require-course';
import { classroomDb } from '../db';

const PRICE_COLUMNS = ['id', 'value', 'currency', 'from_date as fromDate', 'to_date as toDate'] as const;

export const coursePriceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, coursePriceEndpoints.list, async (request) => {
    await requireCourse(db, request.params.id);
    return db
      .selectFrom('classroom_course_price')
      .select(PRICE_COLUMNS)
      .where('classroom_course_id', '=', request.params.id)
      .orderBy('currency')
      .orderBy('from_date', 'desc')
      .execute();
  });

  addEndpoint(app, coursePriceEndpoints.add, async (request) => {
    await requireCourse(db, request.params.id);
    const { value, currency, fromDate, toDate } = request.body;
    return db
      .insertInto('classroom_course_price')
      .values({ classroom_course_id: request.params.id, value, currency, from_date: fromDate, to_date: toDate })
      .returning(PRICE_COLUMNS)
      .executeTakeFirstOrThrow();
  });

  // Document 000 §4: a price can be deleted only while its end date is in the future (today still counts).
  addEndpoint(app, coursePriceEndpoints.remove, async (request) => {
    const { id, priceId } = request.params;
    const deleted = await db.transaction().execute(async (trx) => {
      const price = await trx
        .selectFrom('classroom_course_price')
        .select(['id', sql<boolean>`to_date >= current_date`.as('deletable')])
        .where('id', '=', priceId)
        .where('classroom_course_id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!price) throw new HttpError(404, 'Price not found');
      if (!price.deletable) throw RequestValidationError.forField('priceId', [], 'prices.pastNotDeletable');
      return trx.deleteFrom('classroom_course_price').where('id', '=', priceId).executeTakeFirst();
    });
    if (deleted.numDeletedRows === 0n) throw new HttpError(404, 'Price not found');
  });
};
