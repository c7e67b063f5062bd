// Browser-safe: /my-company/departments (document 001 §2, §3 "Department", §8 "Department deleted: info").
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

export const DEPARTMENT_NAME_TAKEN = 'my-company.departments.nameTaken';

export const companyDepartmentSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  customerId: z.number().int(),
  userCount: z.number().int(),
});
export type CompanyDepartment = z.infer<typeof companyDepartmentSchema>;

export const departmentNameSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.length.max'),
});
export const departmentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
/** Deleting a department with people moves them to another department of the same customer first. */
export const departmentDeleteQuerySchema = z.object({ transferTo: z.coerce.number().int().min(1).optional() });
export const departmentDeletedSchema = z.object({ moved: z.number().int() });

export const departmentAdminEndpoints = {
  list: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/my-company/departments',
    access: { roles: CUSTOMER_ADMINS },
    response: z.array(companyDepartmentSchema),
  }),
  create: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/departments',
    access: { roles: CUSTOMER_ADMINS },
    body: departmentNameSchema,
    response: companyDepartmentSchema,
    status: 201,
  }),
  rename: defineEndpoint({
    area: 'company',
    method: 'PUT',
    path: '/data/my-company/departments/:id',
    access: { roles: CUSTOMER_ADMINS },
    params: departmentIdParamsSchema,
    body: departmentNameSchema,
    response: companyDepartmentSchema,
  }),
  remove: defineEndpoint({
    area: 'company',
    method: 'DELETE',
    path: '/data/my-company/departments/:id',
    access: { roles: CUSTOMER_ADMINS },
    params: departmentIdParamsSchema,
    query: departmentDeleteQuerySchema,
    response: departmentDeletedSchema,
  }),
};
