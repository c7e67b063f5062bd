// Browser-safe: staff management of one course instance (document 002 §2 "/classroom-management/{instanceId}",
// §3 "Course overview", §4, §5 and §7 "Classroom management of an instance"). The document's `?cmd=` calls are
// one path each under the instance (decision 0170): POST data/classroom-management/{instanceId}/{cmd}.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { PARTICIPANT_STATUSES } from './classroom-licenses';

const MAX_INT = 2147483647;
const id = () => z.coerce.number().int().min(1).max(MAX_INT);
/** In a JSON body a number is a number: true is not 1. */
const bodyId = () => z.number().int().min(1).max(MAX_INT);

/** The tabs of the staff screen; the chosen one is kept for the browser session, pre by default (document 002 §9). */
export const MANAGEMENT_TABS = ['pre', 'post', 'files', 'courseManuals', 'emails'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

/**
 * The work items of an instance (document 002 §3, §4; 003 §4), grouped before and after the course. The
 * document names acceptCourseMaterials, registerResults, uploadPreTest, uploadPostTest, uploadScannedEvaluations
 * and signParticipantList; the pre list's flags (materials sent, information sent, instance created or
 * updated) are the pre items' other keys (decision 0171).
 */
export const PRE_WORK_ITEMS = ['instanceCreatedUpdated', 'informationSent', 'materialsSent', 'acceptCourseMaterials'] as const;
export const POST_WORK_ITEMS = [
  'signParticipantList',
  'registerResults',
  'uploadPreTest',
  'uploadPostTest',
  'uploadScannedEvaluations',
  'courseReportSent',
] as const;
export const WORK_ITEM_KEYS = [...PRE_WORK_ITEMS, ...POST_WORK_ITEMS] as const;
export type WorkItemKey = (typeof WORK_ITEM_KEYS)[number];

export const instanceIdParamsSchema = z.object({ instanceId: id() });

export const managedParticipantSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  userId: z.number().int(),
  /** From the users area; null when it does not know the person. */
  name: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** 'YYYY-MM-DD' when approved. */
  approved: z.string().nullable(),
  /** The registered results (points), null when none. */
  pretest: z.number().int().nullable(),
  posttest: z.number().int().nullable(),
  /** Minor units owed when cancelled under the cancellation rules. */
  cancellationFee: z.number().int(),
  asPartOfCourseProgram: z.boolean(),
  created: z.string(),
});
export type ManagedParticipant = z.infer<typeof managedParticipantSchema>;

export const waitingListEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  /** 1 is first in the queue. */
  place: z.number().int(),
  /** When a freed seat was offered to this person (by e-mail), if it was. */
  offered: z.string().nullable(),
  created: z.string(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const reservationSchema = z.object({ id: z.number().int(), seats: z.number().int(), comment: z.string().nullable() });
export type Reservation = z.infer<typeof reservationSchema>;

export const workItemSchema = z.object({
  key: z.enum(WORK_ITEM_KEYS),
  /** true done, false not done, null not decided (undefined in the document). */
  done: z.boolean().nullable(),
  by: z.number().int().nullable(),
  timestamp: z.string().nullable(),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const seatSummarySchema = z.object({
  maxParticipants: z.number().int().nullable(),
  attendees: z.number().int(),
  reservedSeats: z.number().int(),
  /** maxParticipants minus attendees minus reserved seats; null without a maximum. */
  seatsAvailable: z.number().int().nullable(),
});

export const courseOverviewSchema = z.object({
  instanceId: z.number().int(),
  details: z.object({
    courseId: z.number().int(),
    title: z.string(),
    status: z.number().int(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    seats: seatSummarySchema,
    blockNotifications: z.boolean(),
    instanceHasPreScore: z.boolean(),
    instanceHasPostScore: z.boolean(),
  }),
  participants: z.object({
    attending: z.array(managedParticipantSchema),
    waitingList: z.array(waitingListEntrySchema),
    reservations: z.array(reservationSchema),
    cancelled: z.array(managedParticipantSchema),
  }),
  workItems: z.object({
    items: z.array(workItemSchema),
    packagedMaterials: z.object({ count: z.number().int().nullable(), extraInfo: z.string().nullable() }),
  }),
  externalInfo: z.string().nullable(),
  internalInfo: z.string().nullable(),
  /** Document 002 §3 bedriftsinternt: the customer of an in-company course and its contacts; null for an open course. */
  bedriftsinternt: z
    .object({
      customerId: z.number().int(),
      customerName: z.string().nullable(),
      contact: z.string().nullable(),
      contactEmail: z.string().nullable(),
      reportContactEmail: z.string().nullable(),
    })
    .nullable(),
});
export type CourseOverview = z.infer<typeof courseOverviewSchema>;

const participantIds = z.array(bodyId()).max(500);

export const cancelParticipationSchema = z.object({
  participants: participantIds.min(1, 'notification.nousers'),
  /** Cancels free of the cancellation fee (document 002 §2). */
  ignoreCancellationRules: z.boolean().default(false),
});
export const cancelledParticipantsSchema = z.object({ cancelled: z.array(managedParticipantSchema) });

/** Document 002 §5: seats from 1 up to the available seats (checked on the server), default 1, and a comment. */
export const makeReservationSchema = z.object({
  seats: z.number().int().min(1).max(10_000).default(1),
  comment: z.string().trim().max(500).default(''),
});
export const reservationParamsSchema = instanceIdParamsSchema.extend({ reservationId: id() });

export const addManagedParticipantsSchema = z.object({
  participants: z
    .array(z.object({ userId: bodyId(), customerId: bodyId().nullable() }))
    .min(1, 'notification.nousers')
    .max(200),
  /** Document 002 §7: sendmail=true by default; the notice is held back while notifications are blocked. */
  sendmail: z.boolean().default(true),
});
export const addedParticipantsSchema = z.object({
  added: z.array(managedParticipantSchema),
  /** Users already on the course for the same customer (document 002 §4): nothing was added for them. */
  alreadyAdded: z.array(z.number().int()),
});

export const packagedMaterialsSchema = z.object({
  count: z.number().int().min(0).max(100_000).nullable(),
  extraInfo: z.string().trim().max(2000).nullable(),
});
export const instanceInfoSchema = z.object({ info: z.string().max(10_000) });
export const blockNotificationsSchema = z.object({ block: z.boolean() });
export const updateWorkItemSchema = z.object({ key: z.enum(WORK_ITEM_KEYS), done: z.boolean().nullable() });
export const sentCountSchema = z.object({ sent: z.number().int() });

export const waitingListParamsSchema = instanceIdParamsSchema.extend({ userId: id() });
export const addToWaitingListSchema = z.object({ userId: bodyId(), customerId: bodyId().nullable() });

/** Copy as free licenses, or move: the participants of `from` named, into `to` (document 002 §5). */
export const transferParamsSchema = z.object({ from: id(), to: id() });
export const transferParticipantsSchema = z.object({ participants: participantIds.min(1, 'notification.nousers') });
export const transferResultSchema = z.object({
  /** The new participants of the target instance. */
  added: z.array(managedParticipantSchema),
  /** Users dropped because they already attend or wait on the target for the same customer. */
  alreadyPresent: z.array(z.number().int()),
  /** Users dropped for want of seats (copy only keeps as many as the free seats). */
  noSeat: z.array(z.number().int()),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

export const cancelCourseSchema = z.object({ id: bodyId() });
export const cancelCourseResultSchema = z.object({ cancelledParticipants: z.number().int(), notified: z.number().int() });

export const sentEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  created: z.string(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
export const emailParamsSchema = z.object({ emailId: id() });
export const resendEmailSchema = z.object({ to: z.string().trim().toLowerCase().pipe(z.email()) });

/** A result as registered: a whole number of points, or none. */
const score = () => z.number().int().min(0).max(100_000).nullable();

/**
 * Document 002 §7 editParticipants, one change each: an attending participant's customer, status and results, or a
 * waiting-list entry's customer. Names belong to the users area and are changed there (decision 0225); cancelling
 * has its own call with its rules, so a cancelled status is refused here.
 */
export const participantEditSchema = z.object({
  userUpdate: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('participant'),
      id: bodyId(),
      status: z.enum(PARTICIPANT_STATUSES).exclude(['cancelled', 'coursecancelled']),
      pretest: score(),
      posttest: score(),
    }),
    z.object({ type: z.literal('waitingList'), id: bodyId() }),
  ]),
  customerId: bodyId().nullable(),
});
export type ParticipantEdit = z.infer<typeof participantEditSchema>;
export const editParticipantsSchema = z.object({ participants: z.array(participantEditSchema).min(1, 'notification.nousers').max(500) });

/** Document 002 §7 sendPostCourseInfoToCustomerContactPerson: the names of the two PDFs sent. */
export const postCourseInfoResultSchema = z.object({ courseReportName: z.string(), participantsListName: z.string() });

const base = '/data/classroom-management/:instanceId';
const staff = { roles: COURSE_ADMINS };
const command = <B extends z.ZodType, R extends z.ZodType | undefined>(cmd: string, body: B, response?: R) =>
  defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/${cmd}`,
    access: staff,
    params: instanceIdParamsSchema,
    body,
    response,
  });

export const classroomManagementEndpoints = {
  overview: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: base,
    access: staff,
    params: instanceIdParamsSchema,
    response: courseOverviewSchema,
  }),
  cancelParticipation: command('cancelParticipation', cancelParticipationSchema, cancelledParticipantsSchema),
  makeReservation: command('makeReservation', makeReservationSchema, reservationSchema),
  cancelReservation: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/cancelReservation/:reservationId`,
    access: staff,
    params: reservationParamsSchema,
  }),
  addParticipants: command('addParticipants', addManagedParticipantsSchema, addedParticipantsSchema),
  sendCourseConfirmation: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/sendCourseConfirmation`,
    access: staff,
    params: instanceIdParamsSchema,
    response: sentCountSchema,
  }),
  editParticipants: command('editParticipants', editParticipantsSchema),
  sendParticipantListToInstructor: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/sendParticipantListToInstructor`,
    access: staff,
    params: instanceIdParamsSchema,
    response: sentCountSchema,
  }),
  sendPostCourseInfoToCustomerContactPerson: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/sendPostCourseInfoToCustomerContactPerson`,
    access: staff,
    params: instanceIdParamsSchema,
    response: postCourseInfoResultSchema,
  }),
  updatePackagedMaterials: command('updatePackagedMaterials', packagedMaterialsSchema),
  editExternalInfo: command('editExternalInfo', instanceInfoSchema),
  editInternalInfo: command('editInternalInfo', instanceInfoSchema),
  blockNotifications: command('blockNotifications', blockNotificationsSchema),
  updateWorkItem: command('updateWorkItem', updateWorkItemSchema, workItemSchema),
  waitingList: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/classroomCourse/:instanceId/waitingList',
    access: staff,
    params: instanceIdParamsSchema,
    response: z.array(waitingListEntrySchema),
  }),
  addToWaitingList: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroomCourse/:instanceId/waitingList',
    access: staff,
    params: instanceIdParamsSchema,
    body: addToWaitingListSchema,
    response: waitingListEntrySchema,
    status: 201,
  }),
  removeFromWaitingList: defineEndpoint({
    area: 'classroom',
    method: 'DELETE',
    path: '/data/classroomCourse/:instanceId/waitingList/:userId',
    access: staff,
    params: waitingListParamsSchema,
  }),
  copyAsFreeLicenses: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/addFromCourse/:from/addFreeLicensesInCourse/:to',
    access: staff,
    params: transferParamsSchema,
    body: transferParticipantsSchema,
    response: transferResultSchema,
  }),
  moveParticipants: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/moveParticipants/fromCourse/:from/toCourse/:to',
    access: staff,
    params: transferParamsSchema,
    body: transferParticipantsSchema,
    response: transferResultSchema,
  }),
  cancelCourse: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/clicourse/cancel',
    access: staff,
    body: cancelCourseSchema,
    response: cancelCourseResultSchema,
  }),
  emailsSent: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: `${base}/emails-sent`,
    access: staff,
    params: instanceIdParamsSchema,
    response: z.array(sentEmailSchema),
  }),
  resendEmail: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/resend-email/:emailId',
    access: staff,
    params: emailParamsSchema,
    body: resendEmailSchema,
    response: sentEmailSchema,
  }),
};
