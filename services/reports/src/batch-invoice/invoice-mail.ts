import type { MailMessage } from '@atrium/service-core';
import { invoicePdfUrl, type BatchInvoice } from '@atrium/reports-contract';
import { INVOICE_TEXT, money } from './invoice-text';

/** Tells a purchaser the invoices of a batch order, each with its number, total and where its PDF is. */
export function invoiceMail(
  to: { name: string; email: string },
  locale: 'nb_NO' | 'en_US',
  customer: string,
  invoices: BatchInvoice[],
): MailMessage {
  const text = INVOICE_TEXT[locale];
  const lines = invoices.map(
    (invoice) =>
      `- ${text.invoice} ${invoice.invoiceNumber}: ${money(invoice.grossTotal, invoice.currency)} (${text.reference}: ${invoice.yourRef}) ${invoicePdfUrl(invoice.invoiceId!)}`,
  );
  return {
    to: [to.email],
    subject: `${text.mailSubject}: ${customer}`,
    text: [`${to.name},`, '', text.mailIntro, '', ...lines, ''].join('\n'),
  };
}
