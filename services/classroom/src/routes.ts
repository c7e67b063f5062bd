import { addEndpoint, HttpError, sendChildExport, zodResponse, zodSchema, type ZodTypeProvider, COURSE_ADMINS } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classroomCourseExcelBodySchema,
  classroomCourseIdParamsSchema,
  classroomCourseEndpoints,
  integrationNumberSchema,
} from '@atrium/classroom-contract';
import { classroomDb } from './db';
import { listCourses } from './courses/list-courses';
import { advancedSearchRoutes } from './instances/advanced-search-routes';
import { classroomLicenseRoutes } from './licenses/license-routes';
import { courseCustomerRoutes } from './courses/course-customer-routes';
import { courseEvaluationRoutes } from './courses/course-evaluation-routes';
import { courseFileRoutes } from './media/course-file-routes';
import { courseLessonRoutes } from './courses/course-lesson-routes';
import { courseLookupRoutes } from './courses/course-lookup-routes';
import { diplomaTemplateRoutes } from './diploma-templates/diploma-template-routes';
import { coursePackageRoutes } from './course-package/course-package-routes';
import { coursePriceRoutes } from './courses/course-price-routes';
import { courseRoutes } from './courses/course-routes';
import { courseTestRoutes } from './courses/course-test-routes';
import { courseTextRoutes } from './courses/course-text-routes';
import { quoteCodeRoutes } from './courses/quote-code-routes';
import { happeningRoutes } from './instances/happening-routes';
import { instanceDataRoutes } from './instances/instance-data-routes';
import { instanceFileRoutes } from './media/instance-file-routes';
import { instanceRoutes } from './instances/instance-routes';
import { myParticipationsRoutes } from './my-participations/my-participations-routes';
import { personClassroomLicenseRoutes } from './person-licenses/person-licenses-routes';
import { coursePlacePictureRoutes } from './course-place/course-place-picture-routes';
import { coursePlaceRatingRoutes } from './course-place/course-place-rating-routes';
import { coursePlaceRoutes } from './course-place/course-place-routes';
import { courseRoomRoutes } from './course-place/course-room-routes';
import { mapRoutes } from './course-place/map-routes';
import { classroomManagementRoutes } from './classroom-management/classroom-management-routes';
import { internalControlRoutes } from './internal-control/internal-control-routes';
import { listsOfValuesRoutes } from './classroom-management/lists-of-values-routes';
import { instructorPageRoutes } from './instructor-page/instructor-page-routes';
import { instructorMaterialRoutes } from './instructor-page/instructor-materials-routes';
import { massEmailRoutes } from './instructor-page/mass-email-routes';
import { instanceTestRoutes } from './instructor-page/instance-test-routes';
import { courseCalendarRoutes } from './course-calendar/course-calendar-routes';
import { requestLocale } from '@atrium/service-core/excel';
import { instanceEvaluationRoutes } from './instance-evaluations/instance-evaluation-routes';
import { courseReportRoutes } from './course-report/course-report-routes';
import { partlistRoutes } from './participant-list-signing/participant-list-signing-routes';
import { weeklyDashboardRoutes } from './weekly-dashboards/weekly-dashboard-routes';
import { clashCheckRoutes } from './clash-check/clash-check-routes';

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
    diplomaTemplateRoutes,
    coursePackageRoutes,
  ]) {
    await app.register(routes, { db: shared });
  }

  // Course instances, their happenings, files, the advanced search (document 000 §7 "Instances") and their participants, the classroom licenses.
  for (const routes of [
    instanceRoutes,
    happeningRoutes,
    instanceDataRoutes,
    instanceFileRoutes,
    advancedSearchRoutes,
    classroomLicenseRoutes,
    myParticipationsRoutes,
    personClassroomLicenseRoutes,
    classroomManagementRoutes,
    listsOfValuesRoutes,
    instructorPageRoutes,
    instructorMaterialRoutes,
    massEmailRoutes,
    instanceTestRoutes,
    courseCalendarRoutes,
    instanceEvaluationRoutes,
    courseReportRoutes,
    partlistRoutes,
    weeklyDashboardRoutes,
    clashCheckRoutes,
    internalControlRoutes,
  ]) {
    await app.register(routes, { db: shared });
  }

  // Venues (document 003): course places, their rooms, pictures and ratings, and the map.
  for (const routes of [coursePlaceRoutes, coursePlacePictureRoutes, courseRoomRoutes, coursePlaceRatingRoutes]) {
    await app.register(routes, { db: shared });
  }
  await app.register(mapRoutes);

  addEndpoint(app, classroomCourseEndpoints.list, async (request) => listCourses(db, request.query));

  app.post(
    '/web/data/clcourses/excel',
    { config: { access: { roles: COURSE_ADMINS } }, schema: { body: zodSchema(classroomCourseExcelBodySchema) } },
    // In an export process of its own (decision 0265): 100,000 rows would otherwise add their memory to the server's.
    async (request, reply) =>
      sendChildExport(reply, shared, {
        module: require.resolve('./courses/course-excel'),
        input: { filter: request.body, locale: requestLocale(request) },
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: 'classroom-courses.xlsx',
      }),
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
