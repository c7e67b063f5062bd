import { sql } from 'kysely';
import type { ReportsDb } from '../db';

/**
 * Gives the invoices the next numbers of the one gap-free series (decision 0143). Call it as the last statement of
 * the transaction that posts them: the counter row stays locked only from here to the commit (milliseconds), and
 * a rollback takes the numbers back with everything else, so no number is lost and none is used twice.
 */
export async function numberInvoices(trx: ReportsDb, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const counter = await trx
    .updateTable('invoice_number')
    .set((eb) => ({ last_number: eb('last_number', '+', invoiceIds.length) }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const first = Number(counter.last_number) - invoiceIds.length + 1;
  const numbers = invoiceIds.map((_, index) => first + index);
  await sql`
    update reports.invoice i set number = v.number
    from unnest(${invoiceIds}::int[], ${numbers}::bigint[]) as v(id, number)
    where i.id = v.id`.execute(trx);
  return new Map(invoiceIds.map((id, index) => [id, numbers[index]!]));
}
