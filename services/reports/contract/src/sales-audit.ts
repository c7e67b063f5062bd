// Browser-safe: the audit of selling (issue 14): every order, invoice, credit note and change to them.
import { COURSE_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

export const salesAuditEntitySchema = z.enum(['order', 'purchase_line', 'invoice', 'credit_note']);
export type SalesAuditEntity = z.infer<typeof salesAuditEntitySchema>;

export const salesAuditQuerySchema = z.object({
  entity: salesAuditEntitySchema.optional(),
  entityId: z.coerce.number().int().min(1).max(2147483647).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type SalesAuditQuery = z.input<typeof salesAuditQuerySchema>;

export const salesAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  entity: salesAuditEntitySchema,
  entityId: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type SalesAuditEntry = z.infer<typeof salesAuditEntrySchema>;

export const salesAuditPageSchema = z.object({ total: z.number().int(), entries: z.array(salesAuditEntrySchema) });

export const orderHistoryParamsSchema = z.object({ orderId: z.coerce.number().int().min(1).max(2147483647) });
export const orderHistoryQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

/** A record of an order's history, with the name of who made the change (null for the system or an unknown person). */
export const orderHistoryEntrySchema = salesAuditEntrySchema.extend({ actorName: z.string().nullable() });
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderHistoryPageSchema = z.object({ total: z.number().int(), entries: z.array(orderHistoryEntrySchema) });

export const salesAuditEndpoints = {
  /** Newest first; platform administrators only, since it spans every customer. */
  list: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/sales-audit',
    access: { roles: PLATFORM_ADMINS },
    query: salesAuditQuerySchema,
    response: salesAuditPageSchema,
  }),
  /**
   * One order's history for course staff (decision 0214): the order, its lines, the invoices that hold them and the
   * credit notes that credit them, oldest first.
   */
  orderHistory: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/sales-audit/orders/:orderId',
    access: { roles: COURSE_ADMINS },
    params: orderHistoryParamsSchema,
    query: orderHistoryQuerySchema,
    response: orderHistoryPageSchema,
  }),
};
