import { sql } from 'kysely';
import type { ReportsDb } from '../db';

/**
 * What each instance's purchase lines were sold for in a currency (course prices, not extras: decision 0147),
 * leaving out cancelled orders and lines cancelled on a credit note (decision 0213): the sums kept per instance as
 * orders and lines change (migration 0090, decision 0250).
 */
export async function soldPerInstance(db: ReportsDb, instanceIds: number[], currency: string): Promise<Map<number, number>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await sql<{ instance_id: number; sold: string }>`
    select instance_id, sold from reports.instance_sales
    where instance_id = any(${instanceIds}::int[]) and currency = ${currency}`.execute(db);
  return new Map(rows.map((row) => [row.instance_id, Number(row.sold)]));
}
