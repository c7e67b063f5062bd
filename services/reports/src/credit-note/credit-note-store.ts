import { HttpError } from '@atrium/service-core';
import { CREDIT_NOTE_ERRORS, type CreditNote } from '@atrium/reports-contract';
import type { Kysely } from 'kysely';
import { reportsDb } from '../db';
import { takeNumbers } from '../batch-invoice/invoice-numbers';
import { recordSale } from '../sales-audit/sales-audit';
import { creditNoteOfLine } from './credit-note-query';

/**
 * Credits an invoiced line in full (decision 0146): the credit note copies the line's amount and the invoice's
 * currency, VAT rate and language, is recorded in the audit, and takes the next number of its own gap-free series
 * as the last write before commit. The unique purchase_id makes a repeated or simultaneous request for the same
 * line wait for the first and answer its credit note.
 */
export async function placeCreditNote(shared: Kysely<any>, actorId: number, purchaseId: number, reason: string): Promise<CreditNote> {
  const db = reportsDb(shared);
  await db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('invoice_line as il')
      .innerJoin('invoice as i', 'i.id', 'il.invoice_id')
      .select(['il.purchase_id', 'il.title', 'il.quantity', 'il.unit_net_price', 'il.net_price', 'i.id as invoice_id'])
      .select(['i.customer_id', 'i.locale', 'i.currency', 'i.vat_percent', 'i.number as invoice_number'])
      .where('il.purchase_id', '=', purchaseId)
      .where('i.number', 'is not', null)
      .executeTakeFirst();
    if (!line) {
      const exists = await trx.selectFrom('purchase_line').select('id').where('id', '=', purchaseId).executeTakeFirst();
      throw exists ? new HttpError(409, CREDIT_NOTE_ERRORS.notInvoiced) : new HttpError(404, 'Purchase line not found');
    }
    const netTotal = Number(line.net_price);
    const vatTotal = Math.round((netTotal * line.vat_percent) / 100);
    const inserted = await trx
      .insertInto('credit_note')
      .values({
        invoice_id: line.invoice_id,
        purchase_id: purchaseId,
        customer_id: line.customer_id,
        reason,
        locale: line.locale,
        currency: line.currency,
        vat_percent: line.vat_percent,
        title: line.title,
        quantity: line.quantity,
        unit_net_price: Number(line.unit_net_price),
        net_total: netTotal,
        vat_total: vatTotal,
        created_by: actorId,
      })
      .onConflict((oc) => oc.column('purchase_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    const numbers = await takeNumbers(trx, 'credit_note', [inserted.id]);
    await recordSale(trx, actorId, 'credit_note', inserted.id, 'issued', {
      number: numbers.get(inserted.id)!,
      invoiceId: line.invoice_id,
      invoiceNumber: Number(line.invoice_number),
      purchaseId,
      reason,
      netTotal,
      vatTotal,
    });
  });
  return (await creditNoteOfLine(db, purchaseId))!;
}
