import { sql } from 'kysely';
import type { ReportsDb } from '../db';

/**
 * What each instance's purchase lines were sold for in a currency (course prices, not extras: decision 0147),
 * leaving out cancelled orders and lines cancelled on a credit note (decision 0213).
 */
export async function soldPerInstance(db: ReportsDb, instanceIds: number[], currency: string): Promise<Map<number, number>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await sql<{ instance_id: number; sold: string }>`
    select pl.instance_id, sum(pl.net_price) as sold
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id = any(${instanceIds}::int[]) and o.status <> 'cancelled' and o.currency = ${currency}
      and not pl.cancelled
    group by pl.instance_id`.execute(db);
  return new Map(rows.map((row) => [row.instance_id, Number(row.sold)]));
}
