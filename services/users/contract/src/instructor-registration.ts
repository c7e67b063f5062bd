// Browser-safe: the instructor page's search for people and registration of a new one (document 002 §5
// "Instructor-assisted user search", §7 data/_search/classroom-instructor/users and
// data/instructors/classroom-management/add-user/{force}/{useDuplicate}, §9). People belong to the users area; the
// classroom area adds the person found or registered as a participant (decision 0227).
import { booleanish, COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { newUserResultSchema, newUserSchema } from './new-user';

// Document 002 §9: the instructor search answers at most INSTRUCTOR_USER_SEARCH_LIMIT (200, instructor-list.ts) people
// and says how many matched.

export const instructorUserSearchSchema = z.object({ query: z.string().trim().max(200) });

const customerOfPersonSchema = z.object({ customerId: z.number().int(), customerName: z.string() });

export const instructorUserHitSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** The customers the person is active at, for the participant's customer. */
  contexts: z.array(customerOfPersonSchema),
});
export type InstructorUserHit = z.infer<typeof instructorUserHitSchema>;

export const instructorUserSearchResultSchema = z.object({
  results: z.array(instructorUserHitSchema),
  /** More matched than were answered. */
  limited: z.boolean(),
  /** How many are answered. */
  hits: z.number().int(),
  /** How many matched. */
  total: z.number().int(),
});
export type InstructorUserSearchResult = z.infer<typeof instructorUserSearchResultSchema>;

/** Document 002 §7: on the instructor page the answer also carries the person's contexts, customer and id. */
export const instructorAddUserResultSchema = newUserResultSchema.extend({
  contexts: z.array(customerOfPersonSchema),
  customerId: z.number().int(),
  userId: z.number().int().nullable(),
});
export type InstructorAddUserResult = z.infer<typeof instructorAddUserResultSchema>;

/**
 * The instructor page registers a person for one course instance, at a customer already on it: the server holds the
 * page to what it offers (decision 0227).
 */
export const instructorAddUserSchema = newUserSchema.extend({ instanceId: z.number().int().min(1).max(2147483647) });

/** The customer named is not among the instance's customers. */
export const CUSTOMER_NOT_ON_COURSE = 'instructor-page.add.customerNotOnCourse';

export const instructorAddUserParamsSchema = z
  .object({ force: booleanish(), useDuplicate: booleanish() })
  .refine((flags) => !(flags.force && flags.useDuplicate), { path: ['useDuplicate'], message: 'validation.unknownChoice' });

const runnerCall = { area: 'users', access: { roles: COURSE_RUNNERS } } as const;

export const instructorRegistrationEndpoints = {
  search: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: '/data/_search/classroom-instructor/users',
    body: instructorUserSearchSchema,
    response: instructorUserSearchResultSchema,
  }),
  addUser: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: '/data/instructors/classroom-management/add-user/:force/:useDuplicate',
    params: instructorAddUserParamsSchema,
    body: instructorAddUserSchema,
    response: instructorAddUserResultSchema,
  }),
};
