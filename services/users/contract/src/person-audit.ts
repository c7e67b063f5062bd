// Browser-safe: who changed what on one person, from the shared audit log of every write (issue 13 "the audit log
// shown per person"; decisions 0118, 0209). Platform admins read it at /atriumusersearch/audit/{userId}.
import { AUDIT_PAGE_SIZE, auditEntrySchema, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { userIdParamsSchema } from './atrium-user-search';

export const PERSON_AUDIT_PAGE_SIZE = AUDIT_PAGE_SIZE;

export const personAuditEntrySchema = auditEntrySchema.extend({
  /** The writer's name, or null for a call nobody was signed in for (a login, a reset link). */
  actor: z.string().nullable(),
});
export type PersonAuditEntry = z.infer<typeof personAuditEntrySchema>;

export const personAuditSchema = z.object({ entries: z.array(personAuditEntrySchema), hasMore: z.boolean() });
export type PersonAudit = z.infer<typeof personAuditSchema>;

export const personAuditQuerySchema = z.object({
  /** Entries older than this id: the last id of the page before (newest first). */
  before: z.coerce.number().int().positive().optional(),
});

export const personAuditEndpoints = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/atriumusersearch/user/:userId/audit-log',
    access: { roles: PLATFORM_ADMINS },
    params: userIdParamsSchema,
    query: personAuditQuerySchema,
    response: personAuditSchema,
  }),
};
