import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { MASS_IMPORT_QUEUE, massImportQueueReady, type MassImportJobData } from './mass-import-queue';
import { runMassImport } from './run-mass-import';

/**
 * Works the import queue one registration at a time. pg-boss keeps the jobs in PostgreSQL, so an import queued or
 * running when the process stopped is registered after the next start (its transaction never committed).
 */
export async function startMassImportWorker(
  shared: Kysely<any>,
  log: (message: string) => void = (m) => console.log(`[mass-import] ${m}`),
) {
  await massImportQueueReady(shared);
  const boss = new PgBoss({ db: bossDb(shared), supervise: true, schedule: false, migrate: false });
  boss.on('error', (error) => log(`queue error: ${error.message}`));
  await boss.start();
  await boss.work<MassImportJobData>(MASS_IMPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runMassImport(shared, job.data.importId);
  });
  return { stop: () => boss.stop({ close: false, timeout: 10_000 }) };
}
