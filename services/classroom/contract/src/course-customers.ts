// Browser-safe: zod schemas, types and the endpoints of a course's customers (report access, framework agreements).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema } from './course-params';

const id = z.number().int().min(1).max(2147483647);

export const customerRefSchema = z.object({ customerId: z.number().int(), customerName: z.string().nullable() });
export type CustomerRef = z.infer<typeof customerRefSchema>;

export const reportAccessSchema = z.object({
  /** Whether customers get report access to this course at all. */
  reportAccess: z.boolean(),
  /** Limits report access to these customers. */
  customers: z.array(customerRefSchema),
});
export type ReportAccess = z.infer<typeof reportAccessSchema>;

export const reportAccessFlagSchema = z.object({ reportAccess: z.boolean() });
export const customerIdBodySchema = z.object({ customerId: id });
export const courseCustomerParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  customerId: z.coerce.number().int().min(1).max(2147483647),
});

export const customerSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const customerSearchResultSchema = z.array(z.object({ customerId: z.number().int(), customerName: z.string() }));

export const frameworkAgreementSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string().nullable(),
  description: z.string(),
});
export type FrameworkAgreement = z.infer<typeof frameworkAgreementSchema>;
export const newFrameworkAgreementSchema = z.object({ customerId: id, description: z.string().trim().max(500).default('') });
export const frameworkAgreementParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  agreementId: z.coerce.number().int().min(1).max(2147483647),
});

const call = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;

/** Document 000 §7: the customer picker, report access with its customer filter, and framework agreements. */
export const courseCustomerEndpoints = {
  search: defineEndpoint({
    ...call,
    method: 'GET',
    path: '/data/clcourses/customers',
    query: customerSearchQuerySchema,
    response: customerSearchResultSchema,
  }),
  reportAccess: defineEndpoint({
    ...call,
    method: 'GET',
    path: '/data/clcourses/:id/reportAccess',
    params: classroomCourseIdParamsSchema,
    response: reportAccessSchema,
  }),
  setReportAccess: defineEndpoint({
    ...call,
    method: 'PUT',
    path: '/data/clcourses/:id/reportAccess',
    params: classroomCourseIdParamsSchema,
    body: reportAccessFlagSchema,
    response: reportAccessSchema,
  }),
  addCustomer: defineEndpoint({
    ...call,
    method: 'POST',
    path: '/data/clcourses/:id/reportAccess/customers',
    params: classroomCourseIdParamsSchema,
    body: customerIdBodySchema,
    response: reportAccessSchema,
  }),
  removeCustomer: defineEndpoint({
    ...call,
    method: 'DELETE',
    path: '/data/clcourses/:id/reportAccess/customers/:customerId',
    params: courseCustomerParamsSchema,
    response: reportAccessSchema,
  }),
  clearCustomers: defineEndpoint({
    ...call,
    method: 'DELETE',
    path: '/data/clcourses/:id/reportAccess/customers',
    params: classroomCourseIdParamsSchema,
    response: reportAccessSchema,
  }),
  agreements: defineEndpoint({
    ...call,
    method: 'GET',
    path: '/data/clcourses/:id/frameworkAgreements',
    params: classroomCourseIdParamsSchema,
    response: z.array(frameworkAgreementSchema),
  }),
  addAgreement: defineEndpoint({
    ...call,
    method: 'POST',
    path: '/data/clcourses/:id/frameworkAgreements',
    params: classroomCourseIdParamsSchema,
    body: newFrameworkAgreementSchema,
    response: z.array(frameworkAgreementSchema),
  }),
  removeAgreement: defineEndpoint({
    ...call,
    method: 'DELETE',
    path: '/data/clcourses/:id/frameworkAgreements/:agreementId',
    params: frameworkAgreementParamsSchema,
    response: z.array(frameworkAgreementSchema),
  }),
};
