import PDFDocument from 'pdfkit';

const LEFT = 50;
const COLUMNS = { text: LEFT, quantity: 320, unitPrice: 380, amount: 470 } as const;

export type Row = (cells: [string, string, string, string], bold?: boolean) => void;

export function documentDate(value: Date): string {
  return value.toLocaleDateString('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * An A4 PDF of the sales documents (invoices, credit notes): a bold title, then what `draw` writes, with `row`
 * drawing a line of the four-column table (text, quantity, unit price, amount). The title is also the document's
 * title, so a reader or a test finds it without parsing the page.
 */
export function renderSalesPdf(title: string, subject: string, draw: (doc: PDFKit.PDFDocument, row: Row) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title, Subject: subject, Creator: 'Atrium' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row: Row = (cells, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], COLUMNS.text, y, { width: COLUMNS.quantity - COLUMNS.text - 10 });
    const after = doc.y;
    doc.text(cells[1], COLUMNS.quantity, y, { width: 50, align: 'right' });
    doc.text(cells[2], COLUMNS.unitPrice, y, { width: 80, align: 'right' });
    doc.text(cells[3], COLUMNS.amount, y, { width: 80, align: 'right' });
    doc.x = LEFT;
    doc.y = Math.max(after, doc.y) + 4;
  };
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown().font('Helvetica').fontSize(10);
  draw(doc, row);
  doc.end();
  return done;
}
