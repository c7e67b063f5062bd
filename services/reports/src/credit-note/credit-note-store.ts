import { HttpError, queueMail } from '@atrium/service-core';
import { CREDIT_NOTE_ERRORS, type CreditDisposition, type CreditNote, type creditNoteBodySchema } from '@atrium/reports-contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { reportsDb, type ReportsDb } from '../db';
import { takeNumbers } from '../batch-invoice/invoice-numbers';
import { customerNames } from '../batch-invoice/published-names';
import { personEmail } from '../checkout/published-buyers';
import { recordSale } from '../sales-audit/sales-audit';
import { creditNoteById } from './credit-note-query';
import { creditNoteMail } from './credit-note-mail';

type CreditNoteRequest = z.output<typeof creditNoteBodySchema>;

/**
 * What becomes of the credited lines (decision 0213). Invoiced again: the line is open for the next batch run, so its
 * order is placed again. Cancelled: the line is no longer a sale, and an order with every line cancelled is
 * cancelled. Each change is recorded in the sales audit.
 */
async function settleLines(trx: ReportsDb, actorId: number, creditNoteId: number, purchaseIds: number[], disposition: CreditDisposition) {
  const lines = await trx
    .updateTable('purchase_line')
    .set({ cancelled: disposition === 'CANCEL' })
    .where('id', 'in', purchaseIds)
    .returning(['id', 'order_id'])
    .execute();
  for (const line of lines.sort((a, b) => a.id - b.id)) {
    await recordSale(trx, actorId, 'purchase_line', line.id, disposition === 'CANCEL' ? 'cancelled' : 'reopened', { creditNoteId });
  }
  const orderIds = [...new Set(lines.map((line) => line.order_id))];
  const { rows: changed } = await (
    disposition === 'CANCEL'
      ? sql<{ id: number }>`
        update reports."order" o set status = 'cancelled'
        where o.id = any(${orderIds}::int[])
          and not exists (select 1 from reports.purchase_line pl where pl.order_id = o.id and not pl.cancelled)
        returning o.id`
      : sql<{ id: number }>`
        update reports."order" o set status = 'placed' where o.id = any(${orderIds}::int[]) and o.status = 'invoiced'
        returning o.id`
  ).execute(trx);
  for (const order of changed.sort((a, b) => a.id - b.id)) {
    await recordSale(trx, actorId, 'order', order.id, disposition === 'CANCEL' ? 'cancelled' : 'reopened', { creditNoteId });
  }
  return orderIds;
}

async function mailCreditNote(trx: ReportsDb, orderIds: number[], note: CreditNote, customerId: number, locale: 'nb_NO' | 'en_US') {
  const customer = (await customerNames(trx, [customerId])).get(customerId) ?? `#${customerId}`;
  const purchasers = await trx.selectFrom('order').select('purchaser_user_id').distinct().where('id', 'in', orderIds).execute();
  for (const { purchaser_user_id } of purchasers) {
    const person = await personEmail(trx, purchaser_user_id);
    if (person) await queueMail(trx, 'reports', creditNoteMail(person, locale, customer, note));
  }
}

/**
 * Credits a posted invoice, whole or the chosen lines (decision 0213). The invoice row is locked first, so two credits
 * of the same invoice run one after the other and the second finds its lines credited (409): two credits of a line
 * never both succeed. The credit note takes the invoice's currency, VAT rate and language, its lines are the invoice
 * lines it credits, and its number is the next of its own gap-free series, taken as the last write before commit.
 */
export async function placeCreditNote(shared: Kysely<any>, actorId: number, body: CreditNoteRequest): Promise<CreditNote> {
  const db = reportsDb(shared);
  const creditNoteId = await db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoice')
      .select(['id', 'number', 'customer_id', 'locale', 'currency', 'vat_percent'])
      .where('id', '=', body.invoiceId)
      .where('number', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw new HttpError(404, 'Invoice not found');
    const lines = await trx
      .selectFrom('invoice_line')
      .select(['purchase_id', 'net_price', 'credit_note_id'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    const byId = new Map(lines.map((line) => [line.purchase_id, line]));
    const chosen = body.purchaseIds
      ? [...new Set(body.purchaseIds)]
      : lines.filter((line) => line.credit_note_id === null).map((line) => line.purchase_id);
    if (chosen.some((id) => !byId.has(id))) throw new HttpError(409, CREDIT_NOTE_ERRORS.notOnInvoice);
    if (chosen.length === 0 || chosen.some((id) => byId.get(id)!.credit_note_id !== null)) {
      throw new HttpError(409, CREDIT_NOTE_ERRORS.alreadyCredited);
    }
    const netTotal = chosen.reduce((sum, id) => sum + Number(byId.get(id)!.net_price), 0);
    const vatTotal = Math.round((netTotal * invoice.vat_percent) / 100);
    const note = await trx
      .insertInto('credit_note')
      .values({
        invoice_id: invoice.id,
        customer_id: invoice.customer_id,
        reason: body.reason,
        disposition: body.disposition,
        locale: invoice.locale,
        currency: invoice.currency,
        vat_percent: invoice.vat_percent,
        net_total: netTotal,
        vat_total: vatTotal,
        created_by: actorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('invoice_line')
      .set({ credit_note_id: note.id })
      .where('invoice_id', '=', invoice.id)
      .where('purchase_id', 'in', chosen)
      .execute();
    const orderIds = await settleLines(trx, actorId, note.id, chosen, body.disposition);
    const numbers = await takeNumbers(trx, 'credit_note', [note.id]);
    await recordSale(trx, actorId, 'credit_note', note.id, 'issued', {
      number: numbers.get(note.id)!,
      invoiceId: invoice.id,
      invoiceNumber: Number(invoice.number),
      purchaseIds: chosen,
      disposition: body.disposition,
      reason: body.reason,
      netTotal,
      vatTotal,
    });
    if (body.sendEmail) {
      const issued = (await creditNoteById(trx, note.id, null))!;
      await mailCreditNote(trx, orderIds, issued, invoice.customer_id, invoice.locale);
    }
    return note.id;
  });
  return (await creditNoteById(db, creditNoteId, null))!;
}
