import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { REPORT_EXPORT_QUEUE, reportExportQueueReady, type ReportExportJobData } from './report-export-queue';
import { runReportExport } from './run-report-export';

/**
 * Works the export queue one file at a time. pg-boss keeps the jobs in PostgreSQL, so an export queued or running
 * when the process stopped is made after the next start (a running one from its first row again).
 */
export async function startReportExportWorker(
  shared: Kysely<any>,
  log: (message: string) => void = (m) => console.log(`[report-export] ${m}`),
) {
  await reportExportQueueReady(shared);
  const boss = new PgBoss({ db: bossDb(shared), supervise: true, schedule: false, migrate: false });
  boss.on('error', (error) => log(`queue error: ${error.message}`));
  await boss.start();
  await boss.work<ReportExportJobData>(REPORT_EXPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runReportExport(shared, job.data.exportId);
  });
  return { stop: () => boss.stop({ close: false, timeout: 10_000 }) };
}
