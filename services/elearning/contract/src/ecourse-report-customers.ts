// Browser-safe: zod schemas and types only.
import { z } from 'zod';
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
