import type { Readable } from 'node:stream';
import {
  excelDate,
  excelTexts,
  streamWorkbook,
  type ExcelColumnDefinition,
  type ExcelLocale,
  type ExcelTexts,
} from '@atrium/service-core/excel';
import type { LicenseReportRow } from '@atrium/company-contract';

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.licenseId', key: 'licenseId', width: 12 },
  { headerKey: 'excel.column.lastName', key: 'lastName', width: 20 },
  { headerKey: 'excel.column.firstName', key: 'firstName', width: 20 },
  { headerKey: 'excel.column.course', key: 'courseTitle', width: 36 },
  { headerKey: 'excel.column.status', key: 'status', width: 14 },
  { headerKey: 'excel.column.started', key: 'started', width: 12, date: true },
  { headerKey: 'excel.column.completed', key: 'completed', width: 12, date: true },
  { headerKey: 'excel.column.competenceExpires', key: 'competenceExpires', width: 18, date: true },
  { headerKey: 'excel.column.cancellationFee', key: 'cancellationFee', width: 16, numFmt: '0.00' },
  { headerKey: 'excel.column.asPartOfCourseProgram', key: 'asPartOfCourseProgram', width: 24 },
  // The attached hot-works record (decision 0256): its certificate and the fire drill's day, when registered.
  { headerKey: 'excel.column.hotworkCertificate', key: 'hotworkCertificate', width: 24 },
  { headerKey: 'excel.column.hotworkFireDrill', key: 'hotworkFireDrill', width: 14, date: true },
];

async function* sheetRows(rows: LicenseReportRow[], texts: ExcelTexts) {
  for (const row of rows) {
    yield {
      ...row,
      status: texts.text(`license.status.${row.status}`),
      started: excelDate(row.started),
      completed: excelDate(row.completed),
      competenceExpires: excelDate(row.competenceExpires),
      cancellationFee: row.cancellationFee / 100,
      asPartOfCourseProgram: texts.yesNo(row.asPartOfCourseProgram),
      hotworkCertificate: row.hotwork?.certificateNumber ?? '',
      hotworkFireDrill: excelDate(row.hotwork?.receivedProofOfFireDrill ? row.hotwork.fireDrillDate : null),
    };
  }
}

/** The search's rows as the screen has them (document 001 §7 "Excel"): the same 300 at most. */
export function licenseReportWorkbook(rows: LicenseReportRow[], locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  return streamWorkbook(texts.text('excel.sheet.licenses'), texts.columns(COLUMNS), sheetRows(rows, texts));
}
