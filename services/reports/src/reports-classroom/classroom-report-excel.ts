import type { Readable } from 'node:stream';
import { excelTexts, streamWorkbook, type ExcelColumnDefinition, type ExcelLocale, type ExcelMessageKey } from '@atrium/service-core/excel';
import type { ClassroomReportType, classroomReportParamsSchema } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { classroomReportRows } from './classroom-report-rows';

const MONEY = '0.00';
const INSTANCE: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.courseInstance', key: 'instance', width: 14 },
  { headerKey: 'excel.column.course', key: 'course', width: 36 },
  { headerKey: 'excel.column.startDate', key: 'startDate', width: 12, date: true },
  { headerKey: 'excel.column.endDate', key: 'endDate', width: 12, date: true },
  { headerKey: 'excel.column.coursePlace', key: 'place', width: 24 },
  { headerKey: 'excel.column.status', key: 'status', width: 14 },
  { headerKey: 'excel.column.attending', key: 'attending', width: 12 },
  { headerKey: 'excel.column.maxParticipants', key: 'maxParticipants', width: 14 },
];

const SHEETS: Record<ClassroomReportType, { sheet: ExcelMessageKey; columns: ExcelColumnDefinition[] }> = {
  INSTANCES: {
    sheet: 'excel.sheet.instances',
    columns: [
      ...INSTANCE,
      { headerKey: 'excel.column.internal', key: 'internal', width: 12 },
      { headerKey: 'excel.column.openSpots', key: 'openSpots', width: 12 },
      { headerKey: 'excel.column.netTurnover', key: 'netTurnover', width: 16, numFmt: MONEY },
      { headerKey: 'excel.column.potential80', key: 'potential80', width: 16, numFmt: MONEY },
      { headerKey: 'excel.column.currency', key: 'currency', width: 10 },
    ],
  },
  COURSE_DAYS: {
    sheet: 'excel.sheet.courseDays',
    columns: [
      { headerKey: 'excel.column.date', key: 'date', width: 12, date: true },
      { headerKey: 'excel.column.from', key: 'from', width: 8 },
      { headerKey: 'excel.column.to', key: 'to', width: 8 },
      { headerKey: 'excel.column.course', key: 'course', width: 36 },
      { headerKey: 'excel.column.courseInstance', key: 'instance', width: 14 },
      { headerKey: 'excel.column.coursePlace', key: 'place', width: 24 },
      { headerKey: 'excel.column.room', key: 'room', width: 16 },
      { headerKey: 'excel.column.instructors', key: 'instructors', width: 36 },
    ],
  },
  INTERNAL_REPORT: {
    sheet: 'excel.sheet.internalReport',
    columns: [
      ...INSTANCE,
      { headerKey: 'excel.column.customer', key: 'customer', width: 30 },
      { headerKey: 'excel.column.internalPrice', key: 'internalPrice', width: 16, numFmt: MONEY },
    ],
  },
};

/**
 * The classroom report of the form as an .xlsx stream in the page's language; the internal report in the locale its
 * filter chose (document 002: nb_NO or en_US).
 */
export function classroomReportWorkbook(
  db: ReportsDb,
  params: z.output<typeof classroomReportParamsSchema>,
  currency: 'NOK' | 'SEK' | 'EUR',
  pageLocale: ExcelLocale,
): Readable {
  const texts = excelTexts(params.reportType === 'INTERNAL_REPORT' && params.locale ? params.locale : pageLocale);
  const { sheet, columns } = SHEETS[params.reportType];
  const status = (name: string) => texts.text(`instance.status.${name}` as ExcelMessageKey);
  return streamWorkbook(texts.text(sheet), texts.columns(columns), classroomReportRows(db, params, currency, status, texts.yesNo));
}
