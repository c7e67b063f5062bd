import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { startMailWorker, type MailWorker } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

// The order confirmation as the buyer gets it: delivered by the mail worker through a real SMTP server.

let database: TestDatabase;
let app: FastifyInstance;
let smtp: SMTPServer;
let worker: MailWorker;
const arrivals: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  smtp = new SMTPServer({
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
  worker = await startMailWorker({
    db: database.db,
    areas: ['reports'],
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    pollingIntervalSeconds: 0.5,
    log: () => undefined,
  });
});

afterAll(async () => {
  await worker.stop();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await app.close();
  await database.drop();
});

async function firstArrival(timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!arrivals[0]) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return arrivals[0];
}

test('the buyer gets the order confirmation by e-mail in the customer’s language', async () => {
  const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
  await app.inject({
    method: 'POST',
    url: '/api/reports/data/cart/v1/addCourseToCart',
    headers: { cookie: carl },
    payload: { courseType: 'ELEARNING', courseId: 5 },
  });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/reports/data/order/v1/checkout',
    headers: { cookie: carl },
    payload: {
      checkoutKey: randomUUID(),
      customerId: 2,
      yourReference: 'PO-MAIL',
      lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [30] }],
    },
  });
  expect(placed.statusCode).toBe(200);
  const arrival = await firstArrival();
  expect(arrival.to).toEqual(['carl@example.com']);
  expect(arrival.raw).toContain(`Ordrebekreftelse ${placed.json().orderId}`);
  expect(arrival.raw).toContain('PO-MAIL');
  expect(arrival.raw).toContain('990.00 NOK');
});
