import type { SoldExtra } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { extrasOfLines } from '../course-extra/course-extra-query';

export interface StoredInvoice {
  id: number;
  number: number;
  customerId: number;
  yourRef: string;
  onBehalfOf: string | null;
  locale: 'nb_NO' | 'en_US';
  currency: string;
  vatPercent: number;
  netTotal: number;
  vatTotal: number;
  created: Date;
  lines: {
    purchaseId: number;
    title: string;
    yourRef: string;
    qty: number;
    unitNetPrice: number;
    /** The course and its extras. */
    netPrice: number;
    extras: SoldExtra[];
  }[];
}

/** A posted invoice with its lines; a company admin (customerScope) sees only their own customer's. */
export async function invoiceById(db: ReportsDb, invoiceId: number, customerScope: number | null): Promise<StoredInvoice | undefined> {
  let query = db.selectFrom('invoice').selectAll().where('id', '=', invoiceId).where('number', 'is not', null);
  if (customerScope !== null) query = query.where('customer_id', '=', customerScope);
  const invoice = await query.executeTakeFirst();
  if (!invoice) return undefined;
  const lines = await db.selectFrom('invoice_line').selectAll().where('invoice_id', '=', invoiceId).orderBy('purchase_id').execute();
  const extras = await extrasOfLines(
    db,
    lines.map((line) => line.purchase_id),
  );
  return {
    id: invoice.id,
    number: Number(invoice.number),
    customerId: invoice.customer_id,
    yourRef: invoice.your_reference,
    onBehalfOf: invoice.on_behalf_of,
    locale: invoice.locale,
    currency: invoice.currency,
    vatPercent: invoice.vat_percent,
    netTotal: Number(invoice.net_total),
    vatTotal: Number(invoice.vat_total),
    created: invoice.created,
    lines: lines.map((line) => ({
      purchaseId: line.purchase_id,
      title: line.title,
      yourRef: line.your_reference,
      qty: line.quantity,
      unitNetPrice: Number(line.unit_net_price),
      netPrice: Number(line.net_price),
      extras: extras.get(line.purchase_id) ?? [],
    })),
  };
}
