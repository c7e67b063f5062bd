// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema } from './course-params';

export const evaluationSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  starred: z.boolean(),
  answered: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const evaluationOverviewSchema = z.object({
  /** Rounded to 2 decimals; null without answers. */
  average: z.number().nullable(),
  /** Counts of 1 to 5 star ratings, index 0 being one star. */
  counts: z.array(z.number().int()).length(5),
  evaluations: z.array(evaluationSchema),
});
export type EvaluationOverview = z.infer<typeof evaluationOverviewSchema>;

export const evaluationParamsSchema = z.object({ evaluationId: z.coerce.number().int().min(1).max(2147483647) });
export const evaluationStarSchema = z.object({ starred: z.boolean() });

/** Document 000 §7: a course's evaluations with their average and counts; staff star the ones worth showing. */
export const courseEvaluationEndpoints = {
  overview: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/clcourses/:id/evaluations',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseIdParamsSchema,
    response: evaluationOverviewSchema,
  }),
  star: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/clcourses/evaluations/:evaluationId/starred',
    access: { roles: COURSE_ADMINS },
    params: evaluationParamsSchema,
    body: evaluationStarSchema,
    response: evaluationSchema,
  }),
};
