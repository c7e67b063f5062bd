import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  classroomCourseIdParamsSchema,
  coursePriceParamsSchema,
  newCoursePriceSchema,
  storedCoursePriceSchema,
} from '@atrium/classroom-contract';
import { COURSE_ADMINS } from './access';
import { requireCourse } from './require-course';
import { classroomDb } from '../db';

const PRICE_COLUMNS = ['id', 'value', 'currency', 'from_date as fromDate', 'to_date as toDate'] as const;

export const coursePriceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const params = zodSchema(classroomCourseIdParamsSchema);

  app.get(
    '/data/clcourses/:id/prices',
    { config: { access: COURSE_ADMINS }, schema: { params, response: { 200: zodResponse(z.array(storedCoursePriceSchema)) } } },
    async (request) => {
      await requireCourse(db, request.params.id);
      return db
        .selectFrom('classroom_course_price')
        .select(PRICE_COLUMNS)
        .where('classroom_course_id', '=', request.params.id)
        .orderBy('currency')
        .orderBy('from_date', 'desc')
        .execute();
    },
  );

  app.post(
    '/data/clcourses/:id/prices',
    {
      config: { access: COURSE_ADMINS },
      schema: { params, body: zodSchema(newCoursePriceSchema), response: { 201: zodResponse(storedCoursePriceSchema) } },
    },
    async (request, reply) => {
      await requireCourse(db, request.params.id);
      const { value, currency, fromDate, toDate } = request.body;
      const price = await db
        .insertInto('classroom_course_price')
        .values({ classroom_course_id: request.params.id, value, currency, from_date: fromDate, to_date: toDate })
        .returning(PRICE_COLUMNS)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(price);
    },
  );

  // Document 000 §4: a price can be deleted only while its end date is in the future (today still counts).
  app.delete(
    '/data/clcourses/:id/prices/:priceId',
    { config: { access: COURSE_ADMINS }, schema: { params: zodSchema(coursePriceParamsSchema) } },
    async (request, reply) => {
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
        if (!price.deletable) throw new HttpError(400, 'priceId: a price whose end date has passed cannot be deleted');
        return trx.deleteFrom('classroom_course_price').where('id', '=', priceId).executeTakeFirst();
      });
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, 'Price not found');
      return reply.code(204).send();
    },
  );
};
