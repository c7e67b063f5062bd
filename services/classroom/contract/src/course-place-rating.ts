// Browser-safe: a venue's ratings from the course-place rating of evaluations (document 003 §2, §7, §9).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { coursePlaceParamsSchema } from './course-place';

/** Document 003 §9: the default period runs from the start of this year to today (ISO dates). */
export function defaultRatingPeriod(today: Date = new Date()): { fromDate: string; toDate: string } {
  const toDate = today.toISOString().slice(0, 10);
  return { fromDate: `${toDate.slice(0, 4)}-01-01`, toDate };
}

export const coursePlaceRatingQuerySchema = z
  .object({ fromDate: z.iso.date(), toDate: z.iso.date() })
  .refine((period) => period.fromDate <= period.toDate, { message: 'course-place.invalid.period', path: ['toDate'] });

export const coursePlaceRatingSchema = z.object({
  coursePlaceId: z.number().int(),
  /** The average to 2 decimals, null without ratings. */
  value: z.number().nullable(),
  count: z.number().int(),
  /** How many ratings gave 1, 2, 3, 4 and 5 stars. */
  counts: z.array(z.number().int()).length(5),
});
export type CoursePlaceRating = z.infer<typeof coursePlaceRatingSchema>;

export const coursePlaceRatingEntrySchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  ratedAt: z.string(),
  instanceId: z.number().int().nullable(),
});
export type CoursePlaceRatingEntry = z.infer<typeof coursePlaceRatingEntrySchema>;

export const coursePlaceRatingEndpoints = {
  /** Rating per place: average, count and the count per star in the period. */
  summary: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/course-places/:id/rating',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    query: coursePlaceRatingQuerySchema,
    response: coursePlaceRatingSchema,
  }),
  /** The ratings list: each rating in the period, newest first. */
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/course-places/:id/ratings',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    query: coursePlaceRatingQuerySchema,
    response: z.array(coursePlaceRatingEntrySchema),
  }),
};
