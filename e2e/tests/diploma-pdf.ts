import type { Browser } from '@playwright/test';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { login } from './session';

/** The pages' drawing instructions, decompressed: pdf-lib writes a standard font's text in them as hex codes. */
export function pageTexts(pdf: PDFDocument): string {
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')] : []))
    .join('\n');
}

export const latin1Hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** The check address printed under a diploma (decision 0243), read from its page texts. */
export function printedCheckUrl(texts: string): string | undefined {
  const printed = [...texts.matchAll(/<([0-9A-F]+)>/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')).join(' ');
  return /https?:\/\/\S+\/diploma\/[A-Z0-9]{10}/.exec(printed)?.[0];
}

/**
 * A really issued diploma's check path (`/diploma/{code}`): Carl downloads Sven Svensson's diploma of his passed
 * e-learning licence (seed-company-licenses.ts), as company-licenses.spec.ts does on the screen. A diploma is issued
 * once per licence, so both find the same code, and nothing else changes.
 */
export async function issuedDiplomaPath(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    await login(page, 'companyadmin', '/mypage');
    const search = await page.request.post('/api/company/data/my-company/licenses/search', {
      data: { licenseReportType: 'DOWNLOAD_DIPLOMA' },
    });
    const { licenses } = (await search.json()) as {
      licenses: { licenseId: number; firstName: string; lastName: string; courseType: string }[];
    };
    const sven = licenses.find((row) => row.firstName === 'Sven' && row.lastName === 'Svensson' && row.courseType === 'ELEARNING');
    if (!sven) throw new Error('no diploma for Sven Svensson in the demo data');
    const pdf = await page.request.post('/api/company/web/data/my-company/licenses/diplomas', { data: { licenseIds: [sven.licenseId] } });
    const url = printedCheckUrl(pageTexts(await PDFDocument.load(await pdf.body())));
    if (!url) throw new Error('the diploma prints no check address');
    return new URL(url).pathname;
  } finally {
    await page.close();
  }
}
