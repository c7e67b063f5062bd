// Browser-safe: the audit log of every write (decision 0118), read by platform admins.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { PLATFORM_ADMINS } from './role-sets';

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who wrote: the person and the customer context they acted in (null for anonymous calls such as login). */
  actorUserId: z.number().int().nullable(),
  actorCustomerId: z.number().int().nullable(),
  requestId: z.string().nullable(),
  /** Which route: its method and pattern (`/api/<area>/…/:id`), never the address with its values. */
  method: z.string(),
  route: z.string(),
  /** Which object: the area's table and the row's primary key (comma-separated when it has several columns). */
  area: z.string(),
  table: z.string(),
  operation: z.enum(['insert', 'update', 'delete']),
  objectId: z.string().nullable(),
  /** What changed: the new row (insert), the removed row (delete) or `{ column: { from, to } }` (update). */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntriesSchema = z.object({ entries: z.array(auditEntrySchema), hasMore: z.boolean() });
export type AuditEntries = z.infer<typeof auditEntriesSchema>;

export const personAuditParamsSchema = z.object({ personId: z.coerce.number().int().positive() });
export const auditPageQuerySchema = z.object({
  /** Entries older than this id: the last id of the page before (newest first). */
  before: z.coerce.number().int().positive().optional(),
  area: z
    .string()
    .regex(/^[a-z_]+$/, 'An area name')
    .optional(),
});

export const auditLogEndpoints = {
  /** The writes one person made, newest first, a page at a time (the users area shows them per person). */
  personEntries: defineEndpoint({
    area: 'audit',
    method: 'GET',
    path: '/people/:personId/entries',
    access: { roles: PLATFORM_ADMINS },
    params: personAuditParamsSchema,
    query: auditPageQuerySchema,
    response: auditEntriesSchema,
  }),
};
