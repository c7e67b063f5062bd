import type { SalesAuditEntity } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';

/**
 * Writes one line of the selling audit in the caller's transaction, so a change and its record commit together
 * (or neither does). `detail` holds what changed, in the entity's words.
 */
export async function recordSale(
  trx: ReportsDb,
  actorUserId: number | null,
  entity: SalesAuditEntity,
  entityId: number,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto('sales_audit')
    .values({ actor_user_id: actorUserId, entity, entity_id: entityId, action, detail: JSON.stringify(detail) })
    .execute();
}
