import type { Readable } from 'node:stream';
import { excelTexts, rowsInBatches, streamCsv, type ExcelLocale } from '@atrium/service-core/excel';
import type { ElearningReportRow } from '@atrium/reports-contract';
import { unitsOf } from '../report-export/minor-units';

/**
 * The e-learning rows as the CSV of document 003 §9: semicolon-separated, opened by a byte-order mark, turnover in
 * currency units (÷ 100) with 2 decimals. Rows are read a page at a time and written as they come.
 */
export function elearningSearchCsv(
  page: (offset: number, limit: number) => Promise<ElearningReportRow[]>,
  locale: ExcelLocale,
  currency: string,
): Readable {
  const { text } = excelTexts(locale);
  const header = [
    text('excel.column.course'),
    text('excel.column.language'),
    text('excel.column.licensesSold'),
    `${text('excel.column.netTurnover')} (${currency})`,
  ];
  async function* rows() {
    for await (const row of rowsInBatches(page)) {
      yield [row.title, row.language ?? '', String(row.numLicensesSold), unitsOf(row.netTurnover)];
    }
  }
  return streamCsv(header, rows());
}
