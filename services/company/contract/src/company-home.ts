// Browser-safe: the company home, GET data/my-company (document 001 §7): the customer and a summary of its
// licenses per product.
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { courseTypeSchema } from './license-report';

export const productLicenseSummarySchema = z.object({
  courseId: z.number().int(),
  courseType: courseTypeSchema,
  courseTitle: z.string(),
  licenses: z.number().int(),
  notStarted: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  /** Completed licenses whose competence expires within 90 days. */
  expiringSoon: z.number().int(),
});
export type ProductLicenseSummary = z.infer<typeof productLicenseSummarySchema>;

export const companyHomeSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  products: z.array(productLicenseSummarySchema),
  /** The customer holds the report role of a course (document 001 §5, §6): the approved-all-customers overview shows. */
  hasReportRoleCourses: z.boolean(),
});
export type CompanyHome = z.infer<typeof companyHomeSchema>;

export const companyHomeEndpoints = {
  home: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/my-company',
    access: { roles: CUSTOMER_ADMINS },
    response: companyHomeSchema,
  }),
};
