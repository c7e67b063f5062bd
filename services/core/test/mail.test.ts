import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import {
  installMailQueues,
  mailQueueName,
  migrateArea,
  outboxAttachmentMigration,
  outboxMigration,
  queueMail,
  startMailWorker,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const AREA = 'mailtest';

interface Arrival {
  from: string;
  to: string[];
  raw: string;
}

let database: TestDatabase;
let smtp: SMTPServer;
let smtpUrl: string;
const arrivals: Arrival[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateArea(database.db, AREA, {
    '0001-outbox': outboxMigration(AREA),
    '0002-outbox-attachments': outboxAttachmentMigration(AREA),
  });
  await installMailQueues(database.db, [AREA]);

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrivals.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await database.drop();
});

const outboxRows = () => database.db.withSchema(AREA).selectFrom('outbox').selectAll().orderBy('id').execute();

async function jobCount(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pgboss.job where name = ${mailQueueName(AREA)}`.execute(database.db);
  return rows[0]?.count ?? 0;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeEach(async () => {
  await database.db.withSchema(AREA).deleteFrom('outbox').execute();
  await sql`delete from pgboss.job where name = ${mailQueueName(AREA)}`.execute(database.db);
  arrivals.length = 0;
});

test('a mail queued in a transaction is delivered over SMTP by the worker and marked sent', async () => {
  await database.db
    .transaction()
    .execute((trx) => queueMail(trx, AREA, { to: 'ola@example.com', subject: 'Course package', text: 'Welcome to the course' }));
  const worker = await startMailWorker({
    db: database.db,
    areas: [AREA],
    smtpUrl,
    from: 'Atrium <atrium@example.com>',
    pollingIntervalSeconds: 0.5,
    log: () => undefined,
  });
  try {
    const arrival = await waitFor(async () => arrivals[0]);
    expect(arrival.to).toEqual(['ola@example.com']);
    expect(arrival.from).toBe('atrium@example.com');
    expect(arrival.raw).toMatch(/^Subject: Course package$/m);
    expect(arrival.raw).toContain('Welcome to the course');

    const row = await waitFor(async () => (await outboxRows()).find((r) => r.status === 'sent'));
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  } finally {
    await worker.stop();
  }
});

test('a mail with attachments carries them, in order, over SMTP', async () => {
  const pdf = Buffer.from('%PDF-1.4 report');
  await database.db.transaction().execute((trx) =>
    queueMail(trx, AREA, { to: 'kari@example.com', subject: 'Course report', text: 'Attached' }, [
      { filename: 'course-report-7.pdf', contentType: 'application/pdf', content: pdf },
      { filename: 'list.txt', contentType: 'text/plain', content: Buffer.from('names') },
    ]),
  );
  const worker = await startMailWorker({
    db: database.db,
    areas: [AREA],
    smtpUrl,
    from: 'atrium@example.com',
    pollingIntervalSeconds: 0.5,
    log: () => undefined,
  });
  try {
    const arrival = await waitFor(async () => arrivals[0]);
    expect(arrival.raw).toMatch(/Content-Type: application\/pdf; name=course-report-7\.pdf/);
    expect(arrival.raw).toContain(pdf.toString('base64'));
    expect(arrival.raw.indexOf('course-report-7.pdf')).toBeLessThan(arrival.raw.indexOf('list.txt'));
  } finally {
    await worker.stop();
  }
});

test('a rolled-back transaction leaves neither an outbox row nor a job', async () => {
  await expect(
    database.db.transaction().execute(async (trx) => {
      await queueMail(trx, AREA, { to: 'ola@example.com', subject: 'Never', text: 'Never sent' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await outboxRows()).toEqual([]);
  expect(await jobCount()).toBe(0);
});

test('without SMTP_URL the mail stays queued and readable in the outbox', async () => {
  await database.db
    .transaction()
    .execute((trx) => queueMail(trx, AREA, { to: ['a@example.com', 'b@example.com'], cc: ['c@example.com'], subject: 'Hi', text: 'Body' }));
  const worker = await startMailWorker({ db: database.db, areas: [AREA], pollingIntervalSeconds: 0.5, log: () => undefined });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await worker.stop();
  const rows = await outboxRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    to: ['a@example.com', 'b@example.com'],
    cc: ['c@example.com'],
    subject: 'Hi',
    text: 'Body',
    status: 'queued',
    attempts: 0,
  });
  expect(await jobCount()).toBe(1);
  expect(arrivals).toEqual([]);
});

test('an unreachable SMTP server records the error on the row and leaves it for a retry', async () => {
  await database.db.transaction().execute((trx) => queueMail(trx, AREA, { to: 'ola@example.com', subject: 'Retry', text: 'Later' }));
  const worker = await startMailWorker({
    db: database.db,
    areas: [AREA],
    smtpUrl: 'smtp://127.0.0.1:1',
    pollingIntervalSeconds: 0.5,
    log: () => undefined,
  });
  try {
    const row = await waitFor(async () => (await outboxRows()).find((r) => r.attempts > 0));
    expect(row.status).toBe('queued');
    expect(row.last_error).toMatch(/ECONNREFUSED/);
  } finally {
    await worker.stop();
  }
});

test('an invalid message is refused before anything is written', async () => {
  await expect(
    database.db.transaction().execute((trx) => queueMail(trx, AREA, { to: 'not-an-address', subject: 'x', text: 'y' })),
  ).rejects.toThrow();
  expect(await outboxRows()).toEqual([]);
});
