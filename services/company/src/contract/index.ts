// Browser-safe: zod schemas and types only.
import { z } from 'zod';

export const companyStatusSchema = z.object({ area: z.literal('company'), ready: z.literal(true) });
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

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
export const customerSummarySchema = z.object({ id: z.number().int(), name: z.string(), orgNumber: z.string().nullable(), active: z.boolean() });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerSummaryListSchema = z.array(customerSummarySchema);
