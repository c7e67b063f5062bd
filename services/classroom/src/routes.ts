import { HttpError, zodResponse, zodSchema, type ZodTypeProvider, COURSE_ADMINS } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classroomCourseExcelBodySchema,
  classroomCourseIdParamsSchema,
  clcoursesQuery,
  classroomCourseListResponseSchema,
  integrationNumberSchema,
} from './contract';
import { classroomDb } from './db';
import { classroomCoursesWorkbook } from './excel-export';
import { listCourses } from './list-courses';
import { advancedSearchRoutes } from './routes/advancedSearchRoutes';
import { classroomLicenceRoutes } from './routes/classroomLicenceRoutes';
import { courseCustomerRoutes } from './routes/courseCustomerRoutes';
import { courseEvaluationRoutes } from './routes/courseEvaluationRoutes';
import { courseFileRoutes } from './routes/courseFileRoutes';
import { courseLessonRoutes } from './routes/courseLessonRoutes';
import { courseLookupRoutes } from './routes/courseLookupRoutes';
import { coursePackageRoutes } from './routes/coursePackageRoutes';
import { coursePriceRoutes } from './routes/coursePriceRoutes';
import { courseRoutes } from './routes/courseRoutes';
import { courseTestRoutes } from './routes/courseTestRoutes';
import { courseTextRoutes } from './routes/courseTextRoutes';
import { quoteCodeRoutes } from './routes/quoteCodeRoutes';
import { happeningRoutes } from './routes/happeningRoutes';
import { instanceDataRoutes } from './routes/instanceDataRoutes';
import { instanceFileRoutes } from './routes/instanceFileRoutes';
import { instanceRoutes } from './routes/instanceRoutes';

export const classroomRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);

  // Course templates: detail, texts, files, prices, customers, tests, lessons, quote codes, evaluations and lookups.
  for (const routes of [
    courseRoutes,
    courseTextRoutes,
    courseFileRoutes,
    coursePriceRoutes,
    courseCustomerRoutes,
    courseTestRoutes,
    courseLessonRoutes,
    quoteCodeRoutes,
    courseEvaluationRoutes,
    courseLookupRoutes,
    coursePackageRoutes,
  ]) {
    await app.register(routes, { db: shared });
  }

  // Course instances, their happenings, files, the advanced search (document 000 §7 "Instances") and their participants, the classroom licences.
  for (const routes of [
    instanceRoutes,
    happeningRoutes,
    instanceDataRoutes,
    instanceFileRoutes,
    advancedSearchRoutes,
    classroomLicenceRoutes,
  ]) {
    await app.register(routes, { db: shared });
  }

  app.get(
    '/data/clcourses',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { querystring: zodSchema(clcoursesQuery), response: { 200: zodResponse(classroomCourseListResponseSchema) } },
    },
    async (request) => listCourses(db, request.query),
  );

  app.post(
    '/web/data/clcourses/excel',
    { config: { access: { roles: COURSE_ADMINS } }, schema: { body: zodSchema(classroomCourseExcelBodySchema) } },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="classroom-courses.xlsx"')
        .header('cache-control', 'no-store')
        .send(classroomCoursesWorkbook(db, request.body)),
  );

  app.get(
    '/data/integrationNumberForClassroomCourse/:id',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { params: zodSchema(classroomCourseIdParamsSchema), response: { 200: zodResponse(integrationNumberSchema) } },
    },
    async (request) => {
      const course = await db.selectFrom('classroom_course').select('product_id').where('id', '=', request.params.id).executeTakeFirst();
      if (!course) throw new HttpError(404, 'Classroom course not found');
      return { value: course.product_id };
    },
  );
};
