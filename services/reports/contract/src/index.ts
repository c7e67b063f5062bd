// Browser-safe: zod schemas and types only.
import { z } from 'zod';

export const reportsStatusSchema = z.object({ area: z.literal('reports'), ready: z.literal(true) });
export type ReportsStatus = z.infer<typeof reportsStatusSchema>;

export * from './cart';
export * from './checkout';
export * from './order-ticker';
export * from './batch-invoice';
export * from './waiting-list-order';
export * from './course-extra';
export * from './sales-audit';
export * from './credit-note';
export * from './classroom-search';
export * from './report-export';
export * from './elearning-search';
export * from './budget';
export * from './reports-classroom';
export * from './dashboard';
export * from './person-sales';
export * from './course-program';
