// Browser-safe: evaluations of a course instance (document 002 §2 "/classroom-management/{instanceId}/evaluations",
// §3 "Evaluation entry" and "Evaluation overview", §4 "Sending evaluations", §5, §7, §9; decision 0173). Participants
// answer a learners' form reached by a single-use link; staff may type in paper evaluations.
import { COURSE_ADMINS, COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { instanceIdParamsSchema } from './classroom-management';

const MAX_INT = 2147483647;
const bodyId = () => z.number().int().min(1).max(MAX_INT);
/** Document 002 §9: the rating scale. */
export const RATING_SCALE = [1, 2, 3, 4, 5] as const;
const rating = () => z.number().int().min(1).max(5);
/** Document 002 §9: the chart of the evaluation screen. */
export const EVALUATION_CHART = { width: 450, height: 280 } as const;
/** Document 002 §4: a participant may be sent the form only with one of these statuses. */
export const EVALUATION_STATUSES = ['approved', 'signed'] as const;

export const instructorRatingSchema = z.object({ instructorId: z.number().int(), rating: z.number().int() });

export const instanceEvaluationSchema = z.object({
  id: z.number().int(),
  ratingCourse: z.number().int().nullable(),
  ratingCanteen: z.number().int().nullable(),
  ratingReception: z.number().int().nullable(),
  /** The place rating of the answer: the mean of canteen and reception, to 2 decimals; null when neither. */
  coursePlaceRating: z.number().nullable(),
  comment: z.string(),
  evaluationInstructors: z.array(instructorRatingSchema),
  /** When answered; an entry staff typed in counts as answered when entered. */
  answered: z.string(),
  /** True for an entry staff typed in from paper. */
  entered: z.boolean(),
});
export type InstanceEvaluation = z.infer<typeof instanceEvaluationSchema>;

export const evaluationInstructorSchema = z.object({ id: z.number().int(), name: z.string() });

export const instanceEvaluationOverviewSchema = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  startDate: z.string().nullable(),
  coursePlaceId: z.number().int().nullable(),
  instructors: z.array(evaluationInstructorSchema),
  evaluations: z.array(instanceEvaluationSchema),
  /** Averages to 2 decimals (document 002 §9), null without ratings. */
  averages: z.object({
    course: z.number().nullable(),
    coursePlace: z.number().nullable(),
    instructors: z.array(z.object({ instructorId: z.number().int(), average: z.number().nullable() })),
  }),
  /** How many were sent the form and have not answered yet. */
  awaiting: z.number().int(),
});
export type InstanceEvaluationOverview = z.infer<typeof instanceEvaluationOverviewSchema>;

const instructorRatings = z
  .array(z.object({ instructorId: bodyId(), rating: rating() }))
  .max(50)
  .refine((list) => new Set(list.map((entry) => entry.instructorId)).size === list.length, 'an instructor once');

/** Document 002 §3 "Evaluation entry": course, instructor, kantine and resepsjon; §5: at least one of them. */
export const evaluationEntrySchema = z
  .object({
    course: rating().nullable().default(null),
    instructor: z.object({ instructorId: bodyId(), rating: rating() }).nullable().default(null),
    kantine: rating().nullable().default(null),
    resepsjon: rating().nullable().default(null),
    comment: z.string().trim().max(4000).default(''),
  })
  .refine((entry) => entry.course !== null || entry.instructor !== null || entry.kantine !== null || entry.resepsjon !== null, {
    message: 'evaluations.invalid.noRating',
    path: ['course'],
  });
export type EvaluationEntry = z.input<typeof evaluationEntrySchema>;

/** Document 002 §7: the participants to send the form to, by their licence and user uuid. */
export const sendEvaluationsSchema = z
  .array(z.object({ licenseUUID: z.uuid(), userUUID: z.string().max(100).optional() }))
  .min(1, 'notification.nousers')
  .max(500);
/** Keyed by licence uuid: whether the participant has answered (false right after sending). */
export const evaluationStateSchema = z.record(z.string(), z.object({ answered: z.boolean() }));
export type EvaluationState = z.infer<typeof evaluationStateSchema>;

/** The single-use token of a learners' form link: 32 random bytes, base64url. */
export const evaluationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'an evaluation link token') });

export const evaluationFormSchema = z.object({
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  coursePlaceName: z.string().nullable(),
  participantName: z.string().nullable(),
  instructors: z.array(evaluationInstructorSchema),
  /** True once answered: the link works once. */
  answered: z.boolean(),
});
export type EvaluationForm = z.infer<typeof evaluationFormSchema>;

export const evaluationAnswerSchema = z.object({
  ratingCourse: rating(),
  ratingCanteen: rating().nullable().default(null),
  ratingReception: rating().nullable().default(null),
  instructors: instructorRatings.default([]),
  comment: z.string().trim().max(4000).default(''),
});
export type EvaluationAnswer = z.input<typeof evaluationAnswerSchema>;

/** Message keys of refusals (409). */
export const EVALUATION_ERRORS = {
  notSendable: 'evaluations.error.notSendable',
  answered: 'evaluations.error.answered',
  unknownInstructor: 'evaluations.error.unknownInstructor',
} as const;

export const instanceEvaluationEndpoints = {
  /** Document 002 §7 GET {instance}/evaluation: the overview both evaluation screens show. */
  overview: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/classroom-management/:instanceId/evaluation',
    access: { roles: COURSE_RUNNERS },
    params: instanceIdParamsSchema,
    response: instanceEvaluationOverviewSchema,
  }),
  /** Document 002 §7 POST {instance}/evaluation: staff type in an evaluation from paper. */
  enter: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/:instanceId/evaluation',
    access: { roles: COURSE_ADMINS },
    params: instanceIdParamsSchema,
    body: evaluationEntrySchema,
    response: instanceEvaluationSchema,
    status: 201,
  }),
  send: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/sendEvaluations/:instanceId',
    access: { roles: COURSE_RUNNERS },
    params: instanceIdParamsSchema,
    body: sendEvaluationsSchema,
    response: evaluationStateSchema,
  }),
  state: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/classroom-management/updateEvaluationsForInstance/:instanceId',
    access: { roles: COURSE_RUNNERS },
    params: instanceIdParamsSchema,
    response: evaluationStateSchema,
  }),
  /** The learners' form, opened from the e-mail without signing in. */
  form: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/web/evaluation/:token',
    access: 'public',
    params: evaluationTokenParamsSchema,
    response: evaluationFormSchema,
  }),
  answer: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/web/evaluation/:token',
    access: 'public',
    params: evaluationTokenParamsSchema,
    body: evaluationAnswerSchema,
  }),
};
