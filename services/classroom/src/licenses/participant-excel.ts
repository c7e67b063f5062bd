import type { Readable } from 'node:stream';
import { rowsInBatches, streamWorkbook, type ExcelColumn } from '@atrium/service-core/excel';
import type { ClassroomLicenseQuery, ClassroomLicenseState } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { participantQuery, type ParticipantScope } from './participant-query';
import { participantView } from './participant-view';

const STATUS_TEXT: Record<ClassroomLicenseState, string> = {
  cancelled: 'Cancelled',
  courseCancelled: 'Course cancelled',
  notApproved: 'Not approved',
  absent: 'Absent',
  approved: 'Approved',
  signed: 'Signed',
  started: 'Started',
  notStarted: 'Not started',
};

const COLUMNS: ExcelColumn[] = [
  { header: 'License id', key: 'id', width: 12 },
  { header: 'User id', key: 'userId', width: 10 },
  { header: 'Name', key: 'name', width: 32 },
  { header: 'Customer id', key: 'customerId', width: 12 },
  { header: 'Course instance', key: 'cliId', width: 16 },
  { header: 'First course day', key: 'startDate', width: 16 },
  { header: 'Status', key: 'status', width: 16 },
  { header: 'Approved', key: 'approved', width: 12 },
  { header: 'Cancellation fee', key: 'cancellationFee', width: 16, style: { numFmt: '0.00' } },
  { header: 'Part of course programme', key: 'asPartOfCourseProgram', width: 24 },
];

/** Every participant the filter matches, in the list's order: the file is not held to the 300 rows the screen shows. */
async function* sheetRows(db: ClassroomDb, scope: ParticipantScope, filter: ClassroomLicenseQuery) {
  const query = await participantQuery(db, scope, filter);
  for await (const row of rowsInBatches((offset, limit) => query.limit(limit).offset(offset).execute())) {
    const license = participantView(row);
    yield {
      id: license.id,
      userId: license.userId,
      name: license.name,
      customerId: license.customerId,
      cliId: license.cliId,
      startDate: license.startDate,
      status: STATUS_TEXT[license.derivedStatus],
      approved: license.approved,
      cancellationFee: license.cancellationFee / 100,
      asPartOfCourseProgram: license.asPartOfCourseProgram,
    };
  }
}

export function participantsWorkbook(db: ClassroomDb, scope: ParticipantScope, filter: ClassroomLicenseQuery): Readable {
  return streamWorkbook('Licenses', COLUMNS, sheetRows(db, scope, filter));
}
