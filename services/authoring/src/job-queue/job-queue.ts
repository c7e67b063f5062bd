import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/** A pg-boss queue of the area whose jobs name one row of a job table (transcodings, file maintenance). */
export interface JobQueue {
  name: string;
  /** How long a job may run before pg-boss counts it lost (a stopped process) and hands it out again, twice at most. */
  expireInSeconds: number;
}
interface JobData {
  jobId: number;
}

const ready = new WeakMap<object, Map<string, Promise<void>>>();

/** Installs pg-boss and the queue once per database handle (sending needs the queue). */
export function jobQueueReady(db: Kysely<any>, queue: JobQueue): Promise<void> {
  const queues = ready.get(db) ?? new Map<string, Promise<void>>();
  ready.set(db, queues);
  let done = queues.get(queue.name);
  if (!done) {
    done = (async () => {
      const boss = new PgBoss({ db: bossDb(db), supervise: false, schedule: false, migrate: true });
      await boss.start();
      await boss.createQueue(queue.name, { name: queue.name, retryLimit: 2, retryDelay: 30, expireInSeconds: queue.expireInSeconds });
      await boss.stop({ graceful: false, close: false });
    })();
    done.catch(() => queues.delete(queue.name));
    queues.set(queue.name, done);
  }
  return done;
}

/** Enqueues the job in the caller's transaction: the job row and its pg-boss job commit together. */
export async function enqueueJob(trx: Kysely<any>, queue: JobQueue, jobId: number): Promise<void> {
  const data: JobData = { jobId };
  const id = await new PgBoss({ db: bossDb(trx) }).send(queue.name, data, { db: bossDb(trx) });
  if (!id) throw new Error(`The queue ${queue.name} does not exist`);
}

/**
 * Works the queue one job at a time (ffmpeg takes the cores it gets). pg-boss keeps the jobs in PostgreSQL, so jobs
 * queued or running when the process stopped are worked after the next start.
 */
export async function startJobWorker(shared: Kysely<any>, queue: JobQueue, run: (jobId: number) => Promise<void>) {
  await jobQueueReady(shared, queue);
  const boss = new PgBoss({ db: bossDb(shared), supervise: true, schedule: false, migrate: false });
  boss.on('error', (error) => console.log(`[${queue.name}] queue error: ${error.message}`));
  await boss.start();
  await boss.work<JobData>(queue.name, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) await run(job.data.jobId);
  });
  return { stop: () => boss.stop({ close: false, timeout: 10_000 }) };
}
