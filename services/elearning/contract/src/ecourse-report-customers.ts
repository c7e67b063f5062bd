// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseParamsSchema } from './ecourses';
import { idParam, idValue } from './ids';

/*
 * Document 001 §6: customers holding the course report role, added and removed one at a time or all at once.
 *
 *   GET    data/ecourses/{id}/reportCustomers                 course admins  -> reportCustomerListSchema
 *   POST   data/ecourses/{id}/reportCustomers                 course admins  reportCustomerBodySchema -> reportCustomerListSchema
 *   DELETE data/ecourses/{id}/reportCustomers/{customerId}    course admins  -> reportCustomerListSchema
 *   DELETE data/ecourses/{id}/reportCustomers                 course admins  -> reportCustomerListSchema (empty)
 */
export const reportCustomerSchema = z.object({ customerId: z.number().int(), customerName: z.string().nullable() });
export type ReportCustomer = z.infer<typeof reportCustomerSchema>;
export const reportCustomerListSchema = z.array(reportCustomerSchema);
export const reportCustomerBodySchema = z.object({ customerId: idValue() });
export const reportCustomerParamsSchema = z.object({ id: idParam(), customerId: idParam() });

/** Customers holding the course report role (document 001 §6): add one, remove one, remove all. */
export const reportCustomerEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/reportCustomers',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: reportCustomerListSchema,
  }),
  add: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/ecourses/:id/reportCustomers',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    body: reportCustomerBodySchema,
    response: reportCustomerListSchema,
  }),
  remove: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/ecourses/:id/reportCustomers/:customerId',
    access: { roles: COURSE_ADMINS },
    params: reportCustomerParamsSchema,
    response: reportCustomerListSchema,
  }),
  clear: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/ecourses/:id/reportCustomers',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: reportCustomerListSchema,
  }),
};
