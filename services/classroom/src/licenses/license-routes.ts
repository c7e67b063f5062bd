import {
  principalOf,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
  COURSE_ADMINS,
  CUSTOMER_ADMINS,
  customerScopeOf,
} from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addClassroomLicensesResponseSchema,
  addClassroomLicensesSchema,
  approveClassroomLicensesSchema,
  cancelClassroomLicensesSchema,
  CLASSROOM_LICENSE_LIST_LIMIT,
  classroomLicenseCourseParamsSchema,
  classroomLicenseListResponseSchema,
  classroomLicenseListSchema,
  classroomLicenseQuerySchema,
  classroomLicenseTotalSchema,
  participantStatusListSchema,
  PARTICIPANT_STATUSES,
  INSTRUCTOR_PARTICIPANT_STATUSES,
} from '@atrium/classroom-contract';
import { requireCourse } from '../courses/require-course';
import { classroomDb, type ClassroomDb } from '../db';
import { addParticipants } from './add-participants';
import { approveParticipants, cancelParticipants } from './participant-changes';
import { participantsWorkbook } from './participant-excel';
import { participantQuery, participantsByIds, type ParticipantScope } from './participant-query';
import { participantView } from './participant-view';
import { courseInstancesWithSeats } from './seats';
import { requestLocale } from '@atrium/service-core/excel';

async function countMatching(db: ClassroomDb, query: Awaited<ReturnType<typeof participantQuery>>): Promise<number> {
  const { total } = await db
    .selectFrom(query.clearOrderBy().as('matching'))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

const changed = async (db: ClassroomDb, ids: readonly number[]) => (await participantsByIds(db, ids)).map(participantView);

/** The classroom-course license list (document 001 §2, §4, §7 in the e-course list's shape): participants of a course's instances. */
export const classroomLicenseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const params = zodSchema(classroomLicenseCourseParamsSchema);
  const querystring = zodSchema(classroomLicenseQuerySchema);

  const scopeOf = async (
    request: FastifyRequest,
    courseId: number,
  ): Promise<{ course: { id: number; internalName: string }; scope: ParticipantScope }> => {
    const customerId = customerScopeOf(principalOf(request));
    const course = await requireCourse(db, courseId);
    return { course: { id: course.id, internalName: course.internal_name }, scope: { classroomCourseId: course.id, customerId } };
  };

  // Both paths answer alike, as for e-courses: the first 300 in the list's order, and how many match in all.
  for (const path of ['/license/clcourse/:id', '/web/license/clcourse/:id']) {
    app.get(
      path,
      {
        config: { access: { roles: CUSTOMER_ADMINS } },
        schema: { params, querystring, response: { 200: zodResponse(classroomLicenseListResponseSchema) } },
      },
      async (request) => {
        const { course, scope } = await scopeOf(request, request.params.id);
        const query = await participantQuery(db, scope, request.query);
        const [rows, total, instances] = await Promise.all([
          query.limit(CLASSROOM_LICENSE_LIST_LIMIT).execute(),
          countMatching(db, query),
          courseInstancesWithSeats(db, course.id),
        ]);
        return {
          classroomCourseId: course.id,
          courseName: course.internalName,
          instances,
          licenses: rows.map(participantView),
          total,
          limited: total > rows.length,
        };
      },
    );
  }

  app.get(
    '/license/clcourse/total/:id',
    {
      config: { access: { roles: CUSTOMER_ADMINS } },
      schema: { params, querystring, response: { 200: zodResponse(classroomLicenseTotalSchema) } },
    },
    async (request) => {
      const { scope } = await scopeOf(request, request.params.id);
      return { total: await countMatching(db, await participantQuery(db, scope, request.query)) };
    },
  );

  app.get(
    '/web/license/clcourse/excel/:id',
    { config: { access: { roles: CUSTOMER_ADMINS } }, schema: { params, querystring } },
    async (request, reply) => {
      const { course, scope } = await scopeOf(request, request.params.id);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="classroom-licenses-${course.id}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(participantsWorkbook(db, scope, request.query, requestLocale(request)));
    },
  );

  app.put(
    '/data/licenses/clcourses/setlicensesapproved',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { body: zodSchema(approveClassroomLicensesSchema), response: { 200: zodResponse(classroomLicenseListSchema) } },
    },
    async (request) => {
      const { ids, date } = request.body;
      await db.transaction().execute((trx) => approveParticipants(trx, ids, date, principalOf(request)));
      return changed(db, ids);
    },
  );

  app.put(
    '/data/licenses/clcourses/cancel',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { body: zodSchema(cancelClassroomLicensesSchema), response: { 200: zodResponse(classroomLicenseListSchema) } },
    },
    async (request) => {
      const { ids, acceptCancellationFee } = request.body;
      await db.transaction().execute((trx) => cancelParticipants(trx, ids, acceptCancellationFee, principalOf(request)));
      return changed(db, ids);
    },
  );

  app.post(
    '/data/license/clcourse/:id',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { params, body: zodSchema(addClassroomLicensesSchema), response: { 200: zodResponse(addClassroomLicensesResponseSchema) } },
    },
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      const { cliId, usersWithCustomer, sendEmailNotification } = request.body;
      const result = await db
        .transaction()
        .execute((trx) =>
          addParticipants(trx, { id: course.id, internalName: course.internal_name }, cliId, usersWithCustomer, sendEmailNotification),
        );
      return { created: await changed(db, result.createdIds), alreadyLicensed: result.alreadyLicensed };
    },
  );

  // Document 002 §7 lists licenseclassroomstatuses beside courseinstancestatuses; it sits beside that list's path.
  app.get(
    '/clicourses/licenseclassroomstatuses/',
    {
      config: { access: { roles: ['atrium', 'staff', 'instructor'] } },
      schema: { response: { 200: zodResponse(participantStatusListSchema) } },
    },
    async () => PARTICIPANT_STATUSES.map((name) => ({ name, instructorMayChoose: INSTRUCTOR_PARTICIPANT_STATUSES.includes(name) })),
  );
};
