import { AUDIT_PAGE_SIZE, auditLogEndpoints, type AuditEntry } from '@atrium/core-contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { addEndpoint } from '../endpoint-route';
import type { AuditEntryRow } from './person-changes';

/** An entry as the contract answers it. */
export const toAuditEntry = (row: AuditEntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorUserId: row.actor_user_id,
  actorCustomerId: row.actor_customer_id,
  requestId: row.request_id,
  method: row.method,
  route: row.route,
  area: row.area,
  table: row.table_name,
  operation: row.operation,
  objectId: row.object_id,
  changes: row.changes,
});

/** The audit log's read side, under /api/audit: the shared layer owns the table, so every service can answer. */
export async function registerAuditLogRoutes(app: FastifyInstance, db: Kysely<any>): Promise<void> {
  await app.register(
    async (audit) => {
      addEndpoint(audit, auditLogEndpoints.personEntries, async (request) => {
        const { personId } = request.params;
        const { before, area } = request.query;
        const { rows } = await sql<AuditEntryRow>`
          select * from audit.entry
           where actor_user_id = ${personId}
             ${before === undefined ? sql`` : sql`and id < ${before}`}
             ${area === undefined ? sql`` : sql`and area = ${area}`}
           order by id desc
           limit ${AUDIT_PAGE_SIZE + 1}`.execute(db);
        return { entries: rows.slice(0, AUDIT_PAGE_SIZE).map(toAuditEntry), hasMore: rows.length > AUDIT_PAGE_SIZE };
      });
    },
    { prefix: '/api/audit' },
  );
}
