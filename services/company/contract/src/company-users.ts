// Browser-safe: the company application's person page (document 001 §2 "user/{id}"): their licenses and departments.
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { licenseReportRowSchema } from './license-report';

export const COMPANY_USER_TABS = ['licenses', 'departments'] as const;
export type CompanyUserTab = (typeof COMPANY_USER_TABS)[number];

export const companyUserParamsSchema = z.object({ userId: z.coerce.number().int().min(1) });

/** Every department of the company, marked when the person is in it. */
export const userDepartmentSchema = z.object({ id: z.number().int(), name: z.string(), member: z.boolean() });
export type UserDepartment = z.infer<typeof userDepartmentSchema>;

/** The departments the person is in afterwards: all of the company's own, or the call is refused whole. */
export const userDepartmentsBodySchema = z.object({
  departmentIds: z
    .array(z.number().int().min(1))
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.unique'),
});
export type UserDepartmentsBody = z.infer<typeof userDepartmentsBodySchema>;

/** A department id of another company (or none) in the body. */
export const USER_DEPARTMENT_UNKNOWN = 'my-company.user.departments.unknown';

/**
 * The person must belong to the customer the caller acts for (an active context there), else 404: a company admin
 * learns nothing of other customers' people (decision 0222).
 */
export const companyUserEndpoints = {
  licenses: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/my-company/users/:userId/licenses',
    access: { roles: CUSTOMER_ADMINS },
    params: companyUserParamsSchema,
    response: z.array(licenseReportRowSchema),
  }),
  departments: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/my-company/users/:userId/departments',
    access: { roles: CUSTOMER_ADMINS },
    params: companyUserParamsSchema,
    response: z.array(userDepartmentSchema),
  }),
  setDepartments: defineEndpoint({
    area: 'company',
    method: 'PUT',
    path: '/data/my-company/users/:userId/departments',
    access: { roles: CUSTOMER_ADMINS },
    params: companyUserParamsSchema,
    body: userDepartmentsBodySchema,
    response: z.array(userDepartmentSchema),
  }),
};
