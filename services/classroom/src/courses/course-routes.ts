import { addEndpoint, containsPattern, HttpError, RequestValidationError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { classroomCourseEndpoints as endpoints, type ClassroomCourseGeneral } from '@atrium/classroom-contract';
import { copyCourseParts } from './copy-course';
import { generalColumns, toClassroomCourse } from './course-mapping';
import { requireCourse } from './require-course';
import { classroomDb, type ClassroomTables } from '../db';

/** Document 000 §4: the diploma template defaults to the course provider's default. */
async function withDefaultDiploma(db: Transaction<ClassroomTables>, course: ClassroomCourseGeneral) {
  if (course.diplomaTemplateId !== null || course.courseProviderId === null) return course.diplomaTemplateId;
  const provider = await db
    .selectFrom('course_provider')
    .select('default_diploma_template_id')
    .where('id', '=', course.courseProviderId)
    .executeTakeFirst();
  return provider?.default_diploma_template_id ?? null;
}

async function insertCourse(db: Transaction<ClassroomTables>, course: ClassroomCourseGeneral) {
  const diplomaTemplateId = await withDefaultDiploma(db, course);
  return db
    .insertInto('classroom_course')
    .values({ ...generalColumns(course), diploma_template_id: diplomaTemplateId })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
}

export const courseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.search, async (request) => {
    const { q, limit } = request.query;
    let query = db.selectFrom('classroom_course').select(['id', 'internal_name as internalName']);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((eb) => eb.or([eb('internal_name', 'ilike', pattern), eb(eb.cast('id', 'text'), '=', q)]));
    }
    return query
      .orderBy((eb) => eb.fn('lower', ['internal_name']))
      .orderBy('id')
      .limit(limit)
      .execute();
  });

  addEndpoint(app, endpoints.get, async (request) => toClassroomCourse(await requireCourse(db, request.params.id)));

  addEndpoint(app, endpoints.create, async (request) => db.transaction().execute((trx) => insertCourse(trx, request.body)));

  addEndpoint(app, endpoints.update, async (request) => {
    const row = await db
      .updateTable('classroom_course')
      .set(generalColumns(request.body))
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Classroom course not found');
    return toClassroomCourse(row);
  });

  // A copy is a new course (no id, its own internal name) with the original's texts, prices, files and links.
  addEndpoint(app, endpoints.copy, async (request) =>
    db.transaction().execute(async (trx) => {
      const original = await requireCourse(trx, request.params.id);
      if (original.internal_name.trim().toLowerCase() === request.body.internalName.toLowerCase()) {
        throw RequestValidationError.forField('body', ['internalName'], 'clcourse.copy.internalNameNeeded');
      }
      const copy = await insertCourse(trx, request.body);
      await copyCourseParts(trx, original.id, copy.id);
      return copy;
    }),
  );
};
