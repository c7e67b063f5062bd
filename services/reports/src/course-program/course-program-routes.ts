import { addEndpoint, HttpError, ownCustomerIds, principalOf, type Principal } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { COURSE_PROGRAM_ERRORS, courseProgramEndpoints, courseProgramEnrollmentEndpoints } from '@atrium/reports-contract';
import { reportsDb, type ReportsDb } from '../db';
import { listEnrollments, listPrograms } from './course-program-query';
import { classroomCourseNames, ecourseNames, openInstances } from './published-program-licenses';
import {
  availableClassroomCourses,
  availableElearningCourses,
  cancelEnrollment,
  chooseSeat,
  createProgram,
  enrol,
  swapClassroomCourse,
  swapElearningCourse,
} from './course-program-store';

async function enrollmentOf(db: ReportsDb, principal: Principal, enrollmentId: number) {
  const [enrollment] = await listEnrollments(db, { enrollmentIds: [enrollmentId], customerIds: ownCustomerIds(principal) });
  if (!enrollment) throw new HttpError(404, COURSE_PROGRAM_ERRORS.notFound);
  return enrollment;
}

// Course programmes (document 002 §3, §4; decision 0252): course staff make them and enrol people; the single-user
// courses tab lists, cancels and swaps a person's enrolments (company admins those of their own customers).
export const courseProgramRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);

  addEndpoint(app, courseProgramEndpoints.list, async () => listPrograms(db));

  addEndpoint(app, courseProgramEndpoints.choices, async () => {
    const [classroomCourses, ecourses] = await Promise.all([classroomCourseNames(db), ecourseNames(db)]);
    return { classroomCourses, ecourses };
  });

  addEndpoint(app, courseProgramEndpoints.create, async (request) => {
    const id = await createProgram(db, principalOf(request).userId, request.body);
    return (await listPrograms(db, id))[0]!;
  });

  addEndpoint(app, courseProgramEndpoints.instances, async (request) => {
    const courses = await db
      .selectFrom('course_program_course')
      .select('course_id')
      .where('program_id', '=', request.params.programId)
      .where('course_type', '=', 'CLASSROOM')
      .execute();
    return openInstances(
      db,
      courses.map((c) => c.course_id),
    );
  });

  addEndpoint(app, courseProgramEndpoints.enrol, async (request) => {
    const principal = principalOf(request);
    return enrollmentOf(db, principal, await enrol(db, principal.userId, request.params.programId, request.body));
  });

  const enrollments = courseProgramEnrollmentEndpoints;
  addEndpoint(app, enrollments.list, async (request) =>
    listEnrollments(db, { userId: request.params.userId, customerIds: ownCustomerIds(principalOf(request)) }),
  );

  addEndpoint(app, enrollments.cancel, async (request) => {
    const principal = principalOf(request);
    await cancelEnrollment(db, principal, request.params.enrollmentId);
    return enrollmentOf(db, principal, request.params.enrollmentId);
  });

  addEndpoint(app, enrollments.chooseSeat, async (request) => {
    const principal = principalOf(request);
    await chooseSeat(db, principal, request.params.enrollmentId, request.body);
    return enrollmentOf(db, principal, request.params.enrollmentId);
  });

  addEndpoint(app, enrollments.availableClassroomCourses, async (request) =>
    availableClassroomCourses(db, principalOf(request), request.body.licenseId),
  );

  addEndpoint(app, enrollments.swapClassroomCourse, async (request) => {
    const principal = principalOf(request);
    return enrollmentOf(db, principal, await swapClassroomCourse(db, principal, request.body));
  });

  addEndpoint(app, enrollments.availableElearningCourses, async (request) =>
    availableElearningCourses(db, principalOf(request), request.body.licenseId),
  );

  addEndpoint(app, enrollments.swapElearningCourse, async (request) => {
    const principal = principalOf(request);
    return enrollmentOf(db, principal, await swapElearningCourse(db, principal, request.body));
  });
};
