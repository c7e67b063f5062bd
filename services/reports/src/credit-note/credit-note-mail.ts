import type { MailMessage } from '@atrium/service-core';
import { creditNotePdfUrl, type CreditNote } from '@atrium/reports-contract';
import { INVOICE_TEXT, money } from '../batch-invoice/invoice-text';

/** Tells a purchaser of a credited order the credit note: its number, amount, what became of the lines and its PDF. */
export function creditNoteMail(
  to: { name: string; email: string },
  locale: 'nb_NO' | 'en_US',
  customer: string,
  note: CreditNote,
): MailMessage {
  const text = INVOICE_TEXT[locale];
  return {
    to: [to.email],
    subject: `${text.creditMailSubject}: ${customer}`,
    text: [
      `${to.name},`,
      '',
      text.creditMailIntro.replace('{invoice}', String(note.invoiceNumber)),
      '',
      `- ${text.creditNote} ${note.number}: ${money(-(note.netTotal + note.vatTotal), note.currency)} ${creditNotePdfUrl(note.creditNoteId)}`,
      ...note.lines.map((line) => `  ${line.title}: ${money(-line.netPrice, note.currency)}`),
      '',
      `${text.reason}: ${note.reason}`,
      text[note.disposition],
      '',
    ].join('\n'),
  };
}
