import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';

export const TRANSCODE_QUEUE = 'authoring.transcode';
export interface TranscodeJobData {
  jobId: number;
}

// A transcoding may take long: an hour before pg-boss counts it lost (a stopped process) and hands it out again,
// twice more at most.
const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 };

const ready = new WeakMap<object, Promise<void>>();

/** Installs pg-boss and the transcode queue once per database handle (sending needs the queue). */
export function transcodeQueueReady(db: Kysely<any>): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      const boss = new PgBoss({ db: bossDb(db), supervise: false, schedule: false, migrate: true });
      await boss.start();
      await boss.createQueue(TRANSCODE_QUEUE, { name: TRANSCODE_QUEUE, ...QUEUE_OPTIONS });
      await boss.stop({ graceful: false, close: false });
    })();
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}

/** Enqueues the job in the caller's transaction: the job row and its pg-boss job commit together. */
export async function enqueueTranscode(trx: Kysely<any>, jobId: number): Promise<void> {
  const sender = new PgBoss({ db: bossDb(trx) });
  const data: TranscodeJobData = { jobId };
  const id = await sender.send(TRANSCODE_QUEUE, data, { db: bossDb(trx) });
  if (!id) throw new Error('The transcode queue does not exist');
}
