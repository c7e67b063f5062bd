import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { MAX_INT } from './ids';

export const evaluatedCourseParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_INT) });

/** Document 001 §3 "Evaluation", plus the course it belongs to. */
export const ecourseEvaluationSchema = z.object({
  uuid: z.uuid(),
  licenseId: z.number().int(),
  ecourseId: z.number().int(),
  created: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  starred: z.boolean(),
});
export type EcourseEvaluation = z.infer<typeof ecourseEvaluationSchema>;
export const ecourseEvaluationListSchema = z.array(ecourseEvaluationSchema);

/** Both ends inclusive; either may be left out for an open range. */
export const evaluationRangeQuerySchema = z
  .object({ fromDate: z.iso.date().optional(), toDate: z.iso.date().optional() })
  .refine((range) => !range.fromDate || !range.toDate || range.fromDate <= range.toDate, {
    message: 'validation.date.beforeStart',
    path: ['toDate'],
  });
export type EvaluationRangeQuery = z.infer<typeof evaluationRangeQuerySchema>;

export const evaluationUuidParamsSchema = z.object({ uuid: z.uuid() });
export const evaluationStarredBodySchema = z.object({ starred: z.boolean() });

/** Document 001 §3 "Rating aggregate": how many evaluations of a course gave each rating. */
export const ratingAggregateSchema = z.object({ courseId: z.number().int(), rating: z.number().int(), count: z.number().int() });
export type RatingAggregate = z.infer<typeof ratingAggregateSchema>;
export const ratingAggregateListSchema = z.array(ratingAggregateSchema);

const admins = { roles: COURSE_ADMINS };

export const evaluationEndpoints = {
  /** A course's evaluations, newest first. */
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/evaluations',
    access: admins,
    params: evaluatedCourseParamsSchema,
    query: evaluationRangeQuerySchema,
    response: ecourseEvaluationListSchema,
  }),
  star: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/evaluations/:uuid/starred',
    access: admins,
    params: evaluationUuidParamsSchema,
    body: evaluationStarredBodySchema,
    response: ecourseEvaluationSchema,
  }),
  ratings: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/ratings',
    access: admins,
    response: ratingAggregateListSchema,
  }),
};
