import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type ExcelColumn = Partial<ExcelJS.Column>;

/**
 * One sheet as an .xlsx stream, each row written as it is read, so memory stays flat however many
 * rows there are. A failure while reading ends the stream with that error.
 */
export function streamWorkbook(sheetName: string, columns: ExcelColumn[], rows: AsyncIterable<Record<string, unknown>>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  const write = async () => {
    for await (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * The rows `fetch` reads page by page (`limit` rows from `offset`, in the query's own order) until a page
 * comes back short: how an export reads every matching row without holding them all.
 */
export async function* rowsInBatches<Row>(fetch: (offset: number, limit: number) => Promise<Row[]>, batchSize = 500): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await fetch(offset, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
  }
}

export { EXCEL_LOCALES, requestLocale, type ExcelLocale } from './excel-texts/excel-locale';
export { EXCEL_MESSAGES, type ExcelMessageKey } from './excel-texts/excel-messages';
export { EXCEL_DATE_FORMAT, excelDate, excelTexts, type ExcelColumnDefinition, type ExcelTexts } from './excel-texts/excel-texts';
