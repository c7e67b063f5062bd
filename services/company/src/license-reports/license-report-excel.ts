import type { Readable } from 'node:stream';
import { streamWorkbook, type ExcelColumn } from '@atrium/service-core/excel';
import type { LicenseReportRow } from '@atrium/company-contract';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

const STATUS_TEXT: Record<LicenseReportRow['status'], string> = {
  notPassed: 'Not passed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  started: 'Started',
  notStarted: 'Not started',
};

const COLUMNS: ExcelColumn[] = [
  { header: 'License id', key: 'licenseId', width: 12 },
  { header: 'Last name', key: 'lastName', width: 20 },
  { header: 'First name', key: 'firstName', width: 20 },
  { header: 'Course', key: 'courseTitle', width: 36 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Started', key: 'started', width: 12 },
  { header: 'Completed', key: 'completed', width: 12 },
  { header: 'Competence expires', key: 'competenceExpires', width: 18 },
  { header: 'Cancellation fee', key: 'cancellationFee', width: 16, style: { numFmt: '0.00' } },
  { header: 'Part of course programme', key: 'asPartOfCourseProgram', width: 24 },
];

async function* sheetRows(rows: LicenseReportRow[]) {
  for (const row of rows) {
    yield {
      ...row,
      status: STATUS_TEXT[row.status],
      started: day(row.started),
      completed: day(row.completed),
      cancellationFee: row.cancellationFee / 100,
      asPartOfCourseProgram: row.asPartOfCourseProgram ? 'Yes' : 'No',
    };
  }
}

/** The search's rows as the screen has them (document 001 §7 "Excel"): the same 300 at most. */
export function licenseReportWorkbook(rows: LicenseReportRow[]): Readable {
  return streamWorkbook('Licenses', COLUMNS, sheetRows(rows));
}
