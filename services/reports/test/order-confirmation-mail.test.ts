import { randomUUID } from 'node:crypto';
import {
  buildTestApp,
  createTestDatabase,
  sessionCookie,
  type TestDatabase,
  startTestMailDelivery,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

// The order confirmation as the buyer gets it: delivered by the mail worker through a real SMTP server.

let database: TestDatabase;
let app: FastifyInstance;
let mail: TestMailDelivery;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  mail = await startTestMailDelivery(database.db, ['reports']);
});

afterAll(async () => {
  await mail.stop();
  await app.close();
  await database.drop();
});

async function firstArrival(timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!mail.arrivals[0]) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mail.arrivals[0];
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
