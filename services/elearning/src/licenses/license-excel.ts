import type { Readable } from 'node:stream';
import { rowsInBatches, streamWorkbook, type ExcelColumn } from '@atrium/service-core/excel';
import { licenseStatus, type LicenseListFilter, type LicenseStatusKey } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { licenseQuery, type LicenseScope } from './license-query';
import { licenseView } from './license-view';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

const STATUS_TEXT: Record<LicenseStatusKey, string> = {
  notPassed: 'Not passed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  started: 'Started',
  notStarted: 'Not started',
};

const COLUMNS: ExcelColumn[] = [
  { header: 'License id', key: 'id', width: 12 },
  { header: 'User id', key: 'userId', width: 10 },
  { header: 'Name', key: 'name', width: 32 },
  { header: 'Learner id in the customer LMS', key: 'remoteLearnerId', width: 20 },
  { header: 'Customer id', key: 'customerId', width: 12 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Started', key: 'started', width: 12 },
  { header: 'Completed', key: 'completed', width: 12 },
  { header: 'Cancellation fee', key: 'cancellationFee', width: 16, style: { numFmt: '0.00' } },
  { header: 'Part of course programme', key: 'asPartOfCourseProgram', width: 24 },
];

/**
 * Every license the filter matches, in the list's sort, batch by batch: the file is not limited to the
 * 300 rows the screen shows, so it is how to get all of them.
 */
async function* sheetRows(db: ElearningDb, scope: LicenseScope, filter: LicenseListFilter) {
  const query = await licenseQuery(db, scope, filter);
  for await (const row of rowsInBatches((offset, limit) => query.limit(limit).offset(offset).execute())) {
    const license = licenseView(row);
    yield {
      id: license.id,
      userId: license.userId,
      name: license.name,
      remoteLearnerId: license.remoteLearnerId,
      customerId: license.customerId,
      status: STATUS_TEXT[licenseStatus(license).key],
      started: day(license.started),
      completed: day(license.completed),
      cancellationFee: license.cancellationFee / 100,
      asPartOfCourseProgram: license.asPartOfCourseProgram,
    };
  }
}

export function licensesWorkbook(db: ElearningDb, scope: LicenseScope, filter: LicenseListFilter): Readable {
  return streamWorkbook('Licenses', COLUMNS, sheetRows(db, scope, filter));
}
