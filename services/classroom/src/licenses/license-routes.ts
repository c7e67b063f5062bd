import { principalOf, zodSchema, type ZodTypeProvider, CUSTOMER_ADMINS, customerScopeOf, addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CLASSROOM_LICENSE_LIST_LIMIT,
  classroomLicenseCourseParamsSchema,
  classroomLicenseQuerySchema,
  PARTICIPANT_STATUSES,
  INSTRUCTOR_PARTICIPANT_STATUSES,
  classroomLicenseEndpoints,
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
export const classroomLicenseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
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
  for (const endpoint of [classroomLicenseEndpoints.list, classroomLicenseEndpoints.webList]) {
    addEndpoint(app, endpoint, async (request) => {
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
    });
  }

  addEndpoint(app, classroomLicenseEndpoints.total, async (request) => {
    const { scope } = await scopeOf(request, request.params.id);
    return { total: await countMatching(db, await participantQuery(db, scope, request.query)) };
  });

  // The Excel file streams, so it is a plain route (docs/conventions.md) with the list's own query.
  typed.get(
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

  addEndpoint(app, classroomLicenseEndpoints.approve, async (request) => {
    const { ids, date } = request.body;
    await db.transaction().execute((trx) => approveParticipants(trx, ids, date, principalOf(request)));
    return changed(db, ids);
  });

  addEndpoint(app, classroomLicenseEndpoints.cancel, async (request) => {
    const { ids, acceptCancellationFee } = request.body;
    await db.transaction().execute((trx) => cancelParticipants(trx, ids, acceptCancellationFee, principalOf(request)));
    return changed(db, ids);
  });

  addEndpoint(app, classroomLicenseEndpoints.add, async (request) => {
    const course = await requireCourse(db, request.params.id);
    const { cliId, usersWithCustomer, sendEmailNotification } = request.body;
    const result = await db
      .transaction()
      .execute((trx) =>
        addParticipants(trx, { id: course.id, internalName: course.internal_name }, cliId, usersWithCustomer, sendEmailNotification),
      );
    return { created: await changed(db, result.createdIds), alreadyLicensed: result.alreadyLicensed };
  });

  addEndpoint(app, classroomLicenseEndpoints.statuses, async () =>
    PARTICIPANT_STATUSES.map((name) => ({ name, instructorMayChoose: INSTRUCTOR_PARTICIPANT_STATUSES.includes(name) })),
  );
};
