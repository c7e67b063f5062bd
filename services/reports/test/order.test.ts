import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let orderId: number;
let purchaseId: number;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const other = sessionCookie({ roles: ['companyadmin'], userId: 14, customerId: 3 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
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
      yourReference: 'Ref 9',
      lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [30] }],
    },
  });
  orderId = placed.json().orderId;
  purchaseId = placed.json().lines[0].purchaseId;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, cookie?: string) => app.inject({ url: `/api/reports${url}`, headers: cookie ? { cookie } : {} });

it('shows the order and the purchase confirmation to the buyer’s company and to course staff', async () => {
  for (const cookie of [carl, staff]) {
    expect((await get(`/data/order/v1/${orderId}`, cookie)).json()).toMatchObject({ orderId, yourReference: 'Ref 9', netTotal: 99000 });
    expect((await get(`/data/order/v1/purchase/${purchaseId}`, cookie)).json()).toMatchObject({ orderId, lines: [{ purchaseId }] });
  }
});

it('answers another company’s order as missing, and refuses signed-out callers and bad ids', async () => {
  expect((await get(`/data/order/v1/${orderId}`, other)).statusCode).toBe(404);
  expect((await get(`/data/order/v1/purchase/${purchaseId}`, other)).statusCode).toBe(404);
  expect((await get(`/data/order/v1/999999`, staff)).statusCode).toBe(404);
  expect((await get(`/data/order/v1/${orderId}`)).statusCode).toBe(401);
  expect((await get(`/data/order/v1/${orderId}`, sessionCookie({ roles: [], userId: 30 }))).statusCode).toBe(403);
  const bad = await get('/data/order/v1/abc', staff);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('orderId');
});
