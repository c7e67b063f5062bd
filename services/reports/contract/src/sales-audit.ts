// Browser-safe: the audit of selling (issue 14): every order, invoice, credit note and change to them.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
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
};
