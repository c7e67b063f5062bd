// Browser-safe: zod schemas and types only.
import { z } from 'zod';

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
