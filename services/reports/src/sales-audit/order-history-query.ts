import type { OrderHistoryEntry } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';
import { personNames } from '../batch-invoice/published-names';

interface Page {
  offset: number;
  limit: number;
}

/**
 * An order's history (decision 0214), oldest first: the records of the order and of its purchase lines, and those of the
 * invoices and credit notes whose `purchaseIds` name one of its lines. Undefined for an unknown order.
 */
export async function orderHistory(
  db: ReportsDb,
  orderId: number,
  page: Page,
): Promise<{ total: number; entries: OrderHistoryEntry[] } | undefined> {
  const order = await db.selectFrom('order').select('id').where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const lineIds = (await db.selectFrom('purchase_line').select('id').where('order_id', '=', orderId).execute()).map((line) => line.id);
  const base = db
    .selectFrom('sales_audit as a')
    .where((eb) =>
      eb.or([
        eb.and([eb('a.entity', '=', 'order'), eb('a.entity_id', '=', orderId)]),
        ...(lineIds.length === 0
          ? []
          : [
              eb.and([eb('a.entity', '=', 'purchase_line'), eb('a.entity_id', 'in', lineIds)]),
              eb.and([
                eb('a.entity', 'in', ['invoice', 'credit_note']),
                sql<boolean>`exists (select 1 from jsonb_array_elements_text(a.detail -> 'purchaseIds') p where p::int = any(${lineIds}::int[]))`,
              ]),
            ]),
      ]),
    );
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll('a').orderBy('a.id').offset(page.offset).limit(page.limit).execute(),
  ]);
  const names = await personNames(db, [...new Set(rows.flatMap((row) => (row.actor_user_id === null ? [] : [row.actor_user_id])))]);
  return {
    total: Number(total),
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actorUserId: row.actor_user_id,
      actorName: row.actor_user_id === null ? null : (names.get(row.actor_user_id) ?? null),
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      detail: row.detail,
    })),
  };
}
