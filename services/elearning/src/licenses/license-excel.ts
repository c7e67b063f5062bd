import type { Readable } from 'node:stream';
import {
  excelDate,
  excelTexts,
  rowsInBatches,
  streamWorkbook,
  type ExcelColumnDefinition,
  type ExcelLocale,
  type ExcelTexts,
} from '@atrium/service-core/excel';
import { licenseStatus, type LicenseListFilter } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { licenseQuery, type LicenseScope } from './license-query';
import { licenseView } from './license-view';

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.licenseId', key: 'id', width: 12 },
  { headerKey: 'excel.column.userId', key: 'userId', width: 10 },
  { headerKey: 'excel.column.name', key: 'name', width: 32 },
  { headerKey: 'excel.column.remoteLearnerId', key: 'remoteLearnerId', width: 20 },
  { headerKey: 'excel.column.customerId', key: 'customerId', width: 12 },
  { headerKey: 'excel.column.status', key: 'status', width: 14 },
  { headerKey: 'excel.column.started', key: 'started', width: 12, date: true },
  { headerKey: 'excel.column.completed', key: 'completed', width: 12, date: true },
  { headerKey: 'excel.column.cancellationFee', key: 'cancellationFee', width: 16, numFmt: '0.00' },
  { headerKey: 'excel.column.asPartOfCourseProgram', key: 'asPartOfCourseProgram', width: 24 },
];

/**
 * Every license the filter matches, in the list's sort, batch by batch: the file is not limited to the
 * 300 rows the screen shows, so it is how to get all of them.
 */
async function* sheetRows(db: ElearningDb, scope: LicenseScope, filter: LicenseListFilter, texts: ExcelTexts) {
  const query = await licenseQuery(db, scope, filter);
  for await (const row of rowsInBatches((offset, limit) => query.limit(limit).offset(offset).execute())) {
    const license = licenseView(row);
    yield {
      id: license.id,
      userId: license.userId,
      name: license.name,
      remoteLearnerId: license.remoteLearnerId,
      customerId: license.customerId,
      status: texts.text(`license.status.${licenseStatus(license).key}`),
      started: excelDate(license.started),
      completed: excelDate(license.completed),
      cancellationFee: license.cancellationFee / 100,
      asPartOfCourseProgram: license.asPartOfCourseProgram,
    };
  }
}

export function licensesWorkbook(db: ElearningDb, scope: LicenseScope, filter: LicenseListFilter, locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  return streamWorkbook(texts.text('excel.sheet.licenses'), texts.columns(COLUMNS), sheetRows(db, scope, filter, texts));
}
