import { sql, type Kysely } from 'kysely';
import { reportsDb } from '../db';
import { placeBatchOrder } from './batch-invoice-store';

/**
 * Invoices the demo orders as a provider would: once a month per customer, everything of the months before the
 * last one, through the real batch order (numbers 1, 2, 3 … in date order). The last month stays open for
 * /batchinvoice/start to show.
 */
export async function seedDemoInvoices(shared: Kysely<any>): Promise<void> {
  const db = reportsDb(shared);
  const { rows } = await sql<{ customer_id: number; month: string; ids: number[] }>`
    select o.customer_id, to_char(date_trunc('month', o.created), 'YYYY-MM') as month, array_agg(pl.id order by pl.id) as ids
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where o.status = 'placed' and o.created < date_trunc('month', now()) - interval '1 month'
    group by 1, 2 order by 2, 1`.execute(db);
  for (const batch of rows) {
    await placeBatchOrder(shared, 1, {
      customerId: batch.customer_id,
      groupType: 'SINGLE',
      vat: true,
      locale: 'nb_NO',
      yourRef: `Month ${batch.month}`,
      lines: batch.ids,
      sendEmail: false,
    });
  }
}
