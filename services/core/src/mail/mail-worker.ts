import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import { deliverOutboxMail } from './deliver-mail';
import { mailQueueName, openMailQueues, type MailJob } from './mail-queue';

export interface MailWorkerOptions {
  db: Kysely<any>;
  areas: string[];
  /** smtp://user:pass@host:port or smtps://…; unset keeps every message queued in the outboxes. */
  smtpUrl?: string;
  from?: string;
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
}

export interface MailWorker {
  stop: () => Promise<void>;
}

const DEFAULT_FROM = 'Atrium <no-reply@atrium.localhost>';

/**
 * Creates the areas' mail queues (queueMail needs them) and, when an SMTP server is configured,
 * delivers their messages. Stop it before the database pool is destroyed.
 */
export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const log = options.log ?? ((message: string) => console.log(`[mail] ${message}`));
  const boss = await openMailQueues(options.db, options.areas, { supervise: true });
  // pg-boss reports maintenance and polling failures as events; an unheard 'error' event would end the process.
  boss.on('error', (error) => log(`queue error: ${error.message}`));
  if (!options.smtpUrl) {
    log('SMTP_URL is not set: e-mail stays queued in the <area>.outbox tables');
    return { stop: () => boss.stop({ close: false }) };
  }

  const transport = createTransport(options.smtpUrl);
  const from = options.from ?? DEFAULT_FROM;
  for (const area of options.areas) {
    await boss.work<MailJob>(
      mailQueueName(area),
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (jobs) => {
        for (const job of jobs) {
          await deliverOutboxMail(options.db, area, job.data.outboxId, transport, {
            from,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        }
      },
    );
  }
  return {
    stop: async () => {
      await boss.stop({ close: false, timeout: 10_000 });
      transport.close();
    },
  };
}
