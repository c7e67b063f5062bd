import { HttpError, queueMail } from '@atrium/service-core';
import { BATCH_INVOICE_ERRORS, type BatchInvoice, type BatchInvoiceLine } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { batchOrderBodySchema } from '@atrium/reports-contract';
import { sql, type Kysely } from 'kysely';
import { reportsDb, type ReportsDb } from '../db';
import { openLinesOf } from './batch-invoice-query';
import { groupIntoInvoices } from './invoice-grouping';
import { numberInvoices } from './invoice-numbers';
import { invoiceMail } from './invoice-mail';
import { customerNames } from './published-names';
import { personEmail } from '../checkout/published-buyers';
import { recordSale } from '../sales-audit/sales-audit';
import { inTransaction } from '../transaction';

export type BatchOrderRequest = z.output<typeof batchOrderBodySchema>;

/** The queued lines, all still open and the customer's; any other is a 409 (someone invoiced it meanwhile). */
export async function queuedLines(db: ReportsDb, customerId: number, purchaseIds: number[]): Promise<BatchInvoiceLine[]> {
  const wanted = [...new Set(purchaseIds)];
  const lines = await openLinesOf(db, customerId, wanted);
  if (lines.length !== wanted.length) throw new HttpError(409, BATCH_INVOICE_ERRORS.alreadyInvoiced);
  return lines;
}

async function mailInvoices(
  trx: ReportsDb,
  lines: BatchInvoiceLine[],
  invoices: BatchInvoice[],
  customer: string,
  locale: 'nb_NO' | 'en_US',
) {
  const purchaserIds = await trx
    .selectFrom('order')
    .select('purchaser_user_id')
    .distinct()
    .where('id', 'in', [...new Set(lines.map((line) => line.orderId))])
    .execute();
  for (const { purchaser_user_id } of purchaserIds) {
    const person = await personEmail(trx, purchaser_user_id);
    if (person) await queueMail(trx, 'reports', invoiceMail(person, locale, customer, invoices));
  }
}

/**
 * Places a batch order (decision 0143): locks the queued purchase lines in id order (two runs over the same lines
 * wait for each other instead of deadlocking), checks they are still open, writes the invoices and their lines
 * (the partial unique index on a line's uncredited invoice line refuses a second invoice for it), marks fully invoiced orders, queues the e-mails and,
 * last, takes the invoice numbers. Everything commits together or not at all.
 */
export async function placeBatchOrder(shared: Kysely<any>, createdBy: number, body: BatchOrderRequest): Promise<BatchInvoice[]> {
  const db = reportsDb(shared);
  return inTransaction(db, async (trx) => {
    const ids = [...new Set(body.lines)].sort((a, b) => a - b);
    await trx.selectFrom('purchase_line').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    const lines = await queuedLines(trx, body.customerId, ids);
    const drafts = groupIntoInvoices(lines, body);
    const invoices: BatchInvoice[] = [];
    for (const draft of drafts) {
      const invoice = await trx
        .insertInto('invoice')
        .values({
          customer_id: body.customerId,
          your_reference: draft.yourRef,
          on_behalf_of: body.onBehalfOf || null,
          locale: body.locale,
          currency: draft.currency,
          vat_percent: draft.vatPercent,
          net_total: draft.netTotal,
          vat_total: draft.vatTotal,
          group_type: body.groupType,
          created_by: createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoice_line')
        .values(
          draft.lines.map((line) => ({
            purchase_id: line.purchaseId,
            invoice_id: invoice.id,
            title: line.title,
            your_reference: line.yourRef,
            quantity: line.qty,
            unit_net_price: line.unitNetPrice,
            net_price: line.netPrice,
            extras_net_price: line.extrasNetPrice,
          })),
        )
        .execute();
      invoices.push({ ...draft, invoiceId: invoice.id, invoiceNumber: null });
    }
    const { rows: invoicedOrders } = await sql<{ id: number }>`
        update reports."order" o set status = 'invoiced'
        where o.id = any(${[...new Set(lines.map((line) => line.orderId))]}::int[])
          and not exists (
            select 1 from reports.purchase_line pl
            where pl.order_id = o.id and not pl.cancelled
              and not exists (select 1 from reports.invoice_line il where il.purchase_id = pl.id and il.credit_note_id is null))
        returning o.id`.execute(trx);
    const numbers = await numberInvoices(
      trx,
      invoices.map((invoice) => invoice.invoiceId!),
    );
    const numbered = invoices.map((invoice) => ({ ...invoice, invoiceNumber: numbers.get(invoice.invoiceId!)! }));
    for (const invoice of numbered) {
      await recordSale(trx, createdBy, 'invoice', invoice.invoiceId!, 'posted', {
        number: invoice.invoiceNumber,
        customerId: body.customerId,
        currency: invoice.currency,
        netTotal: invoice.netTotal,
        vatTotal: invoice.vatTotal,
        purchaseIds: invoice.lines.map((line) => line.purchaseId),
      });
    }
    for (const order of invoicedOrders) await recordSale(trx, createdBy, 'order', order.id, 'invoiced');
    if (body.sendEmail) {
      const customer = (await customerNames(trx, [body.customerId])).get(body.customerId) ?? `#${body.customerId}`;
      await mailInvoices(trx, lines, numbered, customer, body.locale);
    }
    return numbered;
  });
}

/** Sets the reference of open lines; an invoiced line keeps the reference printed on its invoice. */
export async function updateLineRefs(shared: Kysely<any>, actorId: number, purchaseIds: number[], ref: string): Promise<number> {
  return reportsDb(shared)
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('purchase_line')
        .set({ your_reference: ref })
        .where('id', 'in', purchaseIds)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoice_line')
                .select('purchase_id')
                .whereRef('invoice_line.purchase_id', '=', 'purchase_line.id')
                .where('invoice_line.credit_note_id', 'is', null),
            ),
          ),
        )
        .returning('id')
        .execute();
      for (const line of updated) await recordSale(trx, actorId, 'purchase_line', line.id, 'referenceChanged', { yourReference: ref });
      return updated.length;
    });
}
