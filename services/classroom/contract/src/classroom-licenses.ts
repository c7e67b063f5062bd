// Browser-safe: the classroom-course license list (/license/clcourse/{id}), whose licenses are the participants of the course's instances.
import { COURSE_ADMINS, COURSE_RUNNERS, CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const MAX_INT = 2147483647;
const id = () => z.coerce.number().int().min(1).max(MAX_INT);

/**
 * A participant's (classroom license's) status. Document 002 names approved and signed and lets
 * instructors choose any status but coursecancelled and cancelled (document 001 §4 says the same); the
 * rest of the list is ours:
 * - enrolled: on the participant list, nothing recorded yet (every new participant);
 * - signed: signed the participant list, so attended, with no result yet;
 * - approved: passed, on the day the license carries;
 * - notapproved: attended and did not pass;
 * - absent: did not come;
 * - cancelled: the participation was cancelled;
 * - coursecancelled: cancelled with the whole course. A participant of an instance whose status is
 *   CANCELLED counts as course-cancelled whatever its own status says.
 */
export const PARTICIPANT_STATUSES = ['enrolled', 'signed', 'approved', 'notapproved', 'absent', 'cancelled', 'coursecancelled'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const CANCELLED_PARTICIPANT_STATUSES: readonly ParticipantStatus[] = ['cancelled', 'coursecancelled'];
/** The statuses an instructor may set on the instructor page (document 002 §4). */
export const INSTRUCTOR_PARTICIPANT_STATUSES = PARTICIPANT_STATUSES.filter((status) => !CANCELLED_PARTICIPANT_STATUSES.includes(status));

/** The participant status list (document 002 §7 licenseclassroomstatuses), each with whether instructors may set it. */
export const participantStatusListSchema = z.array(z.object({ name: z.enum(PARTICIPANT_STATUSES), instructorMayChoose: z.boolean() }));

/**
 * Document 001 §4: a classroom course's status follows its instance: CANCELLED is cancelled; otherwise
 * it is ongoing from one day before the first course day to one day after the last, upcoming before
 * that and finished after.
 */
export const CLASSROOM_COURSE_STATES = ['upcoming', 'ongoing', 'finished', 'cancelled'] as const;
export type ClassroomCourseState = (typeof CLASSROOM_COURSE_STATES)[number];

/**
 * The status the license list shows, derived in this order (the list sorts by it the same way):
 * cancelled, courseCancelled, notApproved, absent, approved (with its day), signed, then started (the
 * course is ongoing or finished) or notStarted (upcoming), both with the first course day.
 */
export const CLASSROOM_LICENSE_STATES = [
  'cancelled',
  'courseCancelled',
  'notApproved',
  'absent',
  'approved',
  'signed',
  'started',
  'notStarted',
] as const;
export type ClassroomLicenseState = (typeof CLASSROOM_LICENSE_STATES)[number];

/** Document 001 §4's six filters, read for classroom licenses: completed is approved, failed is not approved or absent. */
export const CLASSROOM_LICENSE_FILTERS = ['all', 'completed', 'started', 'notStarted', 'cancelled', 'notCompleted'] as const;
export const CLASSROOM_LICENSE_SORTS = ['name', 'status', 'started', 'completed'] as const;

/** Document 001 §9: the license lists show at most this many rows. */
export const CLASSROOM_LICENSE_LIST_LIMIT = 300;

export const classroomLicenseCourseParamsSchema = z.object({ id: id() });

/** Filter, free text (name or exact user id) and sort of the list, its total and its Excel file; started sorts by the first course day, completed by the approved day. */
export const classroomLicenseQuerySchema = z.object({
  filter: z.enum(CLASSROOM_LICENSE_FILTERS).default('all'),
  query: z.string().trim().max(200).optional(),
  sort: z.enum(CLASSROOM_LICENSE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ClassroomLicenseQuery = z.output<typeof classroomLicenseQuerySchema>;

export const classroomLicenseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  cliId: z.number().int(),
  userId: z.number().int(),
  /** From the users area; null when it does not know the person. */
  name: z.string().nullable(),
  customerId: z.number().int().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  derivedStatus: z.enum(CLASSROOM_LICENSE_STATES),
  courseState: z.enum(CLASSROOM_COURSE_STATES),
  /** The instance's first and last course day. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The day it was approved, 'YYYY-MM-DD'. */
  approved: z.string().nullable(),
  /** Its own status, or its course's, is cancelled. */
  cancelled: z.boolean(),
  /** Minor units. */
  cancellationFee: z.number().int(),
  asPartOfCourseProgram: z.boolean(),
  created: z.string(),
});
export type ClassroomLicense = z.infer<typeof classroomLicenseSchema>;
export const classroomLicenseListSchema = z.array(classroomLicenseSchema);

/** An instance of the course with its seats (document 001 §9: maximum participants minus attendees minus reserved seats). */
export const licenseInstanceSchema = z.object({
  id: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  courseState: z.enum(CLASSROOM_COURSE_STATES),
  maxParticipants: z.number().int().nullable(),
  /** Participants not cancelled. */
  attendees: z.number().int(),
  reservedSeats: z.number().int(),
  /** Null when the instance has no maximum. */
  seatsAvailable: z.number().int().nullable(),
});
export type LicenseInstance = z.infer<typeof licenseInstanceSchema>;

/** GET license/clcourse/{id}: the first 300 in the list's order; total counts every match. */
export const classroomLicenseListResponseSchema = z.object({
  classroomCourseId: z.number().int(),
  courseName: z.string(),
  /** Every instance of the course, first course day first. */
  instances: z.array(licenseInstanceSchema),
  licenses: classroomLicenseListSchema,
  total: z.number().int(),
  limited: z.boolean(),
});
export type ClassroomLicenseListResponse = z.infer<typeof classroomLicenseListResponseSchema>;

export const classroomLicenseTotalSchema = z.object({ total: z.number().int() });

const participantIds = z.array(z.number().int().min(1).max(MAX_INT)).min(1).max(1000);

/** PUT data/licenses/clcourses/setlicensesapproved: approved at the day. */
export const approveClassroomLicensesSchema = z.object({ ids: participantIds, date: z.iso.date() });
export type ApproveClassroomLicenses = z.infer<typeof approveClassroomLicensesSchema>;

/**
 * PUT data/licenses/clcourses/cancel. Document 001 §4 asks a second time when the cancellation costs
 * anything; the server keeps that rule too: a selection whose fees add up to more than zero is
 * cancelled only with acceptCancellationFee.
 */
export const cancelClassroomLicensesSchema = z.object({ ids: participantIds, acceptCancellationFee: z.boolean().default(false) });
export type CancelClassroomLicenses = z.input<typeof cancelClassroomLicensesSchema>;

/** POST data/license/clcourse/{id}: participants on one instance of the course, each bought for a customer. */
export const addClassroomLicensesSchema = z.object({
  cliId: z.number().int().min(1).max(MAX_INT),
  usersWithCustomer: z
    .array(z.object({ userId: z.number().int().min(1).max(MAX_INT), customerId: z.number().int().min(1).max(MAX_INT).nullable() }))
    .min(1)
    .max(CLASSROOM_LICENSE_LIST_LIMIT),
  sendEmailNotification: z.boolean().default(false),
});
export type AddClassroomLicenses = z.input<typeof addClassroomLicensesSchema>;
export const addClassroomLicensesResponseSchema = z.object({
  created: classroomLicenseListSchema,
  /** Users already on the instance for the same customer (and not cancelled): nothing is added for them. */
  alreadyLicensed: z.array(z.number().int()),
});
export type AddClassroomLicensesResponse = z.infer<typeof addClassroomLicensesResponseSchema>;

const listCall = {
  area: 'classroom',
  method: 'GET',
  access: { roles: CUSTOMER_ADMINS },
  params: classroomLicenseCourseParamsSchema,
  query: classroomLicenseQuerySchema,
} as const;

/**
 * The classroom-course license list (document 001 §2, §4, §7 in the e-course list's shape): participants of a
 * course's instances. Both list paths answer alike, as for e-courses.
 */
export const classroomLicenseEndpoints = {
  list: defineEndpoint({ ...listCall, path: '/license/clcourse/:id', response: classroomLicenseListResponseSchema }),
  webList: defineEndpoint({ ...listCall, path: '/web/license/clcourse/:id', response: classroomLicenseListResponseSchema }),
  total: defineEndpoint({ ...listCall, path: '/license/clcourse/total/:id', response: classroomLicenseTotalSchema }),
  approve: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/licenses/clcourses/setlicensesapproved',
    access: { roles: COURSE_ADMINS },
    body: approveClassroomLicensesSchema,
    response: classroomLicenseListSchema,
  }),
  cancel: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/licenses/clcourses/cancel',
    access: { roles: COURSE_ADMINS },
    body: cancelClassroomLicensesSchema,
    response: classroomLicenseListSchema,
  }),
  add: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/license/clcourse/:id',
    access: { roles: COURSE_ADMINS },
    params: classroomLicenseCourseParamsSchema,
    body: addClassroomLicensesSchema,
    response: addClassroomLicensesResponseSchema,
  }),
  // Document 002 §7 lists licenseclassroomstatuses beside courseinstancestatuses; it sits beside that list's path.
  statuses: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/clicourses/licenseclassroomstatuses/',
    access: { roles: COURSE_RUNNERS },
    response: participantStatusListSchema,
  }),
};
