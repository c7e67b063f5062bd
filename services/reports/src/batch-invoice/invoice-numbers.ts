import { sql } from 'kysely';
import type { ReportsDb } from '../db';

/** The gap-free series: invoices (decision 0143) and credit notes (decision 0146), each with its counter row. */
type Series = 'invoice' | 'credit_note';

/**
 * Gives the documents the next numbers of their gap-free series. Call it as the last statement of the transaction
 * that posts them: the counter row stays locked only from here to the commit (milliseconds), and a rollback takes
 * the numbers back with everything else, so no number is lost and none is used twice.
 */
export async function takeNumbers(trx: ReportsDb, series: Series, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ last_number: string }>`
    update ${sql.table(`reports.${series}_number`)} set last_number = last_number + ${ids.length} returning last_number`.execute(trx);
  const first = Number(rows[0]!.last_number) - ids.length + 1;
  const numbers = ids.map((_, index) => first + index);
  await sql`
    update ${sql.table(`reports.${series}`)} d set number = v.number
    from unnest(${ids}::int[], ${numbers}::bigint[]) as v(id, number)
    where d.id = v.id`.execute(trx);
  return new Map(ids.map((id, index) => [id, numbers[index]!]));
}

export const numberInvoices = (trx: ReportsDb, invoiceIds: number[]) => takeNumbers(trx, 'invoice', invoiceIds);
