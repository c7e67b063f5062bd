import PDFDocument from 'pdfkit';

/** An A4 PDF drawn by `draw`, collected into one buffer (reports are small; the title names it for readers). */
export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Creator: 'Atrium' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A line of cells at fixed x positions; the row is as tall as its tallest cell. */
export function tableRow(doc: PDFKit.PDFDocument, cells: readonly { x: number; width: number; text: string }[], bold = false): void {
  if (doc.y > doc.page.height - 100) doc.addPage();
  const y = doc.y;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  for (const cell of cells) {
    doc.text(cell.text, cell.x, y, { width: cell.width });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = 50;
  doc.y = bottom + 4;
}

/** A file name of plain letters for the Content-Disposition header and attachments: `course-report-12.pdf`. */
export const pdfFileName = (kind: 'course-report' | 'participant-list', instanceId: number) => `${kind}-${instanceId}.pdf`;
