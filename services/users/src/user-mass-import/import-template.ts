import ExcelJS from 'exceljs';
import { EXCEL_DATE_FORMAT, type ExcelLocale } from '@atrium/service-core/excel';
import { MASS_IMPORT_COLUMN_LABELS, MASS_IMPORT_COLUMNS } from '@atrium/users-contract';

const WIDTHS: Partial<Record<(typeof MASS_IMPORT_COLUMNS)[number], number>> = { email: 32, birthdate: 14, departmentName: 24 };

/**
 * The spreadsheet to fill in (document 003 §2 step 2, "a downloadable template"): one header row in the page's
 * language, the date-of-birth column formatted as a date, e-mail, phone and employee number as text so Excel keeps
 * leading zeros and plus signs. The upload reads these headers in any of the three languages.
 */
export async function importTemplate(locale: ExcelLocale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.columns = MASS_IMPORT_COLUMNS.map((column) => ({
    header: MASS_IMPORT_COLUMN_LABELS[locale][column],
    key: column,
    width: WIDTHS[column] ?? 18,
    style: { numFmt: column === 'birthdate' ? EXCEL_DATE_FORMAT : '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
