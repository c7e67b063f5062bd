import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishDiscountStandIns, publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishDiscountStandIns(database.db);
  await sql`insert into published.classroom_instance_sale values (72, 7, 'First aid', '2030-07-01', 'NOK', 450000, true, 3)`.execute(
    database.db,
  );
  await sql`insert into stand_in.seat values (72, 5)`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const addToCart = (courseType: 'ELEARNING' | 'CLASSROOM', courseId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/reports/data/cart/v1/addCourseToCart',
    headers: { cookie: staff },
    payload: { courseType, courseId },
  });
const checkout = (customerId: number, lines: object[]) =>
  app.inject({
    method: 'POST',
    url: '/api/reports/data/order/v1/checkout',
    headers: { cookie: staff },
    payload: { checkoutKey: randomUUID(), customerId, yourReference: 'PO-D', lines },
  });

it('prices each line with the customer’s discount on that course, keeping the list price and the percent', async () => {
  await addToCart('ELEARNING', 5);
  await addToCart('CLASSROOM', 70);
  const res = await checkout(2, [
    { courseType: 'ELEARNING', courseId: 5, userIds: [30, 31] },
    { courseType: 'CLASSROOM', courseId: 70, userIds: [30] },
  ]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    netTotal: 2 * 89100 + 393750,
    lines: [
      { listUnitPrice: 99000, discountPercent: 10, unitNetPrice: 89100, netPrice: 178200 },
      { listUnitPrice: 450000, discountPercent: 12.5, unitNetPrice: 393750, netPrice: 393750 },
    ],
  });
});

it('charges the list price to a customer without a discount', async () => {
  await addToCart('ELEARNING', 5);
  const res = await checkout(1, [{ courseType: 'ELEARNING', courseId: 5, userIds: [30] }]);
  expect(res.json().lines[0]).toMatchObject({ listUnitPrice: 99000, discountPercent: 0, unitNetPrice: 99000 });
});

it('gives the discount on a seat ordered from the waiting list too', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reports/data/order/v1/waiting-list/72/44',
    headers: { cookie: staff },
    payload: { customerId: 2, orderKey: randomUUID() },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().lines[0]).toMatchObject({ listUnitPrice: 450000, discountPercent: 20, unitNetPrice: 360000 });
});
