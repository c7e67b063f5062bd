import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { AreaModule } from '../area-module';
import { bossDb } from '../mail/mail-queue';

/** Work an area runs on a timetable (cleaning up, expiring), declared on its AreaModule. */
export interface ScheduledJob {
  /** Unique within the area; the queue is `<area>.<name>`. */
  name: string;
  /** Five-field cron in UTC, as pg-boss reads it. */
  cron: string;
  run: (db: Kysely<any>) => Promise<void>;
}

export interface ScheduledJobs {
  stop: () => Promise<void>;
}

export const scheduledJobQueue = (area: string, job: ScheduledJob) => `${area}.${job.name}`;

// A failed run is retried a few times; the next scheduled run catches up after that anyway.
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 };

/**
 * Schedules every area's jobs with pg-boss and works them. pg-boss keeps one schedule per queue in
 * PostgreSQL and its cron monitor sends each run once, so several app instances run a job once, not once each.
 */
export async function startScheduledJobs(
  db: Kysely<any>,
  modules: AreaModule[],
  options: { log?: (message: string) => void } = {},
): Promise<ScheduledJobs> {
  const log = options.log ?? ((message: string) => console.log(`[jobs] ${message}`));
  const boss = new PgBoss({ db: bossDb(db), supervise: true, schedule: true, migrate: true });
  boss.on('error', (error) => log(`queue error: ${error.message}`));
  await boss.start();
  for (const module of modules) {
    for (const job of module.scheduledJobs ?? []) {
      const queue = scheduledJobQueue(module.area, job);
      await boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
      await boss.schedule(queue, job.cron, undefined, { tz: 'UTC' });
      await boss.work(queue, { batchSize: 1 }, async () => {
        await job.run(db);
      });
    }
  }
  return { stop: () => boss.stop({ close: false, timeout: 10_000 }) };
}
