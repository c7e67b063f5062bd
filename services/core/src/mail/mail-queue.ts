import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/** One queue per area, so a service run on its own delivers only its own area's mail. */
export function mailQueueName(area: string): string {
  return `mail.${area}`;
}

export interface MailJob {
  outboxId: number;
}

/** pg-boss runs its SQL through Kysely, so a job can join the caller's transaction. */
export function bossDb(db: Kysely<any>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows };
    },
  };
}

// Five retries 30 s, 60 s, 120 s … apart ride out an SMTP server restart without mailing twice quickly.
const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };

/**
 * Starts pg-boss on db: installs or upgrades its schema (under its own advisory lock, so services
 * starting together are safe) and creates the mail queue of each area.
 */
export async function openMailQueues(db: Kysely<any>, areas: string[], options: { supervise: boolean }): Promise<PgBoss> {
  const boss = new PgBoss({ db: bossDb(db), supervise: options.supervise, schedule: false, migrate: true });
  await boss.start();
  for (const area of areas) await boss.createQueue(mailQueueName(area), { name: mailQueueName(area), ...QUEUE_OPTIONS });
  return boss;
}

/** For places that only write mail (test apps): the queues exist afterwards, nothing keeps running. */
export async function installMailQueues(db: Kysely<any>, areas: string[]): Promise<void> {
  const boss = await openMailQueues(db, areas, { supervise: false });
  await boss.stop({ graceful: false, close: false });
}
