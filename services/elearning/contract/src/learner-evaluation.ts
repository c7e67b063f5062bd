import { z } from 'zod';
import { defineEndpoint } from '@atrium/core-contract';
import { idParam } from './ids';
import { LEARNER_EVALUATION_PATH } from './runtime-constants';

/** Whether the holder of a license may evaluate its course (issue 22 point 9). */
export const EVALUATION_STATES = ['open', 'given', 'closed'] as const;
export const evaluationStateSchema = z.enum(EVALUATION_STATES);
export type EvaluationState = z.infer<typeof evaluationStateSchema>;

/** A comment is a few sentences; the evaluation screen shows it whole. */
export const EVALUATION_COMMENT_MAX = 2000;

export const learnerEvaluationParamsSchema = z.object({ licenseId: idParam() });

export const learnerEvaluationBodySchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(EVALUATION_COMMENT_MAX).default(''),
});
export type LearnerEvaluationBody = z.input<typeof learnerEvaluationBodySchema>;

/**
 * A license's evaluation as its holder sees it: `open` once the course is completed (unless the course sets
 * disableEvaluation), `given` after the one answer a license takes, `closed` otherwise.
 */
export const learnerEvaluationSchema = z.object({
  licenseId: z.number().int(),
  courseName: z.string(),
  state: evaluationStateSchema,
  given: z.object({ rating: z.number().int(), comment: z.string(), created: z.string() }).nullable(),
});
export type LearnerEvaluation = z.infer<typeof learnerEvaluationSchema>;

/** The messages a refused answer carries (message keys the screens translate). */
export const LEARNER_EVALUATION_REFUSALS = {
  notCompleted: 'evaluation.refused.notCompleted',
  disabled: 'evaluation.refused.disabled',
  alreadyGiven: 'evaluation.refused.alreadyGiven',
} as const;

/** Only the license's holder reads or answers; the user comes from the session. */
export const learnerEvaluationEndpoints = {
  get: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: LEARNER_EVALUATION_PATH,
    access: 'authenticated',
    params: learnerEvaluationParamsSchema,
    response: learnerEvaluationSchema,
  }),
  give: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: LEARNER_EVALUATION_PATH,
    access: 'authenticated',
    params: learnerEvaluationParamsSchema,
    body: learnerEvaluationBodySchema,
    response: learnerEvaluationSchema,
    status: 201,
  }),
};
