import { deleteFile, saveFile } from '@atrium/service-core';
import { classroomSearchParamsSchemas, classroomSearchTypeSchema } from '@atrium/reports-contract';
import type { Kysely } from 'kysely';
import { reportsDb, type ReportsDb } from '../db';
import { classroomSearchFile } from './classroom-search-files';
import { reportFile, type ReportFileRow } from './report-file';

/** Where the finished files are kept in the file store. */
export const REPORT_EXPORT_FILES = 'reports-exports';
/** What a failure leaves on the export for the result window to show. */
const EXPORT_FAILED = 'reportExport.error.failed';
/** Progress is written every so many rows: often enough to move the bar, seldom enough to cost nothing. */
const PROGRESS_EVERY = 1000;
// A file is not an upload: its size is what the report holds. The bound only stops a runaway.
const MAX_FILE_BYTES = 4 * 1024 ** 3;

/**
 * The background job of an export (decision 0229): the search runs again with the stored parameters, its rows are
 * written to the file store as they are read, and the row counts move the export's progress. A run after a stopped
 * process starts over (the half-written file was never kept: saveFile removes it).
 */
export async function runReportExport(shared: Kysely<any>, exportId: number): Promise<void> {
  const db = reportsDb(shared);
  const started = await db
    .updateTable('report_export')
    .set({ status: 'running', done: 0 })
    .where('id', '=', exportId)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
  if (!started) return;
  try {
    const type = classroomSearchTypeSchema.parse(started.type);
    const params = classroomSearchParamsSchemas[type].parse(started.params);
    const plan = await classroomSearchFile(db, started.currency, type, params as never);
    await db.updateTable('report_export').set({ total: plan.total }).where('id', '=', exportId).execute();
    const stored = await saveFile(
      REPORT_EXPORT_FILES,
      reportFile({ ...plan, rows: counted(db, exportId, plan.rows) }, started.format, started.locale),
      { maxBytes: MAX_FILE_BYTES },
    );
    const finished = await db
      .updateTable('report_export')
      .set({ status: 'done', done: plan.total, file_key: stored.key, finished_at: new Date() })
      .where('id', '=', exportId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    // Another run of the same job finished first (a job handed out again): keep its file, not two.
    if (finished.numUpdatedRows === 0n) await deleteFile(REPORT_EXPORT_FILES, stored.key);
  } catch (error) {
    await db
      .updateTable('report_export')
      .set({ status: 'failed', error: EXPORT_FAILED, finished_at: new Date() })
      .where('id', '=', exportId)
      .execute();
    console.error(`[report-export] export ${exportId} failed`, error);
  }
}

/** The rows as they pass, writing how many have been read to the export now and then. */
async function* counted(db: ReportsDb, exportId: number, rows: AsyncIterable<ReportFileRow>): AsyncGenerator<ReportFileRow> {
  let done = 0;
  for await (const row of rows) {
    yield row;
    done += 1;
    if (done % PROGRESS_EVERY === 0) await db.updateTable('report_export').set({ done }).where('id', '=', exportId).execute();
  }
}
