import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { IssuedDiploma } from './diploma-store';

// The standard fonts cover Latin-1 (Norwegian and Swedish letters included); anything beyond would make
// pdf-lib throw, so such characters print as '?' rather than failing the whole download.
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number) {
  const line = printable(text);
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: (page.getWidth() - width) / 2, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** One A4 landscape page per diploma, in one PDF; each page prints its code and where to check it. */
export async function diplomaPdf(diplomas: IssuedDiploma[], checkUrl: (code: string) => string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(diplomas.length === 1 ? `Diploma ${diplomas[0]!.personName}` : 'Diplomas');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const diploma of diplomas) {
    const page = pdf.addPage([841.89, 595.28]);
    centred(page, 'DIPLOMA', bold, 40, 460);
    centred(page, 'This is to certify that', regular, 16, 400);
    centred(page, diploma.personName, bold, 30, 350);
    centred(page, 'has completed the course', regular, 16, 300);
    centred(page, diploma.courseName, bold, 24, 255);
    centred(page, formatDay(diploma.completed), regular, 16, 210);
    // The course provider of the course's diploma template issues it (decision 0224).
    if (diploma.issuer) centred(page, `Issued by ${diploma.issuer}`, regular, 14, 170);
    centred(page, `Diploma code ${diploma.code}. Check it at ${checkUrl(diploma.code)}`, regular, 10, 60);
  }
  return pdf.save();
}
