import type { Readable } from 'node:stream';
import { excelDate, excelTexts, streamWorkbook, type ExcelColumnDefinition, type ExcelLocale } from '@atrium/service-core/excel';
import type { ClassroomReportRow } from '@atrium/reports-contract';

const MONEY = '0.00';
const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.courseInstance', key: 'instanceId', width: 14 },
  { headerKey: 'excel.column.course', key: 'title', width: 36 },
  { headerKey: 'excel.column.startDate', key: 'startDate', width: 12, date: true },
  { headerKey: 'excel.column.endDate', key: 'endDate', width: 12, date: true },
  { headerKey: 'excel.column.coursePlace', key: 'place', width: 24 },
  { headerKey: 'excel.column.internal', key: 'internal', width: 12 },
  { headerKey: 'excel.column.attending', key: 'numAttending', width: 12 },
  { headerKey: 'excel.column.maxParticipants', key: 'maxParticipants', width: 14 },
  { headerKey: 'excel.column.openSpots', key: 'openCourseSpots', width: 12 },
  { headerKey: 'excel.column.netTurnover', key: 'netTurnover', width: 16, numFmt: MONEY },
  { headerKey: 'excel.column.potential60', key: 'potential60', width: 16, numFmt: MONEY },
  { headerKey: 'excel.column.potential80', key: 'potential1', width: 16, numFmt: MONEY },
  { headerKey: 'excel.column.potential100', key: 'potential2', width: 16, numFmt: MONEY },
  { headerKey: 'excel.column.potentialDiff', key: 'potentialDiff', width: 16, numFmt: MONEY },
  { headerKey: 'excel.column.currency', key: 'currency', width: 10 },
];

/**
 * The report rows of document 003 §3 (the turnover and potential reports' courses) as an .xlsx stream in the page's
 * language, amounts in currency units. The rows are one bounded period's instances (at most 180 days, or a month).
 */
export function reportRowsWorkbook(rows: ClassroomReportRow[], currency: string, locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  async function* sheetRows() {
    for (const row of rows) {
      yield {
        ...row,
        startDate: excelDate(row.startDate),
        endDate: excelDate(row.endDate),
        internal: texts.yesNo(row.internalCourse),
        netTurnover: row.netTurnover / 100,
        potential60: row.potential60 / 100,
        potential1: row.potential1 / 100,
        potential2: row.potential2 / 100,
        potentialDiff: row.potentialDiff / 100,
        currency,
      };
    }
  }
  return streamWorkbook(texts.text('excel.sheet.reportRows'), texts.columns(COLUMNS), sheetRows());
}
