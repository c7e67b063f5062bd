// Browser-safe: zod schemas and types only.
import { z } from 'zod';

export const companyStatusSchema = z.object({ area: z.literal('company'), ready: z.literal(true) });
export type CompanyStatus = z.infer<typeof companyStatusSchema>;
