import { bossDb } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { authoringDb } from '../db';
import { runTranscodeJob } from './run-transcode-job';
import { TRANSCODE_QUEUE, transcodeQueueReady, type TranscodeJobData } from './transcode-queue';

/**
 * Works the transcode queue, one video at a time (ffmpeg takes the cores it gets). pg-boss keeps the jobs in
 * PostgreSQL, so jobs queued or running when the process stopped are worked after the next start.
 */
export async function startTranscodeWorker(shared: Kysely<any>, log: (message: string) => void = (m) => console.log(`[transcode] ${m}`)) {
  await transcodeQueueReady(shared);
  const db = authoringDb(shared);
  const boss = new PgBoss({ db: bossDb(shared), supervise: true, schedule: false, migrate: false });
  boss.on('error', (error) => log(`queue error: ${error.message}`));
  await boss.start();
  await boss.work<TranscodeJobData>(TRANSCODE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) await runTranscodeJob(db, job.data.jobId);
  });
  return { stop: () => boss.stop({ close: false, timeout: 10_000 }) };
}
