import type { CreditNote, InvoiceDetail } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { customerNames } from '../batch-invoice/published-names';

function creditNotes(db: ReportsDb) {
  return db
    .selectFrom('credit_note as c')
    .innerJoin('invoice as i', 'i.id', 'c.invoice_id')
    .selectAll('c')
    .select('i.number as invoice_number')
    .where('c.number', 'is not', null);
}

type CreditNoteRow = Awaited<ReturnType<ReturnType<typeof creditNotes>['executeTakeFirstOrThrow']>>;

/** The credit notes of the rows with their lines: the invoice lines each credits. */
async function withLines(db: ReportsDb, rows: CreditNoteRow[]): Promise<CreditNote[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('invoice_line')
    .select(['credit_note_id', 'purchase_id', 'title', 'quantity', 'net_price'])
    .where(
      'credit_note_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('purchase_id')
    .execute();
  return rows.map((row) => ({
    creditNoteId: row.id,
    number: Number(row.number),
    invoiceId: row.invoice_id,
    invoiceNumber: Number(row.invoice_number),
    disposition: row.disposition,
    reason: row.reason,
    currency: row.currency,
    netTotal: Number(row.net_total),
    vatTotal: Number(row.vat_total),
    created: row.created.toISOString(),
    lines: lines
      .filter((line) => line.credit_note_id === row.id)
      .map((line) => ({ purchaseId: line.purchase_id, title: line.title, qty: line.quantity, netPrice: Number(line.net_price) })),
  }));
}

/** A numbered credit note with what its PDF prints; a company admin (customerScope) sees only their own customer's. */
export async function creditNoteById(db: ReportsDb, creditNoteId: number, customerScope: number | null) {
  let query = creditNotes(db).where('c.id', '=', creditNoteId);
  if (customerScope !== null) query = query.where('c.customer_id', '=', customerScope);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [note] = await withLines(db, [row]);
  return { ...note!, customerId: row.customer_id, locale: row.locale, vatPercent: row.vat_percent };
}

/** A posted invoice with its lines and its credit notes, found by id or by its printed number. */
export async function invoiceDetail(db: ReportsDb, by: { id: number } | { number: number }): Promise<InvoiceDetail | undefined> {
  const invoice = await db
    .selectFrom('invoice')
    .selectAll()
    .where('number', 'is not', null)
    .where('id' in by ? 'id' : 'number', '=', 'id' in by ? by.id : by.number)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const [lines, notes, names] = await Promise.all([
    db.selectFrom('invoice_line').selectAll().where('invoice_id', '=', invoice.id).orderBy('purchase_id').execute(),
    creditNotes(db).where('c.invoice_id', '=', invoice.id).orderBy('c.number').execute(),
    customerNames(db, [invoice.customer_id]),
  ]);
  return {
    invoiceId: invoice.id,
    number: Number(invoice.number),
    customerId: invoice.customer_id,
    customer: names.get(invoice.customer_id) ?? `#${invoice.customer_id}`,
    yourRef: invoice.your_reference,
    currency: invoice.currency,
    vatPercent: invoice.vat_percent,
    netTotal: Number(invoice.net_total),
    vatTotal: Number(invoice.vat_total),
    created: invoice.created.toISOString(),
    lines: lines.map((line) => ({
      purchaseId: line.purchase_id,
      title: line.title,
      qty: line.quantity,
      netPrice: Number(line.net_price),
      creditNoteId: line.credit_note_id,
    })),
    creditNotes: await withLines(db, notes),
  };
}
