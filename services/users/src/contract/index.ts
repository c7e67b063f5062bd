// Browser-safe: zod schemas and types only.
import { customerContextSchema, learningSiteSchema } from '@atrium/service-core/contract';
import { z } from 'zod';

export const LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

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
export const userSelectItemSchema = z.object({ id: z.number().int(), uuid: z.uuid(), firstName: z.string(), lastName: z.string() });
export type UserSelectItem = z.infer<typeof userSelectItemSchema>;
export const userSelectItemListSchema = z.array(userSelectItemSchema);
