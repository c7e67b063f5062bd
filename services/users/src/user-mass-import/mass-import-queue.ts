import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';

export const MASS_IMPORT_QUEUE = 'users.mass-import';
export interface MassImportJobData {
  importId: number;
}

// A registration of 10,000 people takes seconds to a minute; a job unfinished after 30 minutes counts as lost (a
// stopped process) and is handed out once more. A refused registration is recorded, not retried (run-mass-import.ts).
const QUEUE_OPTIONS = { retryLimit: 1, retryDelay: 10, expireInSeconds: 30 * 60 };

const ready = new WeakMap<object, Promise<void>>();

/** Installs pg-boss and the import queue once per database handle (sending needs the queue). */
export function massImportQueueReady(db: Kysely<any>): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      const boss = new PgBoss({ db: bossDb(db), supervise: false, schedule: false, migrate: true });
      await boss.start();
      await boss.createQueue(MASS_IMPORT_QUEUE, { name: MASS_IMPORT_QUEUE, ...QUEUE_OPTIONS });
      await boss.stop({ graceful: false, close: false });
    })();
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}

/** Enqueues the registration in the caller's transaction: the import row and its job commit together. */
export async function enqueueMassImport(trx: Kysely<any>, importId: number): Promise<void> {
  const sender = new PgBoss({ db: bossDb(trx) });
  const data: MassImportJobData = { importId };
  const id = await sender.send(MASS_IMPORT_QUEUE, data, { db: bossDb(trx) });
  if (!id) throw new Error('The mass import queue does not exist');
}
