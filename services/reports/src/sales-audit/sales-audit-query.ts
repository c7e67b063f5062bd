import type { SalesAuditEntry } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { salesAuditQuerySchema } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';

type Query = z.output<typeof salesAuditQuerySchema>;

/** A page of the audit, newest first, narrowed to one kind of record or one record. */
export async function listSalesAudit(db: ReportsDb, query: Query): Promise<{ total: number; entries: SalesAuditEntry[] }> {
  let base = db.selectFrom('sales_audit');
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.entityId !== undefined) base = base.where('entity_id', '=', query.entityId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
  ]);
  return {
    total: Number(total),
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actorUserId: row.actor_user_id,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      detail: row.detail,
    })),
  };
}
