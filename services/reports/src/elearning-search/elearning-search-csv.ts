import { Readable } from 'node:stream';
import { excelTexts, rowsInBatches, type ExcelLocale } from '@atrium/service-core/excel';
import type { ElearningReportRow } from '@atrium/reports-contract';

const SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

/** A field as CSV writes it: quoted when it holds the separator, a quote or a line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Minor units as currency units with 2 decimals, in integers so no float rounding creeps in (1005 → "10.05"). */
export function unitsOf(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The e-learning rows as the CSV of document 003 §9: semicolon-separated, opened by a byte-order mark (so Excel
 * reads the Norwegian and Swedish letters), turnover in currency units (÷ 100) with 2 decimals. Rows are read a page
 * at a time and written as they come, so memory stays flat however many courses there are.
 */
export function elearningSearchCsv(
  page: (offset: number, limit: number) => Promise<ElearningReportRow[]>,
  locale: ExcelLocale,
  currency: string,
): Readable {
  const { text } = excelTexts(locale);
  async function* lines() {
    const header = [text('excel.column.course'), text('excel.column.language'), text('excel.column.licensesSold')];
    yield `${BYTE_ORDER_MARK}${[...header, `${text('excel.column.netTurnover')} (${currency})`].map(field).join(SEPARATOR)}\r\n`;
    for await (const row of rowsInBatches(page)) {
      const values = [row.title, row.language ?? '', String(row.numLicensesSold), unitsOf(row.netTurnover)];
      yield `${values.map(field).join(SEPARATOR)}\r\n`;
    }
  }
  return Readable.from(lines());
}
