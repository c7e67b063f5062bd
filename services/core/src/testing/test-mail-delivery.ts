import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { startMailWorker } from '../mail';

export interface DeliveredMail {
  to: string[];
  raw: string;
}

export interface TestMailDelivery {
  /** Every message the SMTP server received, in order of arrival. */
  arrivals: DeliveredMail[];
  stop: () => Promise<void>;
}

/**
 * A real SMTP server on a free port and the mail worker delivering the areas' outboxes to it, as in production:
 * tests see e-mail as people get it, not only outbox rows.
 */
export async function startTestMailDelivery(db: Kysely<any>, areas: string[]): Promise<TestMailDelivery> {
  const arrivals: DeliveredMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrivals.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const worker = await startMailWorker({
    db,
    areas,
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    pollingIntervalSeconds: 0.5,
    log: () => undefined,
  });
  return {
    arrivals,
    stop: async () => {
      await worker.stop();
      await new Promise<void>((resolve) => smtp.close(resolve));
    },
  };
}

/** The first e-mail that arrived and `match` accepts, waited for up to timeoutMs (delivery is asynchronous). */
export async function waitForMail(
  mail: TestMailDelivery,
  match: (arrival: DeliveredMail) => boolean,
  timeoutMs = 15_000,
): Promise<DeliveredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mail.arrivals.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A raw message with its quoted-printable encoding undone, as people read it. */
export const decodedMail = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
