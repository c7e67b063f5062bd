import type { Readable } from 'node:stream';
import { rowsInBatches, streamWorkbook, type ExcelColumn } from '@atrium/service-core/excel';
import { licenceStatus, type LicenceListFilter, type LicenceStatusKey } from '../contract';
import type { ElearningDb } from '../db';
import { licenceQuery, type LicenceScope } from './licence-query';
import { licenceView } from './licence-view';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

const STATUS_TEXT: Record<LicenceStatusKey, string> = {
  notPassed: 'Not passed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  started: 'Started',
  notStarted: 'Not started',
};

const COLUMNS: ExcelColumn[] = [
  { header: 'Licence id', key: 'id', width: 12 },
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
 * Every licence the filter matches, in the list's sort, batch by batch: the file is not limited to the
 * 300 rows the screen shows, so it is how to get all of them.
 */
async function* sheetRows(db: ElearningDb, scope: LicenceScope, filter: LicenceListFilter) {
  const query = await licenceQuery(db, scope, filter);
  for await (const row of rowsInBatches((offset, limit) => query.limit(limit).offset(offset).execute())) {
    const licence = licenceView(row);
    yield {
      id: licence.id,
      userId: licence.userId,
      name: licence.name,
      remoteLearnerId: licence.remoteLearnerId,
      customerId: licence.customerId,
      status: STATUS_TEXT[licenceStatus(licence).key],
      started: day(licence.started),
      completed: day(licence.completed),
      cancellationFee: licence.cancellationFee / 100,
      asPartOfCourseProgram: licence.asPartOfCourseProgram,
    };
  }
}

export function licencesWorkbook(db: ElearningDb, scope: LicenceScope, filter: LicenceListFilter): Readable {
  return streamWorkbook('Licences', COLUMNS, sheetRows(db, scope, filter));
}
