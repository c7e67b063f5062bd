// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, CUSTOMER_ADMINS, customerContextSchema, defineEndpoint, learningSiteSchema } from '@atrium/core-contract';
import { z } from 'zod';
import { userSelectItemListSchema, userSelectItemSchema } from './user-select-item';

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
export const instructorSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
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

/** Message keys of a refused registration (409, and 400 for the customer). */
export const NEW_USER_EMAIL_TAKEN = 'users.new.emailTaken';
export const NEW_USER_CUSTOMER_CLOSED = 'users.new.customerClosed';

// The rules carry message keys: the picker's new-user form shows them as they are.
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.length.max');

/** A person registered from a user picker; they belong to customerId from the start. */
export const newUserSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredText(254).pipe(z.email('validation.email')),
  phone: z.string().trim().max(40, 'validation.length.max').optional(),
  customerId: z.number({ error: 'validation.required' }).int().min(1, 'validation.required'),
});
export type NewUser = z.output<typeof newUserSchema>;

/**
 * POST /api/users/data/users/new (document 001 §7 "new user"; the document gives no path). Without a flag a
 * possible duplicate stops the registration; useDuplicate takes that person instead, force registers anyway.
 */
export const newUserBodySchema = z
  .object({ force: z.boolean().default(false), useDuplicate: z.boolean().default(false), user: newUserSchema })
  .refine((body) => !(body.force && body.useDuplicate), { path: ['useDuplicate'], message: 'validation.unknownChoice' });
export type NewUserBody = z.input<typeof newUserBodySchema>;

/** Exactly one of possibleDuplicate and user is set. externalDuplicate is always false: there is no external user directory. */
export const newUserResultSchema = z.object({
  possibleDuplicate: userSelectItemSchema.nullable(),
  user: userSelectItemSchema.nullable(),
  externalDuplicate: z.boolean(),
});
export type NewUserResult = z.infer<typeof newUserResultSchema>;
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
