import { INVOICE_TEXT, money } from '../batch-invoice/invoice-text';
import { documentDate, renderSalesPdf } from '../batch-invoice/pdf-page';
import type { creditNoteById } from './credit-note-query';

type StoredCreditNote = NonNullable<Awaited<ReturnType<typeof creditNoteById>>>;

/** The credit note as an A4 PDF in its invoice's language: the credited lines and the amounts as negatives. */
export function renderCreditNotePdf(note: StoredCreditNote, customer: string): Promise<Buffer> {
  const text = INVOICE_TEXT[note.locale];
  const minus = (amount: number) => money(-amount, note.currency);
  return renderSalesPdf(`${text.creditNote} ${note.number}`, customer, (doc, row) => {
    doc.text(`${text.date}: ${documentDate(new Date(note.created))}`);
    doc.text(`${text.customer}: ${customer}`);
    doc.text(`${text.creditsInvoice}: ${note.invoiceNumber}`);
    doc.text(`${text.reason}: ${note.reason}`);
    doc.text(text[note.disposition]);
    doc.moveDown(2);
    row([text.course, text.quantity, '', text.amount], true);
    for (const line of note.lines) row([line.title, String(line.qty), '', minus(line.netPrice)]);
    doc.moveDown();
    row([text.net, '', '', minus(note.netTotal)]);
    row([`${text.vat} ${note.vatPercent} %`, '', '', minus(note.vatTotal)]);
    row([text.creditTotal, '', '', minus(note.netTotal + note.vatTotal)], true);
  });
}
