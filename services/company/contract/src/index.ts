// Browser-safe: zod schemas and types only.
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

export const companyStatusSchema = z.object({ area: z.literal('company'), ready: z.literal(true) });
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

/** Document 001 §3 "department (id, name)": the department picker's item, and part of the customer picker's. */
export const departmentSchema = z.object({ id: z.number().int(), name: z.string() });
export type Department = z.infer<typeof departmentSchema>;

/** GET /api/company/data/customers (document 001 §7: the customer picker). */
export const CUSTOMER_SEARCH_LIMIT = 200;
const flag = () => z.union([z.boolean(), z.stringbool({ truthy: ['true'], falsy: ['false'] })]);
export const customerSearchQuerySchema = z.object({
  name: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_SEARCH_LIMIT).default(CUSTOMER_SEARCH_LIMIT),
  hideInactive: flag().default(false),
  hideMergedCustomers: flag().default(false),
});
export type CustomerSearchQuery = z.input<typeof customerSearchQuerySchema>;
/**
 * Document 001 §3 "customer (id, uuid, name, external accounting id, departments)". Departments are listed
 * only for a customer whose departments the caller may read (the department picker's rule); otherwise, and
 * for a customer without any, the list is empty.
 */
export const customerSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  externalAccountingId: z.string().nullable(),
  departments: z.array(departmentSchema),
  orgNumber: z.string().nullable(),
  active: z.boolean(),
  /** One person's own customer (decision 0241), listed like any other and told apart by this. */
  privateCustomer: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerSummaryListSchema = z.array(customerSummarySchema);

/** GET /api/company/data/customers/{customerId}/departments (document 001 §5, §9: the department picker). */
export const DEPARTMENT_SEARCH_LIMIT = 100;
export const departmentParamsSchema = z.object({ customerId: z.coerce.number().int().min(1) });
export const departmentSearchQuerySchema = z.object({
  /** Part of the name; left out, every department counts. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(DEPARTMENT_SEARCH_LIMIT).default(DEPARTMENT_SEARCH_LIMIT),
});
export type DepartmentSearchQuery = z.input<typeof departmentSearchQuerySchema>;
/** total counts every match, also those past the limit: the picker is a dropdown up to 100 and a search box beyond. */
export const departmentPageSchema = z.object({ total: z.number().int(), departments: z.array(departmentSchema) });
export type DepartmentPage = z.infer<typeof departmentPageSchema>;

/** The customer and department pickers of every area: they store customer ids and ask here for names. */
export const customerPickerEndpoints = {
  /** Tenant-scoped callers get their own customers only. */
  search: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/customers',
    access: 'authenticated',
    query: customerSearchQuerySchema,
    response: customerSummaryListSchema,
  }),
  departments: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/customers/:customerId/departments',
    access: { roles: CUSTOMER_ADMINS },
    params: departmentParamsSchema,
    query: departmentSearchQuerySchema,
    response: departmentPageSchema,
  }),
};

export * from './license-report';
export * from './company-home';
export * from './department-admin';
export * from './external-course-id';
export * from './company-documents';
export * from './company-users';
export * from './competence-search';
