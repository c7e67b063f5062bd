import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DiplomaText, IssuedDiploma } from './diploma-store';

const INK = rgb(0.1, 0.1, 0.1);
const BODY_WIDTH = 640;

// The standard fonts cover Latin-1 (Norwegian and Swedish letters included); anything beyond would make
// pdf-lib throw, so such characters print as '?' rather than failing the whole download.
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number) {
  const line = printable(text);
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: (page.getWidth() - width) / 2, y, size, font, color: INK });
}

/** A paragraph broken into lines no wider than the body, at word boundaries. */
function wrapped(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > BODY_WIDTH) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The day as people write it in the locale: Swedish ISO dates, otherwise day.month.year. */
export function formatDay(day: string, locale: string): string {
  if (locale === 'sv_SE') return day;
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

// In the words the screens use: "kursbevis" in Norwegian, "kursintyg" in Swedish.
const CHECK_LINE: Record<string, (code: string, url: string) => string> = {
  en_US: (code, url) => `Diploma code ${code}. Check it at ${url}`,
  nb_NO: (code, url) => `Kursbevisets kode: ${code}. Kontroller det på ${url}`,
  sv_SE: (code, url) => `Kursintygets kod: ${code}. Kontrollera det på ${url}`,
};

/** The template's body with its placeholders filled in (decision 0233); an unknown placeholder stays as written. */
function filledBody(body: string, diploma: IssuedDiploma, locale: string): string {
  const hours = diploma.hours === null ? '' : new Intl.NumberFormat(locale.replace('_', '-')).format(diploma.hours);
  const values: Record<string, string> = {
    name: diploma.personName,
    course: diploma.courseName,
    date: formatDay(diploma.completed, locale),
    hours,
  };
  return body.replace(/\{(name|course|date|hours)\}/g, (_, key: string) => values[key] ?? '');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The template's layout: title, body paragraphs, issuer and a signature line with the signer under it. */
function templatePage(page: PDFPage, diploma: IssuedDiploma, text: DiplomaText, { regular, bold }: Fonts) {
  if (text.title) centred(page, text.title, bold, 40, 470);
  let y = 400;
  for (const paragraph of filledBody(text.body, diploma, text.locale).split(/\n\s*\n/)) {
    for (const line of wrapped(paragraph, regular, 16)) {
      centred(page, line, regular, 16, y);
      y -= 24;
    }
    y -= 12;
  }
  const issuer = text.issuer || diploma.issuer;
  if (issuer) centred(page, issuer, bold, 14, 190);
  const middle = page.getWidth() / 2;
  page.drawLine({ start: { x: middle - 130, y: 145 }, end: { x: middle + 130, y: 145 }, thickness: 0.8, color: INK });
  if (text.signatureLine) centred(page, text.signatureLine, regular, 12, 128);
}

/** The standard layout, in English, for a course whose template says nothing yet (or that has none). */
function standardPage(page: PDFPage, diploma: IssuedDiploma, { regular, bold }: Fonts) {
  centred(page, 'DIPLOMA', bold, 40, 460);
  centred(page, 'This is to certify that', regular, 16, 400);
  centred(page, diploma.personName, bold, 30, 350);
  centred(page, 'has completed the course', regular, 16, 300);
  centred(page, diploma.courseName, bold, 24, 255);
  centred(page, formatDay(diploma.completed, 'en_US'), regular, 16, 210);
  // The course provider of the course's diploma template issues it (decision 0224).
  if (diploma.issuer) centred(page, `Issued by ${diploma.issuer}`, regular, 14, 170);
}

/**
 * One A4 landscape page per diploma, in one PDF, laid out from the course's diploma template in the holder's language
 * (or its fallback, decision 0233); each page prints its code and where to check it, in the page's language.
 */
export async function diplomaPdf(diplomas: IssuedDiploma[], checkUrl: (code: string) => string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(diplomas.length === 1 ? `Diploma ${diplomas[0]!.personName}` : 'Diplomas');
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  for (const diploma of diplomas) {
    const page = pdf.addPage([841.89, 595.28]);
    if (diploma.text) templatePage(page, diploma, diploma.text, fonts);
    else standardPage(page, diploma, fonts);
    const checkLine = CHECK_LINE[diploma.text?.locale ?? 'en_US'] ?? CHECK_LINE.en_US!;
    centred(page, checkLine(diploma.code, checkUrl(diploma.code)), fonts.regular, 10, 60);
  }
  return pdf.save();
}
