import { INVOICE_TEXT, money } from './invoice-text';
import type { StoredInvoice } from './invoice-query';
import { documentDate, renderSalesPdf } from './pdf-page';

/**
 * The invoice as an A4 PDF in its language, drawn from the stored invoice (so a PDF fetched again is the same
 * invoice). A line's course extras (decision 0147) follow it as their own rows.
 */
export function renderInvoicePdf(invoice: StoredInvoice, customer: string): Promise<Buffer> {
  const text = INVOICE_TEXT[invoice.locale];
  return renderSalesPdf(`${text.invoice} ${invoice.number}`, customer, (doc, row) => {
    doc.text(`${text.date}: ${documentDate(invoice.created)}`);
    doc.text(`${text.customer}: ${customer}`);
    if (invoice.yourRef) doc.text(`${text.reference}: ${invoice.yourRef}`);
    if (invoice.onBehalfOf) doc.text(`${text.onBehalfOf}: ${invoice.onBehalfOf}`);
    doc.moveDown(2);
    row([text.course, text.quantity, text.unitPrice, text.amount], true);
    for (const line of invoice.lines) {
      const extrasTotal = line.extras.reduce((sum, extra) => sum + extra.netPrice, 0);
      row([line.title, String(line.qty), money(line.unitNetPrice, invoice.currency), money(line.netPrice - extrasTotal, invoice.currency)]);
      for (const extra of line.extras) {
        row([
          `  + ${extra.name}`,
          String(extra.quantity),
          money(extra.unitNetPrice, invoice.currency),
          money(extra.netPrice, invoice.currency),
        ]);
      }
    }
    doc.moveDown();
    row([text.net, '', '', money(invoice.netTotal, invoice.currency)]);
    row([`${text.vat} ${invoice.vatPercent} %`, '', '', money(invoice.vatTotal, invoice.currency)]);
    row([text.total, '', '', money(invoice.netTotal + invoice.vatTotal, invoice.currency)], true);
  });
}
