import { COURSE_ADMINS, hasAnyRole, HttpError, ownCustomerIds, RequestValidationError, type Principal } from '@atrium/service-core';
import {
  COURSE_PROGRAM_ERRORS,
  type CourseProgramBody,
  type CourseProgramEnrollment,
  type courseProgramEnrolBodySchema,
  type swapClassroomBodySchema,
  type swapElearningBodySchema,
  type chooseSeatBodySchema,
} from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { listEnrollments } from './course-program-query';
import {
  cancelProgramLicenses,
  classroomCourseNames,
  ecourseNames,
  grantElearningLicense,
  openInstances,
  takeClassroomSeat,
} from './published-program-licenses';
import { inTransaction } from '../transaction';

/** A 400 naming the body's field, with the message key a person reads. */
const badField = (path: string, key: string) => RequestValidationError.forField('body', path.split('.'), key);

/** A programme and its courses; every course must exist in its area (400 naming the course). */
export async function createProgram(db: ReportsDb, createdBy: number | null, body: CourseProgramBody): Promise<number> {
  const ids = (type: string) => body.courses.filter((c) => c.courseType === type).map((c) => c.courseId);
  const known = new Set([
    ...(await classroomCourseNames(db, ids('CLASSROOM'))).map((c) => `CLASSROOM:${c.id}`),
    ...(await ecourseNames(db, ids('ELEARNING'))).map((c) => `ELEARNING:${c.id}`),
  ]);
  const unknown = body.courses.findIndex((c) => !known.has(`${c.courseType}:${c.courseId}`));
  if (unknown >= 0) throw badField(`courses.${unknown}.courseId`, COURSE_PROGRAM_ERRORS.unknownCourse);
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('course_program')
      .values({ title: body.title, created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('course_program_course')
      .values(body.courses.map((c, position) => ({ program_id: id, course_type: c.courseType, course_id: c.courseId, position })))
      .execute();
    return id;
  });
}

async function personAndCustomerExist(db: ReportsDb, userId: number, customerId: number): Promise<void> {
  const { rows } = await sql<{ person: boolean; customer: boolean }>`
    select exists (select 1 from published.users_person where id = ${userId}) as person,
           exists (select 1 from published.company_customer where id = ${customerId}) as customer`.execute(db);
  if (!rows[0]!.person) throw badField('userId', COURSE_PROGRAM_ERRORS.unknownPerson);
  if (!rows[0]!.customer) throw badField('customerId', COURSE_PROGRAM_ERRORS.unknownCustomer);
}

/**
 * Enrols the person: the enrolment and one licence per course commit together (decision 0252). E-courses get their
 * licence at once; a classroom course a seat on the instance chosen, or none yet (the enrolment is then PENDING).
 * The partial unique index makes a second enrolment of the same programme, person and customer a 409, also at once.
 */
export async function enrol(
  db: ReportsDb,
  enrolledBy: number | null,
  programId: number,
  body: z.output<typeof courseProgramEnrolBodySchema>,
): Promise<number> {
  const courses = await db
    .selectFrom('course_program_course')
    .selectAll()
    .where('program_id', '=', programId)
    .orderBy('position')
    .execute();
  if (courses.length === 0) throw new HttpError(404, COURSE_PROGRAM_ERRORS.notFound);
  await personAndCustomerExist(db, body.userId, body.customerId);
  const classroomCourseIds = new Set(courses.filter((c) => c.course_type === 'CLASSROOM').map((c) => c.course_id));
  const instances = new Map((await openInstances(db, [...classroomCourseIds])).map((i) => [i.id, i]));
  const seatOf = new Map<number, number>();
  body.seats.forEach((seat, index) => {
    if (!classroomCourseIds.has(seat.classroomCourseId) || seatOf.has(seat.classroomCourseId))
      throw badField(`seats.${index}.classroomCourseId`, COURSE_PROGRAM_ERRORS.unknownCourse);
    if (instances.get(seat.instanceId)?.courseId !== seat.classroomCourseId)
      throw badField(`seats.${index}.instanceId`, COURSE_PROGRAM_ERRORS.wrongInstance);
    seatOf.set(seat.classroomCourseId, seat.instanceId);
  });
  const pending = [...classroomCourseIds].some((courseId) => !seatOf.has(courseId));
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('course_program_enrollment')
      .values({
        program_id: programId,
        user_id: body.userId,
        customer_id: body.customerId,
        status: pending ? 'PENDING' : 'ENROLLED',
        enrolled_by: enrolledBy,
      })
      .onConflict((oc) => oc.columns(['program_id', 'user_id', 'customer_id']).where('status', '<>', 'CANCELLED').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, COURSE_PROGRAM_ERRORS.alreadyEnrolled);
    for (const course of courses) {
      const cliId = seatOf.get(course.course_id);
      const licenseId =
        course.course_type === 'ELEARNING'
          ? await grantElearningLicense(trx, course.course_id, body.customerId, body.userId)
          : cliId === undefined
            ? null
            : await takeClassroomSeat(trx, cliId, body.customerId, body.userId);
      await trx
        .insertInto('course_program_license')
        .values({
          enrollment_id: inserted.id,
          position: course.position,
          course_type: course.course_type,
          course_id: course.course_id,
          license_id: licenseId,
        })
        .execute();
    }
    return inserted.id;
  });
}

/** The enrolment, locked for the change; one of another customer than the caller's is not found. */
async function lockedEnrollment(trx: ReportsDb, principal: Principal, enrollmentId: number): Promise<CourseProgramEnrollment> {
  const row = await trx
    .selectFrom('course_program_enrollment')
    .select(['id', 'customer_id'])
    .where('id', '=', enrollmentId)
    .forUpdate()
    .executeTakeFirst();
  const own = ownCustomerIds(principal);
  if (!row || (own !== null && !own.includes(row.customer_id))) throw new HttpError(404, COURSE_PROGRAM_ERRORS.notFound);
  return (await listEnrollments(trx, { enrollmentIds: [enrollmentId], customerIds: null }))[0]!;
}

/** The enrolment holding a licence of the type given, locked; with the course's row. */
async function lockedByLicense(trx: ReportsDb, principal: Principal, courseType: 'CLASSROOM' | 'ELEARNING', licenseId: number) {
  const row = await trx
    .selectFrom('course_program_license')
    .select('enrollment_id')
    .where('course_type', '=', courseType)
    .where('license_id', '=', licenseId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, COURSE_PROGRAM_ERRORS.notFound);
  const enrollment = await lockedEnrollment(trx, principal, row.enrollment_id);
  const course = enrollment.courses.find((c) => c.courseType === courseType && c.licenseId === licenseId);
  // A swap that committed while this one waited for the lock moved the licence on.
  if (!course) throw new HttpError(404, COURSE_PROGRAM_ERRORS.notFound);
  return { enrollment, course };
}

/** The licence (and after an e-course swap, the course) one course of the enrolment now holds. */
async function setCourseLicense(
  trx: ReportsDb,
  enrollmentId: number,
  position: number,
  values: { license_id: number; course_id?: number },
): Promise<void> {
  await trx
    .updateTable('course_program_license')
    .set(values)
    .where('enrollment_id', '=', enrollmentId)
    .where('position', '=', position)
    .execute();
}

/** The e-courses an enrolment holds: none of them is offered again as a swap's target. */
const ecourseIdsOf = (enrollment: CourseProgramEnrollment) =>
  new Set(enrollment.courses.filter((c) => c.courseType === 'ELEARNING').map((c) => c.courseId));

/** Document 002 §4: the enrolment and its licences that are not passed are cancelled; a cancelled one stays as it is. */
export async function cancelEnrollment(db: ReportsDb, principal: Principal, enrollmentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const enrollment = await lockedEnrollment(trx, principal, enrollmentId);
    if (enrollment.status === 'CANCELLED') return;
    if (enrollment.status === 'APPROVED') throw new HttpError(409, COURSE_PROGRAM_ERRORS.finished);
    const ids = (type: string) => enrollment.courses.filter((c) => c.courseType === type && c.licenseId !== null).map((c) => c.licenseId!);
    await cancelProgramLicenses(trx, ids('CLASSROOM'), ids('ELEARNING'), principal.userId);
    await trx
      .updateTable('course_program_enrollment')
      .set({ status: 'CANCELLED', cancelled_at: sql<Date>`now()`, cancelled_by: principal.userId })
      .where('id', '=', enrollmentId)
      .execute();
  });
}

/** A PENDING enrolment's classroom course takes a seat; the last one makes it ENROLLED. */
export async function chooseSeat(
  db: ReportsDb,
  principal: Principal,
  enrollmentId: number,
  body: z.output<typeof chooseSeatBodySchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const enrollment = await lockedEnrollment(trx, principal, enrollmentId);
    const course = enrollment.courses.find((c) => c.courseType === 'CLASSROOM' && c.courseId === body.classroomCourseId);
    if (!course) throw badField('classroomCourseId', COURSE_PROGRAM_ERRORS.unknownCourse);
    if (enrollment.status !== 'PENDING' || course.licenseId !== null) throw new HttpError(409, COURSE_PROGRAM_ERRORS.seatChosen);
    const open = await openInstances(trx, [body.classroomCourseId]);
    if (!open.some((i) => i.id === body.instanceId)) throw new HttpError(409, COURSE_PROGRAM_ERRORS.notAvailable);
    const licenseId = await takeClassroomSeat(trx, body.instanceId, enrollment.customerId, enrollment.userId);
    await setCourseLicense(trx, enrollmentId, course.position, { license_id: licenseId });
    const waiting = enrollment.courses.filter((c) => c.licenseId === null && c.position !== course.position);
    if (waiting.length === 0)
      await trx.updateTable('course_program_enrollment').set({ status: 'ENROLLED' }).where('id', '=', enrollmentId).execute();
  });
}

/** The instances a classroom licence may move to: its course's other open instances. */
export async function availableClassroomCourses(db: ReportsDb, principal: Principal, licenseId: number) {
  return db.transaction().execute(async (trx) => {
    const { course } = await lockedByLicense(trx, principal, 'CLASSROOM', licenseId);
    const current = await sql<{ cli_id: number }>`
      select cli_id from published.classroom_program_participant where id = ${licenseId}`.execute(trx);
    return (await openInstances(trx, [course.courseId])).filter((i) => i.id !== current.rows[0]?.cli_id);
  });
}

/**
 * Document 002 §4: a classroom course is swapped only in ENROLLED. The old seat is cancelled under the cancellation
 * rules (its instance has not started, it carries no fee) unless course staff ignore them; the new seat is taken
 * under the seat rule, in the same transaction.
 */
export async function swapClassroomCourse(
  db: ReportsDb,
  principal: Principal,
  body: z.output<typeof swapClassroomBodySchema>,
): Promise<number> {
  if (body.ignoreCancellationRules && !hasAnyRole(principal, COURSE_ADMINS))
    throw new HttpError(403, 'Only course staff may ignore the cancellation rules');
  return db.transaction().execute(async (trx) => {
    const { enrollment, course } = await lockedByLicense(trx, principal, 'CLASSROOM', body.licenseId);
    if (enrollment.status !== 'ENROLLED') throw new HttpError(409, COURSE_PROGRAM_ERRORS.classroomSwapStatus);
    if (course.licenseState !== 'open') throw new HttpError(409, COURSE_PROGRAM_ERRORS.notAvailable);
    const { rows } = await sql<{ cli_id: number; started: boolean; cancellation_fee: string }>`
      select cli_id, started, cancellation_fee from published.classroom_program_participant where id = ${body.licenseId}`.execute(trx);
    const seat = rows[0]!;
    if (!body.ignoreCancellationRules && (seat.started || Number(seat.cancellation_fee) > 0))
      throw new HttpError(409, COURSE_PROGRAM_ERRORS.cancellationRules);
    const open = await openInstances(trx, [course.courseId]);
    if (body.swapToClassroomCourseId === seat.cli_id || !open.some((i) => i.id === body.swapToClassroomCourseId))
      throw new HttpError(409, COURSE_PROGRAM_ERRORS.notAvailable);
    await cancelProgramLicenses(trx, [body.licenseId], [], principal.userId);
    const licenseId = await takeClassroomSeat(trx, body.swapToClassroomCourseId, enrollment.customerId, enrollment.userId);
    await setCourseLicense(trx, enrollment.enrollmentId, course.position, { license_id: licenseId });
    return enrollment.enrollmentId;
  });
}

/** The e-courses an e-learning licence may move to: those that can start and are not already in the enrolment. */
export async function availableElearningCourses(db: ReportsDb, principal: Principal, licenseId: number) {
  return db.transaction().execute(async (trx) => {
    const { enrollment } = await lockedByLicense(trx, principal, 'ELEARNING', licenseId);
    const taken = ecourseIdsOf(enrollment);
    return (await ecourseNames(trx, undefined, true)).filter((c) => !taken.has(c.id));
  });
}

/**
 * Document 002 §4: an e-learning course is swapped in ENROLLED or PENDING, directly only: the licence is ongoing and
 * its package is not SCORM (decision 0252). The old licence is cancelled and the new one granted in one transaction.
 */
export async function swapElearningCourse(
  db: ReportsDb,
  principal: Principal,
  body: z.output<typeof swapElearningBodySchema>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { enrollment, course } = await lockedByLicense(trx, principal, 'ELEARNING', body.licenseId);
    if (enrollment.status !== 'ENROLLED' && enrollment.status !== 'PENDING')
      throw new HttpError(409, COURSE_PROGRAM_ERRORS.elearningSwapStatus);
    if (!course.swappable) throw new HttpError(409, COURSE_PROGRAM_ERRORS.notDirect);
    const target = (await ecourseNames(trx, [body.swapToElearningCourseId], true))[0];
    if (!target || ecourseIdsOf(enrollment).has(target.id)) throw new HttpError(409, COURSE_PROGRAM_ERRORS.notAvailable);
    await cancelProgramLicenses(trx, [], [body.licenseId], principal.userId);
    const licenseId = await grantElearningLicense(trx, target.id, enrollment.customerId, enrollment.userId);
    await setCourseLicense(trx, enrollment.enrollmentId, course.position, { course_id: target.id, license_id: licenseId });
    return enrollment.enrollmentId;
  });
}
