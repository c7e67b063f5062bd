import { PassThrough, type Readable, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { WorkbookWriter } from './exceljs-workbook-writer';

export type ExcelColumn = Partial<ExcelJS.Column>;

/**
 * One sheet as an .xlsx stream, each row written as it is read, so memory stays flat however many
 * rows there are. A failure while reading ends the stream with that error; a reader that goes away ends the reading.
 */
export function streamWorkbook(sheetName: string, columns: ExcelColumn[], rows: AsyncIterable<Record<string, unknown>>): Readable {
  const output = new PassThrough();
  const workbook = new WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  const shareStyles = styleSharing();
  const write = async () => {
    for await (const values of rows) {
      const row = sheet.addRow(values);
      shareStyles(row);
      row.commit();
      // exceljs writes whether or not the reader keeps up: a slow download makes the reading wait instead of the
      // written rows piling up in memory.
      if (output.writableNeedDrain && !(await drained(output))) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * exceljs gives every cell a style object of its own, and its style table looks each one up by rendering it as
 * XML: a third of an export's time (measured on 100,000 rows, bench/README.md). Cells of the same column and value
 * type get the same style, so each such cell is handed the first one's object, which exceljs finds in its cache.
 * Empty cells (a null value) too: they are written with their column's style, and were a sixth of the writer's time
 * while each still had an object of its own (decision 0257).
 */
function styleSharing(): (row: ExcelJS.Row) => void {
  const shared = new Map<number, Partial<ExcelJS.Style>>();
  return (row) =>
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const key = column * 32 + cell.type;
      const style = shared.get(key);
      if (style) cell.style = style;
      else shared.set(key, cell.style);
    });
}

/** Whether the stream drained (true) or was closed first, when its reader went away (false). */
function drained(stream: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    const settle = (value: boolean) => {
      stream.off('drain', onDrain).off('close', onClose);
      resolve(value);
    };
    stream.once('drain', onDrain).once('close', onClose);
  });
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
export { readSpreadsheet, type SpreadsheetCell } from './read-spreadsheet';
export { streamCsv } from './stream-csv';
