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
