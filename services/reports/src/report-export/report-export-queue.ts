import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';

export const REPORT_EXPORT_QUEUE = 'reports.export';
export interface ReportExportJobData {
  exportId: number;
}

// A full export of a million purchase lines takes about a minute (bench/README.md); a job unfinished after 30 minutes
// counts as lost (a stopped process) and is handed out again, when the export starts over.
const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 10, expireInSeconds: 30 * 60 };

const ready = new WeakMap<object, Promise<void>>();

/** Installs pg-boss and the export queue once per database handle (sending needs the queue). */
export function reportExportQueueReady(db: Kysely<any>): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      const boss = new PgBoss({ db: bossDb(db), supervise: false, schedule: false, migrate: true });
      await boss.start();
      await boss.createQueue(REPORT_EXPORT_QUEUE, { name: REPORT_EXPORT_QUEUE, ...QUEUE_OPTIONS });
      await boss.stop({ graceful: false, close: false });
    })();
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}

/** Enqueues an export in the caller's transaction: the export row and its job commit together. */
export async function enqueueReportExport(trx: Kysely<any>, exportId: number): Promise<void> {
  const sender = new PgBoss({ db: bossDb(trx) });
  const data: ReportExportJobData = { exportId };
  const id = await sender.send(REPORT_EXPORT_QUEUE, data, { db: bossDb(trx) });
  if (!id) throw new Error('The report export queue does not exist');
}
