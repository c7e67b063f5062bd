// Browser-safe: course programmes and their enrolments (document 002 §3 "Course-programme enrolment", §4, §7; issue 13;
// decision 0252). The sales area owns them: course staff make programmes and enrol people; the single-user courses tab
// lists a person's enrolments, cancels them and swaps their courses.
import { COURSE_ADMINS, CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2147483647);
const bodyId = z.number().int().positive().max(2147483647);

const COURSE_PROGRAM_COURSE_TYPES = ['CLASSROOM', 'ELEARNING'] as const;
const courseProgramCourseTypeSchema = z.enum(COURSE_PROGRAM_COURSE_TYPES);
export type CourseProgramCourseType = z.infer<typeof courseProgramCourseTypeSchema>;

/** Document 002 §3: the statuses of an enrolment. APPROVED is read from the licences (decision 0252). */
const COURSE_PROGRAM_STATUSES = ['ENROLLED', 'PENDING', 'CANCELLED', 'APPROVED'] as const;
const courseProgramStatusSchema = z.enum(COURSE_PROGRAM_STATUSES);
export type CourseProgramStatus = z.infer<typeof courseProgramStatusSchema>;

/** The refusals a person reads (message keys, decision 0201). */
export const COURSE_PROGRAM_ERRORS = {
  notFound: 'courseProgram.notFound',
  unknownCourse: 'courseProgram.unknownCourse',
  unknownPerson: 'courseProgram.enrol.unknownPerson',
  unknownCustomer: 'courseProgram.enrol.unknownCustomer',
  alreadyEnrolled: 'courseProgram.enrol.already',
  elearningHeld: 'courseProgram.enrol.elearningHeld',
  classroomHeld: 'courseProgram.enrol.classroomHeld',
  notEnoughSeats: 'courseProgram.enrol.notEnoughSeats',
  wrongInstance: 'courseProgram.enrol.wrongInstance',
  finished: 'courseProgram.cancel.finished',
  classroomSwapStatus: 'courseProgram.swap.classroomStatus',
  elearningSwapStatus: 'courseProgram.swap.elearningStatus',
  notDirect: 'courseProgram.swap.notDirect',
  cancellationRules: 'courseProgram.swap.cancellationRules',
  notAvailable: 'courseProgram.swap.notAvailable',
  seatChosen: 'courseProgram.seat.chosen',
} as const;

const courseProgramCourseSchema = z.object({
  courseType: courseProgramCourseTypeSchema,
  courseId: z.number().int(),
  name: z.string(),
});

const courseProgramSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  courses: z.array(courseProgramCourseSchema),
  /** Enrolments that are not cancelled. */
  enrolled: z.number().int(),
});
export type CourseProgram = z.infer<typeof courseProgramSchema>;

const courseProgramBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  courses: z
    .array(z.object({ courseType: courseProgramCourseTypeSchema, courseId: bodyId }))
    .min(1)
    .max(50)
    .refine((courses) => new Set(courses.map((c) => `${c.courseType}:${c.courseId}`)).size === courses.length, {
      message: 'courseProgram.courses.duplicate',
    }),
});
export type CourseProgramBody = z.infer<typeof courseProgramBodySchema>;

/** What a programme may list: classroom courses and e-courses by name. */
const courseProgramChoicesSchema = z.object({
  classroomCourses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  ecourses: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** An instance a classroom course's seat may be taken on (not cancelled, not started, a seat free). */
const courseProgramInstanceSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  startDate: z.iso.date().nullable(),
  placeName: z.string().nullable(),
  /** Null: no limit. */
  freeSeats: z.number().int().nullable(),
});
export type CourseProgramInstance = z.infer<typeof courseProgramInstanceSchema>;

export const courseProgramEnrolBodySchema = z.object({
  userId: bodyId,
  customerId: bodyId,
  /** The instance chosen per classroom course; a classroom course left out waits for its seat (PENDING). */
  seats: z
    .array(z.object({ classroomCourseId: bodyId, instanceId: bodyId }))
    .max(50)
    .default([]),
});

const enrollmentCourseSchema = z.object({
  position: z.number().int(),
  courseType: courseProgramCourseTypeSchema,
  courseId: z.number().int(),
  name: z.string(),
  /** The e-learning licence or classroom participant; null while a classroom course waits for its seat. */
  licenseId: z.number().int().nullable(),
  licenseState: z.enum(['none', 'open', 'passed', 'cancelled']),
  /** A classroom seat's instance start. */
  startDate: z.iso.date().nullable(),
  /** Document 002 §4's swap rules for this course, as the server applies them. */
  swappable: z.boolean(),
});
export type EnrollmentCourse = z.infer<typeof enrollmentCourseSchema>;

/** Document 002 §3 "Course-programme enrolment". */
const courseProgramEnrollmentSchema = z.object({
  enrollmentId: z.number().int(),
  programId: z.number().int(),
  courseProgramTitle: z.string(),
  userId: z.number().int(),
  customerId: z.number().int(),
  status: courseProgramStatusSchema,
  completed: z.boolean(),
  /** Document 002 §4: not completed and ENROLLED or PENDING; otherwise finished. */
  ongoing: z.boolean(),
  enrolledAt: z.iso.datetime({ offset: true }),
  courses: z.array(enrollmentCourseSchema),
});
export type CourseProgramEnrollment = z.infer<typeof courseProgramEnrollmentSchema>;

export const swapClassroomBodySchema = z.object({
  licenseId: bodyId,
  swapToClassroomCourseId: bodyId,
  /** Course staff only: swap a seat whose instance has started or that carries a cancellation fee. */
  ignoreCancellationRules: z.boolean().default(false),
});
export const swapElearningBodySchema = z.object({ licenseId: bodyId, swapToElearningCourseId: bodyId });
const swapAvailableBodySchema = z.object({ licenseId: bodyId });
export const chooseSeatBodySchema = z.object({ classroomCourseId: bodyId, instanceId: bodyId });

export const courseProgramEndpoints = {
  /** Every programme, newest first. */
  list: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/courseprograms',
    access: { roles: COURSE_ADMINS },
    response: z.array(courseProgramSchema),
  }),
  choices: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/courseprograms/choices',
    access: { roles: COURSE_ADMINS },
    response: courseProgramChoicesSchema,
  }),
  create: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/courseprograms',
    access: { roles: COURSE_ADMINS },
    body: courseProgramBodySchema,
    response: courseProgramSchema,
    status: 201,
    idempotent: true,
  }),
  /** The instances each of the programme's classroom courses may take a seat on. */
  instances: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/courseprograms/:programId/instances',
    access: { roles: CUSTOMER_ADMINS },
    params: z.object({ programId: id }),
    response: z.array(courseProgramInstanceSchema),
  }),
  enrol: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/courseprograms/:programId/enrollments',
    access: { roles: COURSE_ADMINS },
    params: z.object({ programId: id }),
    body: courseProgramEnrolBodySchema,
    response: courseProgramEnrollmentSchema,
    status: 201,
    idempotent: true,
  }),
};

export const courseProgramEnrollmentEndpoints = {
  /** GET data/{product}usersearch/user/courseProgram/enrollments/{userId}: newest first. */
  list: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/atriumusersearch/user/courseProgram/enrollments/:userId',
    access: { roles: CUSTOMER_ADMINS },
    params: z.object({ userId: id }),
    response: z.array(courseProgramEnrollmentSchema),
  }),
  /** Marks the enrolment and its licences that are not passed cancelled; a cancelled one answers as it is. */
  cancel: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/atriumusersearch/user/courseProgram/enrollments/:enrollmentId/cancel',
    access: { roles: CUSTOMER_ADMINS },
    params: z.object({ enrollmentId: id }),
    response: courseProgramEnrollmentSchema,
  }),
  /** A PENDING enrolment's classroom course takes its seat. */
  chooseSeat: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/atriumusersearch/user/courseProgram/enrollments/:enrollmentId/seat',
    access: { roles: CUSTOMER_ADMINS },
    params: z.object({ enrollmentId: id }),
    body: chooseSeatBodySchema,
    response: courseProgramEnrollmentSchema,
  }),
  availableClassroomCourses: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/atriumusersearch/courseProgram/swapClassroomCourse/availableClassroomCourses',
    access: { roles: CUSTOMER_ADMINS },
    body: swapAvailableBodySchema,
    response: z.array(courseProgramInstanceSchema),
  }),
  swapClassroomCourse: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/atriumusersearch/courseProgram/swapClassroomCourse/swap',
    access: { roles: CUSTOMER_ADMINS },
    body: swapClassroomBodySchema,
    response: courseProgramEnrollmentSchema,
  }),
  availableElearningCourses: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/atriumusersearch/courseProgram/swapElearningCourse/availableElearningCourses',
    access: { roles: CUSTOMER_ADMINS },
    body: swapAvailableBodySchema,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  swapElearningCourse: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/atriumusersearch/courseProgram/swapElearningCourse/swap',
    access: { roles: CUSTOMER_ADMINS },
    body: swapElearningBodySchema,
    response: courseProgramEnrollmentSchema,
  }),
};
