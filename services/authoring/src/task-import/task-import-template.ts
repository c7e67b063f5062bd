import ExcelJS from 'exceljs';
import { TASK_IMPORT_COLUMN_LABELS, TASK_IMPORT_COLUMNS, type AuthoringLocale } from '@atrium/authoring-contract';

/**
 * The spreadsheet an author fills in (decision 0232): one header row in the page's language, every cell text so
 * Excel keeps "1,3" in the correct-options column as written.
 */
export async function taskImportTemplate(locale: AuthoringLocale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tasks');
  sheet.columns = TASK_IMPORT_COLUMNS.map((column) => ({
    header: TASK_IMPORT_COLUMN_LABELS[locale][column],
    key: column,
    width: column === 'question' || column === 'explanation' ? 40 : 18,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
