import type { Readable } from 'node:stream';
import { rowsInBatches, streamWorkbook, type ExcelColumn } from '@atrium/service-core/excel';
import type { purchaseReportParamsSchema } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { customerNames } from '../batch-invoice/published-names';
import { purchaseLines } from './classroom-search-query';

const COLUMNS: ExcelColumn[] = [
  { header: 'Ordered', key: 'placed', width: 20 },
  { header: 'Order', key: 'orderId', width: 10 },
  { header: 'Customer', key: 'customer', width: 32 },
  { header: 'Course', key: 'title', width: 40 },
  { header: 'Course instance', key: 'instanceId', width: 16 },
  { header: 'First course day', key: 'startDate', width: 16 },
  { header: 'Quantity', key: 'quantity', width: 10 },
  { header: 'Net price', key: 'netPrice', width: 14, style: { numFmt: '0.00' } },
  { header: 'Currency', key: 'currency', width: 10 },
];

async function* sheetRows(db: ReportsDb, currency: 'NOK' | 'SEK' | 'EUR', params: z.output<typeof purchaseReportParamsSchema>) {
  const { start, page } = await purchaseLines(db, currency, params);
  for await (const row of rowsInBatches(page)) {
    const customer = (await customerNames(db, [row.customer_id])).get(row.customer_id) ?? `#${row.customer_id}`;
    yield {
      placed: row.created,
      orderId: row.order_id,
      customer,
      title: row.title,
      instanceId: row.instance_id,
      startDate: start.get(row.instance_id) ?? null,
      quantity: row.quantity,
      netPrice: Number(row.net_price) / 100,
      currency,
    };
  }
}

/** Every line of the purchase report as an .xlsx stream, read page by page so memory stays flat (issue 19). */
export function purchaseReportWorkbook(
  db: ReportsDb,
  currency: 'NOK' | 'SEK' | 'EUR',
  params: z.output<typeof purchaseReportParamsSchema>,
): Readable {
  return streamWorkbook('Purchase report', COLUMNS, sheetRows(db, currency, params));
}
