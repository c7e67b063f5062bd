// Browser-safe: the company's people (document 001 §2 "separate company application": users, user/{id}).
import { CUSTOMER_ADMINS, defineEndpoint, roleSchema } from '@atrium/core-contract';
import { z } from 'zod';
import { userIdParamsSchema } from './atrium-user-search';

/** Document 001 §9: lists page by 20. */
export const COMPANY_PEOPLE_PAGE_SIZE = 20;
export const COMPANY_PEOPLE_SORTS = ['name', 'email', 'username', 'created'] as const;

export const companyPeopleQuerySchema = z.object({
  /** Part of a name (either order), the username or the e-mail; empty lists everyone. */
  q: z.string().trim().max(200).default(''),
  sort: z.enum(COMPANY_PEOPLE_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(COMPANY_PEOPLE_PAGE_SIZE),
});
export type CompanyPeopleQuery = z.input<typeof companyPeopleQuerySchema>;

/** A person of the customer: an active context there, with the roles it holds at that customer. */
export const companyPersonSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  title: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const companyPeoplePageSchema = z.object({ items: z.array(companyPersonSchema), total: z.number().int() });
export type CompanyPeoplePage = z.infer<typeof companyPeoplePageSchema>;

/**
 * The people of the customer the caller acts for (their active context), company admins and course staff alike
 * (decision 0180): a company admin never reaches another customer's people, and staff switch context to see one.
 */
export const companyPeopleEndpoints = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/my-company/people',
    access: { roles: CUSTOMER_ADMINS },
    query: companyPeopleQuerySchema,
    response: companyPeoplePageSchema,
  }),
  /** 404 for anyone without an active context at the customer: nobody outside is revealed. */
  get: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/my-company/people/:userId',
    access: { roles: CUSTOMER_ADMINS },
    params: userIdParamsSchema,
    response: companyPersonSchema,
  }),
};
