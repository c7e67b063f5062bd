// Browser-safe: the platform-admin user search (document 002 §2 "/{product}usersearch", §4 "User and context", §9).
import { booleanish, CUSTOMER_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 002 §9: a search answers at most 500 people. */
export const ATRIUM_USER_SEARCH_LIMIT = 500;
/** Document 002 §9: a stored result is searched again on open only when it holds fewer than 50. */
export const ATRIUM_USER_SEARCH_RERUN_BELOW = 50;
export const ATRIUM_USER_SEARCH_PAGE_SIZES = [25, 50, 100] as const;

/** relevance: exact match first, then name (document 002 §2, §9); the others are the grid's sortable columns. */
export const ATRIUM_USER_SEARCH_SORTS = ['relevance', 'name', 'username', 'email', 'created'] as const;
export type AtriumUserSearchSort = (typeof ATRIUM_USER_SEARCH_SORTS)[number];

export const atriumUserSearchQuerySchema = z.object({
  /** Part of a name (either order), the username, the e-mail or the phone; empty lists everyone by name. */
  q: z.string().trim().max(200).default(''),
  /** Deleted people are left out unless asked for (document 002 §2). */
  includeDeleted: booleanish().default(false),
  sort: z.enum(ATRIUM_USER_SEARCH_SORTS).default('relevance'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(ATRIUM_USER_SEARCH_LIMIT).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (ATRIUM_USER_SEARCH_PAGE_SIZES as readonly number[]).includes(size), 'One of 25, 50, 100')
    .default(50),
});
export type AtriumUserSearchQuery = z.input<typeof atriumUserSearchQuerySchema>;
export type AtriumUserSearchParsedQuery = z.output<typeof atriumUserSearchQuerySchema>;

export const atriumUserSearchRowSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The customers of the person's contexts (active or not), by name. */
  customers: z.array(z.string()),
  created: z.iso.datetime({ offset: true }),
  deleted: z.boolean(),
  /** The query equals the username, the e-mail, the phone or the whole name. */
  exactMatch: z.boolean(),
});
export type AtriumUserSearchRow = z.infer<typeof atriumUserSearchRowSchema>;

/** One page of the (at most 500) people found; limited says more than 500 matched. */
export const atriumUserSearchAnswerSchema = z.object({
  items: z.array(atriumUserSearchRowSchema),
  total: z.number().int(),
  limited: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AtriumUserSearchAnswer = z.infer<typeof atriumUserSearchAnswerSchema>;

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

/** A platform admin cannot delete themself (they would lock themselves out mid-task). */
export const USER_DELETE_SELF = 'usersearch.delete.self';

export const atriumUserSearchEndpoints = {
  /** The search itself (document 002 §7: "The user search call itself (limit 500) is not shown in path"). */
  search: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/atriumusersearch/users',
    access: { roles: CUSTOMER_ADMINS },
    query: atriumUserSearchQuerySchema,
    response: atriumUserSearchAnswerSchema,
  }),
  /** Delete from the list (document 002 §6: platform admins only); repeating it changes nothing. */
  remove: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: '/data/atriumusersearch/users/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: userIdParamsSchema,
  }),
  undelete: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/atriumusersearch/users/:userId/undelete',
    access: { roles: PLATFORM_ADMINS },
    params: userIdParamsSchema,
  }),
};
