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
import type { ClassroomLicenseQuery } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { participantQuery, type ParticipantScope } from './participant-query';
import { participantView } from './participant-view';

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.licenseId', key: 'id', width: 12 },
  { headerKey: 'excel.column.userId', key: 'userId', width: 10 },
  { headerKey: 'excel.column.name', key: 'name', width: 32 },
  { headerKey: 'excel.column.customerId', key: 'customerId', width: 12 },
  { headerKey: 'excel.column.courseInstance', key: 'cliId', width: 16 },
  { headerKey: 'excel.column.firstCourseDay', key: 'startDate', width: 16, date: true },
  { headerKey: 'excel.column.status', key: 'status', width: 16 },
  { headerKey: 'excel.column.approved', key: 'approved', width: 12, date: true },
  { headerKey: 'excel.column.cancellationFee', key: 'cancellationFee', width: 16, numFmt: '0.00' },
  { headerKey: 'excel.column.asPartOfCourseProgram', key: 'asPartOfCourseProgram', width: 24 },
];

/** Every participant the filter matches, in the list's order: the file is not held to the 300 rows the screen shows. */
async function* sheetRows(db: ClassroomDb, scope: ParticipantScope, filter: ClassroomLicenseQuery, texts: ExcelTexts) {
  const query = await participantQuery(db, scope, filter);
  for await (const row of rowsInBatches((offset, limit) => query.limit(limit).offset(offset).execute())) {
    const license = participantView(row);
    yield {
      id: license.id,
      userId: license.userId,
      name: license.name,
      customerId: license.customerId,
      cliId: license.cliId,
      startDate: excelDate(license.startDate),
      status: texts.text(`license.status.${license.derivedStatus}`),
      approved: excelDate(license.approved),
      cancellationFee: license.cancellationFee / 100,
      asPartOfCourseProgram: license.asPartOfCourseProgram,
    };
  }
}

export function participantsWorkbook(
  db: ClassroomDb,
  scope: ParticipantScope,
  filter: ClassroomLicenseQuery,
  locale: ExcelLocale,
): Readable {
  const texts = excelTexts(locale);
  return streamWorkbook(texts.text('excel.sheet.licenses'), texts.columns(COLUMNS), sheetRows(db, scope, filter, texts));
}
