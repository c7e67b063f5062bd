import { sql } from 'kysely';
import type { ReportsDb } from '../db';

/**
 * What each instance's purchase lines were sold for in a currency (course prices, not extras: decision 0147),
 * leaving out cancelled orders and subtracting credited lines (decision 0146).
 */
export async function soldPerInstance(db: ReportsDb, instanceIds: number[], currency: string): Promise<Map<number, number>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await sql<{ instance_id: number; sold: string }>`
    select pl.instance_id, sum(pl.net_price) as sold
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id = any(${instanceIds}::int[]) and o.status <> 'cancelled' and o.currency = ${currency}
      and not exists (select 1 from reports.credit_note c where c.purchase_id = pl.id and c.number is not null)
    group by pl.instance_id`.execute(db);
  return new Map(rows.map((row) => [row.instance_id, Number(row.sold)]));
}
