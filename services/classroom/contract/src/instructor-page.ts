// Browser-safe: the instructor's page of one course instance (document 002 §2 "Instructor page", §3, §4, §5 and §7
// "Instructor page"). Staff may open every instance; an instructor only those they teach.
import { COURSE_ADMINS, COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { PARTICIPANT_STATUSES } from './classroom-licenses';
import { instanceIdParamsSchema, updateWorkItemSchema, workItemSchema } from './classroom-management';
import { instanceTestsSchema } from './instance-tests';
import { linkedLessonSchema } from './course-lessons';

const MAX_INT = 2147483647;
const id = () => z.coerce.number().int().min(1).max(MAX_INT);
/** In a JSON body a number is a number: true is not 1. */
const bodyId = () => z.number().int().min(1).max(MAX_INT);
/** Document 002 §5: an empty result is sent as null. */
const score = () => z.number().int().min(0).max(100_000).nullable();

/** Document 002 §4/§9: the saved icon shows for 1 second after results are saved. */
export const RESULTS_SAVED_ICON_MS = 1000;
/** Document 002 §9: the signature pad's default size and pen widths. */
export const SIGNATURE_PAD = { width: 568, height: 220, minWidth: 0.5, maxWidth: 2.5 } as const;
/** A drawn signature as a PNG data URL; 600 kB is far above what the pad draws. */
export const SIGNATURE_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const instructorParticipantSchema = z.object({
  license: z.object({
    id: z.number().int(),
    uuid: z.string(),
    userId: z.number().int(),
    customerId: z.number().int().nullable(),
    status: z.enum(PARTICIPANT_STATUSES),
    pretest: z.number().int().nullable(),
    posttest: z.number().int().nullable(),
  }),
  user: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** The work e-mail at the participant's customer (document 002 §3), which the mass e-mail adds on request. */
    workEmail: z.string().nullable(),
  }),
  customerName: z.string().nullable(),
  /** Where the signature image is read, when the participant has signed. */
  signatureFileUrl: z.string().nullable(),
  /** When the signature was drawn and its SHA-256, so a later change is visible. */
  signature: z.object({ signedAt: z.string(), sha256: z.string() }).nullable(),
  /** Document 002 §3: the evaluation form sent, answered or not; null when none was sent. */
  evaluation: z.object({ answered: z.boolean() }).nullable(),
});
export type InstructorParticipant = z.infer<typeof instructorParticipantSchema>;

export const instructorCourseSchema = z.object({
  details: z.object({
    instanceId: z.number().int(),
    instanceUUID: z.string(),
    courseUUID: z.string(),
    title: z.string(),
    status: z.number().int(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    participantListCode: z.string(),
    externalInfo: z.string().nullable(),
    courseReportComments: z.object({ customerComment: z.string().nullable(), internalComment: z.string().nullable() }),
    prePostTestScore: z.object({
      preScore: z.number().int(),
      postScore: z.number().int(),
      instanceHasPreScore: z.boolean(),
      instanceHasPostScore: z.boolean(),
    }),
    /** Document 002 §3: the pre-test and exams with their question sets (decision 0227). */
    classroomCourseTests: instanceTestsSchema,
    happenings: z.array(
      z.object({
        /** The happening, which an instructor of it may cancel themselves from (decision 0244). */
        id: z.number().int(),
        date: z.string(),
        fromTime: z.string(),
        toTime: z.string(),
        instructors: z.string(),
        instructorIds: z.array(z.number().int()),
        room: z.string().nullable(),
      }),
    ),
  }),
  workItems: z.array(workItemSchema),
  participants: z.array(instructorParticipantSchema),
  /** Document 002 §2: the course's linked e-learning lessons, when linking is allowed (decision 0244). */
  linkedLessons: z.array(linkedLessonSchema),
});
export type InstructorCourse = z.infer<typeof instructorCourseSchema>;

/** Document 002 §4: an instructor may choose any status but coursecancelled and cancelled. */
export const instructorStatusSchema = z.enum(PARTICIPANT_STATUSES).exclude(['cancelled', 'coursecancelled']);
export type InstructorStatus = z.infer<typeof instructorStatusSchema>;
const instructorStatus = instructorStatusSchema;

export const statusUpdateSchema = z.object({ status: instructorStatus, ids: z.array(bodyId()).min(1, 'notification.nousers').max(500) });
export const participantItemSchema = z.object({ licenseStatus: instructorStatus, pretest: score(), posttest: score() });
export const licenseParamsSchema = z.object({ licenseId: id() });
export const editResultsSchema = z.object({
  participants: z
    .array(z.object({ id: bodyId(), pretest: score(), posttest: score() }))
    .min(1)
    .max(500),
});
/** Document 002 §5: the pre/post score update sends 0 for an empty score. */
export const prePostScoreSchema = z.object({
  cliCourseId: bodyId(),
  preScore: z.number().int().min(0).max(100_000),
  postScore: z.number().int().min(0).max(100_000),
});
export const addSignatureSchema = z.object({
  licenseId: bodyId(),
  dataUrl: z.string().max(600_000).regex(SIGNATURE_DATA_URL, 'a PNG data URL'),
});
/** Document 002 §7 addParticipants from the instructor page: the person found or registered, at their customer. */
export const instructorAddParticipantSchema = z.object({
  participants: z
    .array(z.object({ userId: bodyId(), customerId: bodyId().nullable() }))
    .min(1, 'notification.nousers')
    .max(50),
});
export const instructorAddedParticipantsSchema = z.object({
  added: z.array(instructorParticipantSchema),
  /** Already attending for the same customer: nobody was added for them (notification.useralready). */
  alreadyAdded: z.array(z.number().int()),
});
export const customerCommentsSchema = z.object({ customerComments: z.string().max(10_000) });
export const internalCommentsSchema = z.object({ internalComments: z.string().max(10_000) });

/** Decision 0244: an instructor leaves one or more of their course dates, with a word for course staff. */
export const cancelMeSchema = z.object({
  happeningIds: z.array(bodyId()).min(1).max(100),
  comment: z.string().trim().max(2000).default(''),
});
export const cancelMeResultSchema = z.object({
  /** False when the instructor now teaches no date of the instance: the page is no longer theirs. */
  stillTeaching: z.boolean(),
});
/** Decision 0244: for course staff, who left which date of the instance, when and why. */
export const instructorCancellationsSchema = z.array(
  z.object({
    instructorId: z.number().int(),
    name: z.string(),
    date: z.string(),
    fromTime: z.string(),
    toTime: z.string(),
    cancelledAt: z.string(),
    comment: z.string().nullable(),
  }),
);

const base = '/data/instructors/classroom-management';
const runners = { roles: COURSE_RUNNERS };

export const instructorPageEndpoints = {
  course: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: `${base}/:instanceId`,
    access: runners,
    params: instanceIdParamsSchema,
    response: instructorCourseSchema,
  }),
  statusUpdate: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/participantlist-licenses-status-update`,
    access: runners,
    body: statusUpdateSchema,
  }),
  participantItem: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/participantlist-item/:licenseId`,
    access: runners,
    params: licenseParamsSchema,
    body: participantItemSchema,
    response: instructorParticipantSchema,
  }),
  editResults: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/:instanceId/editResults',
    access: runners,
    params: instanceIdParamsSchema,
    body: editResultsSchema,
  }),
  prePostScore: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/clicourse/pre-post-score/update',
    access: runners,
    body: prePostScoreSchema,
  }),
  addSignature: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/add-signature`,
    access: runners,
    body: addSignatureSchema,
    response: z.object({ signatureFileUrl: z.string() }),
  }),
  updateWorkItem: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/:instanceId/update-work-item`,
    access: runners,
    params: instanceIdParamsSchema,
    body: updateWorkItemSchema,
    response: workItemSchema,
  }),
  finalize: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/:instanceId/finalize`,
    access: runners,
    params: instanceIdParamsSchema,
  }),
  /** Without the course confirmation e-mail and as a free licence (sendmail=false, forcelicense=true); seats still count. */
  addParticipants: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/:instanceId/addParticipants`,
    access: runners,
    params: instanceIdParamsSchema,
    body: instructorAddParticipantSchema,
    response: instructorAddedParticipantsSchema,
  }),
  customerComments: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/clicourse/course-report-customer-comments/update/:instanceId',
    access: runners,
    params: instanceIdParamsSchema,
    body: customerCommentsSchema,
  }),
  /** Decision 0244: the signed-in instructor cancels their own part in course dates; course staff are told. */
  cancelMe: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: `${base}/:instanceId/cancel-me`,
    access: runners,
    params: instanceIdParamsSchema,
    body: cancelMeSchema,
    response: cancelMeResultSchema,
  }),
  cancellations: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/classroom-management/:instanceId/instructor-cancellations',
    access: { roles: COURSE_ADMINS },
    params: instanceIdParamsSchema,
    response: instructorCancellationsSchema,
  }),
  internalComments: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/clicourse/course-report-internal-comments/update/:instanceId',
    access: runners,
    params: instanceIdParamsSchema,
    body: internalCommentsSchema,
  }),
};

/** The signature image of a participant (a plain route: the answer is a PNG). */
export const signatureImagePath = (licenseId: number) => `/api/classroom${base}/signature/${licenseId}`;
