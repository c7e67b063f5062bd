import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

/** A cell of an uploaded sheet as plain data. */
export type SpreadsheetCell = string | number | boolean | Date | null;

/**
 * The rows of an uploaded xlsx or csv, for the imports that take either: xlsx files start with the zip signature,
 * anything else is read as text. Throws when the file cannot be read; the caller answers its own message.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<SpreadsheetCell[][]> {
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  return isZip ? readXlsx(bytes) : readCsv(bytes);
}

async function readXlsx(bytes: Buffer): Promise<SpreadsheetCell[][]> {
  // Loaded here, not with the module: the whole of exceljs takes three times as long to load as its streaming writer,
  // and export processes load this file's module for the writer alone (decision 0265).
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SpreadsheetCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: SpreadsheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cellValue(cell.value);
    });
    rows.push(values);
  });
  return rows;
}

/** A cell as plain data: the text of a hyperlink or rich text, a formula's result. */
function cellValue(value: ExcelJS.CellValue): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellValue(value.result);
  return null;
}

/**
 * A csv from Excel or elsewhere: comma, semicolon (the Nordic Excel's) or tab, whichever the header row uses most,
 * so a comma inside a semicolon-separated cell ("1,3", "fire, safety") stays in its cell; a byte-order mark is skipped.
 */
function readCsv(bytes: Buffer): SpreadsheetCell[][] {
  const header = bytes.toString('utf8', 0, Math.min(bytes.length, 8192)).split(/\r?\n/)[0] ?? '';
  const count = (delimiter: string) => header.split(delimiter).length;
  const delimiter = [';', '\t', ','].reduce((best, next) => (count(next) > count(best) ? next : best), ',');
  return parse(bytes, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
}
