import { deleteFile, type ScheduledJob } from '@atrium/service-core';
import { REPORT_EXPORT_KEEP_DAYS } from '@atrium/reports-contract';
import { sql, type Kysely } from 'kysely';
import { reportsDb } from '../db';
import { REPORT_EXPORT_FILES } from './run-report-export';

/**
 * Removes exports finished more than REPORT_EXPORT_KEEP_DAYS ago with their files: a file of turnover is kept only
 * as long as its owner may come back for it. The file goes first, so a failure leaves a row to try again.
 */
export async function removeOldExports(shared: Kysely<any>): Promise<void> {
  const db = reportsDb(shared);
  const old = await db
    .selectFrom('report_export')
    .select(['id', 'file_key'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${REPORT_EXPORT_KEEP_DAYS})`)
    .execute();
  for (const row of old) {
    if (row.file_key) await deleteFile(REPORT_EXPORT_FILES, row.file_key);
    await db.deleteFrom('report_export').where('id', '=', row.id).execute();
  }
}

export const removeOldExportsJob: ScheduledJob = { name: 'remove-old-exports', cron: '30 3 * * *', run: removeOldExports };
