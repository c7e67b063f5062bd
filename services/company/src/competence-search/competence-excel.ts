import type { Readable } from 'node:stream';
import { excelDate, excelTexts, streamWorkbook, type ExcelColumnDefinition, type ExcelLocale } from '@atrium/service-core/excel';
import type { CompetenceRow } from '@atrium/company-contract';

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.lastName', key: 'lastName', width: 20 },
  { headerKey: 'excel.column.firstName', key: 'firstName', width: 20 },
  { headerKey: 'excel.column.email', key: 'email', width: 30 },
  { headerKey: 'excel.column.course', key: 'courseTitle', width: 36 },
  { headerKey: 'excel.column.competenceId', key: 'competenceId', width: 18 },
  { headerKey: 'excel.column.completed', key: 'completed', width: 12, date: true },
  { headerKey: 'excel.column.competenceExpires', key: 'expires', width: 18, date: true },
  { headerKey: 'excel.column.valid', key: 'valid', width: 10 },
];

/** GET data/my-company/competence/report (document 001 §7): every competence found, written as it is read. */
export function competenceWorkbook(rows: AsyncIterable<CompetenceRow>, locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  async function* sheetRows() {
    for await (const row of rows) {
      yield { ...row, completed: excelDate(row.completed), expires: excelDate(row.expires), valid: texts.yesNo(row.valid) };
    }
  }
  return streamWorkbook(texts.text('excel.sheet.competences'), texts.columns(COLUMNS), sheetRows());
}
