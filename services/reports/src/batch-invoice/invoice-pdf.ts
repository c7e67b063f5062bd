import PDFDocument from 'pdfkit';
import { INVOICE_TEXT, money } from './invoice-text';
import type { StoredInvoice } from './invoice-query';

const LEFT = 50;
const COLUMNS = { course: LEFT, quantity: 320, unitPrice: 380, amount: 470 } as const;

function date(value: Date): string {
  return value.toLocaleDateString('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * The invoice as an A4 PDF in its language, drawn from the stored invoice (so a PDF fetched again is the same
 * invoice). The title carries the number so a reader or a test finds it without parsing the page.
 */
export function renderInvoicePdf(invoice: StoredInvoice, customer: string): Promise<Buffer> {
  const text = INVOICE_TEXT[invoice.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${text.invoice} ${invoice.number}`, Subject: customer, Creator: 'Atrium' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(`${text.invoice} ${invoice.number}`);
  doc.moveDown().font('Helvetica').fontSize(10);
  doc.text(`${text.date}: ${date(invoice.created)}`);
  doc.text(`${text.customer}: ${customer}`);
  if (invoice.yourRef) doc.text(`${text.reference}: ${invoice.yourRef}`);
  if (invoice.onBehalfOf) doc.text(`${text.onBehalfOf}: ${invoice.onBehalfOf}`);
  doc.moveDown(2);

  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], COLUMNS.course, y, { width: COLUMNS.quantity - COLUMNS.course - 10 });
    const after = doc.y;
    doc.text(cells[1], COLUMNS.quantity, y, { width: 50, align: 'right' });
    doc.text(cells[2], COLUMNS.unitPrice, y, { width: 80, align: 'right' });
    doc.text(cells[3], COLUMNS.amount, y, { width: 80, align: 'right' });
    doc.x = LEFT;
    doc.y = Math.max(after, doc.y) + 4;
  };
  row([text.course, text.quantity, text.unitPrice, text.amount], true);
  for (const line of invoice.lines) {
    row([line.title, String(line.qty), money(line.unitNetPrice, invoice.currency), money(line.netPrice, invoice.currency)]);
  }
  doc.moveDown();
  row([text.net, '', '', money(invoice.netTotal, invoice.currency)]);
  row([`${text.vat} ${invoice.vatPercent} %`, '', '', money(invoice.vatTotal, invoice.currency)]);
  row([text.total, '', '', money(invoice.netTotal + invoice.vatTotal, invoice.currency)], true);
  doc.end();
  return done;
}
