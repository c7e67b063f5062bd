// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, CUSTOMER_ADMINS, customerContextSchema, defineEndpoint, learningSiteSchema } from '@atrium/core-contract';
import { z } from 'zod';
import { userSelectItemListSchema } from './user-select-item';
import { newUserBodySchema, newUserResultSchema } from './new-user';

import { localeSchema } from './locale';
export { LOCALES, localeSchema, type Locale } from './locale';

export const loginBodySchema = z.object({
  /** A username or an e-mail address. */
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const activeCustomerBodySchema = z.object({ customerId: z.number().int() });
export type ActiveCustomerBody = z.infer<typeof activeCustomerBodySchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  contexts: z.array(customerContextSchema),
  activeCustomerId: z.number().int().nullable(),
  learningSite: learningSiteSchema,
  locale: localeSchema,
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/users/instructors: users holding instructor or instructor_external in any active context. */
export const instructorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Whether the users area holds the instructor's photo and signature (decision 0207), shown at instructorFilePath. */
  photo: z.boolean(),
  signature: z.boolean(),
});
export type Instructor = z.infer<typeof instructorSchema>;
export const instructorListSchema = z.array(instructorSchema);

/** GET /api/users/data/users/search (document 001 §7, §9: the user picker lists 10, or 25 in the company area). */
export const USER_SEARCH_DEFAULT_LIMIT = 10;
export const USER_SEARCH_MAX_LIMIT = 25;
export const userSearchQuerySchema = z.object({
  /** Part of the name, username or e-mail; the picker searches from 2 characters. */
  q: z.string().trim().min(2).max(200),
  limit: z.coerce.number().int().min(1).max(USER_SEARCH_MAX_LIMIT).default(USER_SEARCH_DEFAULT_LIMIT),
});
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;
export { userSelectItemListSchema, userSelectItemSchema, type UserSelectItem } from './user-select-item';

export * from './new-user';

/** The people pickers of every area (document 001 §7): search, register a new person, the instructors. */
export const userPickerEndpoints = {
  search: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/users/search',
    access: { roles: CUSTOMER_ADMINS },
    query: userSearchQuerySchema,
    response: userSelectItemListSchema,
  }),
  register: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/users/new',
    access: { roles: CUSTOMER_ADMINS },
    body: newUserBodySchema,
    response: newUserResultSchema,
  }),
  /** People holding instructor or instructor_external in an active context, for the classroom area's pickers. */
  instructors: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/instructors',
    access: { roles: COURSE_ADMINS },
    response: instructorListSchema,
  }),
};

export * from './password-reset';
export * from './instructor-list';
export * from './atrium-user-search';
export * from './user-administration';
export * from './user-merge';
export * from './person-records';
export * from './person-export';
export * from './user-notifications';
export * from './instructor-files';
export * from './disabled-user-fields';
export * from './person-audit';
export * from './enter-context';
export * from './crm-customer-sync';
export * from './contractor-portal';
export * from './company-people';
export * from './user-mass-import';
export * from './instructor-registration';
