import { addEndpoint, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { quoteCodeEndpoints, type CourseLocale } from '@atrium/classroom-contract';
import { requireCourse } from './require-course';
import { classroomDb, type ClassroomDb, type ClassroomTables } from '../db';

async function readCodes(db: ClassroomDb, courseId: number) {
  const rows = await db
    .selectFrom('classroom_course_quote_code')
    .select(['locale', 'code'])
    .where('classroom_course_id', '=', courseId)
    .orderBy('locale')
    .execute();
  return rows.map((row) => ({ locale: row.locale as CourseLocale, code: row.code }));
}

/** Whether another course already uses the code; an empty code counts as not existing. */
async function codeExists(db: ClassroomDb | Transaction<ClassroomTables>, code: string, exceptCourseId?: number): Promise<boolean> {
  if (code.trim() === '') return false;
  let query = db
    .selectFrom('classroom_course_quote_code')
    .select('classroom_course_id')
    .where(sql`lower(code)`, '=', code.trim().toLowerCase());
  if (exceptCourseId !== undefined) query = query.where('classroom_course_id', '<>', exceptCourseId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const quoteCodeRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, quoteCodeEndpoints.list, async (request) => {
    await requireCourse(db, request.params.id);
    return readCodes(db, request.params.id);
  });

  addEndpoint(app, quoteCodeEndpoints.validate, async (request) => ({
    exists: await codeExists(db, request.query.code, request.query.classroomCourseId),
  }));

  // Platform admins only, and only for a course with a product id (document 000 §6).
  addEndpoint(app, quoteCodeEndpoints.save, async (request) => {
    const courseId = request.params.id;
    await db.transaction().execute(async (trx) => {
      const course = await requireCourse(trx, courseId);
      if (!course.product_id) throw RequestValidationError.forField('productId', [], 'courses.classroom.quoteCodes.needProductId');
      await trx.deleteFrom('classroom_course_quote_code').where('classroom_course_id', '=', courseId).execute();
      for (const [index, { locale, code }] of request.body.entries()) {
        if (code === '') continue;
        const taken = RequestValidationError.forField('body', [String(index), 'code'], 'quotecodes.taken');
        if (await codeExists(trx, code, courseId)) throw taken;
        // Two admins saving the same new code at once: the unique index decides, and the loser hears why.
        await trx
          .insertInto('classroom_course_quote_code')
          .values({ classroom_course_id: courseId, locale, code })
          .execute()
          .catch((error: Error & { code?: string }) => {
            throw error.code === '23505' ? taken : error;
          });
      }
    });
    return readCodes(db, courseId);
  });
};
