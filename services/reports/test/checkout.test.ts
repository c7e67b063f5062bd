import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const learner = sessionCookie({ roles: [], userId: 20, customerId: 2 });
const CHECKOUT = '/api/reports/data/order/v1/checkout';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const addToCart = (cookie: string, courseType: 'ELEARNING' | 'CLASSROOM', courseId: number) =>
  app.inject({ method: 'POST', url: '/api/reports/data/cart/v1/addCourseToCart', headers: { cookie }, payload: { courseType, courseId } });
const checkout = (cookie: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: CHECKOUT, headers: cookie ? { cookie } : {}, payload });
const body = (overrides: object = {}) => ({
  checkoutKey: randomUUID(),
  customerId: 2,
  yourReference: 'PO-1234',
  lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [30, 31] }],
  ...overrides,
});
const count = async (table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n);

it('refuses signed-out callers (401) and people without a buying role (403)', async () => {
  expect((await checkout(undefined, body())).statusCode).toBe(401);
  expect((await checkout(learner, body())).statusCode).toBe(403);
  expect((await checkout(sessionCookie({ roles: ['instructor'], userId: 21 }), body())).statusCode).toBe(403);
});

it('refuses bad input with 400 naming the field', async () => {
  const cases: [object, string][] = [
    [{ yourReference: ' ' }, 'yourReference'],
    [{ checkoutKey: 'twice' }, 'checkoutKey'],
    [{ customerId: 0 }, 'customerId'],
    [{ lines: [] }, 'lines'],
    [{ lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [] }] }, 'lines.0.userIds'],
    [{ lines: [{ courseType: 'BOOK', courseId: 5, userIds: [1] }] }, 'lines.0.courseType'],
    [{ customerId: 99 }, 'customerId'],
  ];
  for (const [overrides, field] of cases) {
    const res = await checkout(staff, body(overrides));
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().message).toContain(field);
  }
});

it('lets a company admin buy for their own company only', async () => {
  await addToCart(carl, 'ELEARNING', 5);
  expect((await checkout(carl, body({ customerId: 3 }))).statusCode).toBe(403);
  const own = await checkout(carl, body({ lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [40] }] }));
  expect(own.statusCode).toBe(200);
  expect(own.json()).toMatchObject({ customerId: 2, purchaserUserId: 12, currency: 'NOK' });
});

it('refuses a line without a price in the customer’s currency, writing nothing', async () => {
  await addToCart(staff, 'CLASSROOM', 70);
  const orders = await count('reports.order');
  // Customer 3 is on the Swedish site (SEK); the instance is priced in NOK only.
  const res = await checkout(staff, body({ customerId: 3, lines: [{ courseType: 'CLASSROOM', courseId: 70, userIds: [30] }] }));
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('checkout.error.priceMissing');
  expect(await count('reports.order')).toBe(orders);
  expect(await count('reports.cart_item')).toBeGreaterThan(0);
});

it('places the order of the cart: lines priced, licenses and seats through the owners, cart emptied, buyer mailed', async () => {
  await addToCart(staff, 'ELEARNING', 5);
  await addToCart(staff, 'CLASSROOM', 70);
  const res = await checkout(
    staff,
    body({
      onBehalfOf: 'Nina Nordsjø',
      lines: [
        { courseType: 'ELEARNING', courseId: 5, userIds: [30, 31, 31] },
        { courseType: 'CLASSROOM', courseId: 70, userIds: [30] },
      ],
    }),
  );
  expect(res.statusCode).toBe(200);
  const order = res.json();
  expect(order).toMatchObject({
    customerId: 2,
    purchaserUserId: 1,
    onBehalfOf: 'Nina Nordsjø',
    yourReference: 'PO-1234',
    locale: 'nb_NO',
    currency: 'NOK',
    vatPercent: 25,
    status: 'placed',
    netTotal: 2 * 99000 + 450000,
    lines: [
      { courseType: 'ECOURSE', courseId: 5, instanceId: null, quantity: 2, unitNetPrice: 99000, netPrice: 198000, userIds: [30, 31] },
      { courseType: 'CLASSROOM', courseId: 7, instanceId: 70, quantity: 1, netPrice: 450000, userIds: [30], approved: false },
    ],
  });
  const licenses = await sql<{ user_id: number; customer_id: number }>`
    select user_id, customer_id from stand_in.license where customer_id = 2 and user_id in (30, 31) order by user_id`.execute(database.db);
  expect(licenses.rows).toEqual([
    { user_id: 30, customer_id: 2 },
    { user_id: 31, customer_id: 2 },
  ]);
  const seats = await sql<{ free: number }>`select free from stand_in.seat where cli_id = 70`.execute(database.db);
  expect(seats.rows[0]!.free).toBe(9);
  expect((await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie: staff } })).json().items).toEqual([]);
  const mail = await sql<{ to: string[]; subject: string; text: string }>`select "to", subject, text from reports.outbox`.execute(
    database.db,
  );
  expect(mail.rows).toContainEqual({
    to: ['staff@example.com'],
    subject: `Ordrebekreftelse ${order.orderId}`,
    text: expect.stringContaining('PO-1234'),
  });
  const published = await sql<{ id: number }>`select id from published.reports_order where id = ${order.orderId}`.execute(database.db);
  expect(published.rows).toHaveLength(1);
});

it('places one order for a double submit of the same checkout, one after the other or at once', async () => {
  await addToCart(staff, 'ELEARNING', 5);
  const once = body({ lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [50] }] });
  const before = await count('reports.order');
  const first = await checkout(staff, once);
  const second = await checkout(staff, once);
  expect(second.json().orderId).toBe(first.json().orderId);
  expect(await count('reports.order')).toBe(before + 1);

  await addToCart(staff, 'ELEARNING', 5);
  const twice = body({ lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [51] }] });
  const [a, b] = await Promise.all([checkout(staff, twice), checkout(staff, twice)]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  expect(a.json().orderId).toBe(b.json().orderId);
  expect(await count('reports.order')).toBe(before + 2);
  const granted = await sql<{ n: number }>`select count(*) as n from stand_in.license where user_id = 51`.execute(database.db);
  expect(Number(granted.rows[0]!.n)).toBe(1);
});

it('refuses a line that is not in the buyer’s cart (409)', async () => {
  const res = await checkout(staff, body({ lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [60] }] }));
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('checkout.error.notInCart');
});

it('refuses the whole order when seats are missing, and gives the last seat to one of two buyers at once', async () => {
  const other = sessionCookie({ roles: ['staff'], userId: 2, customerId: 1 });
  await addToCart(staff, 'ELEARNING', 5);
  await addToCart(staff, 'CLASSROOM', 71);
  const orders = await count('reports.order');
  const tooMany = await checkout(
    staff,
    body({
      lines: [
        { courseType: 'ELEARNING', courseId: 5, userIds: [70] },
        { courseType: 'CLASSROOM', courseId: 71, userIds: [70, 71] },
      ],
    }),
  );
  expect(tooMany.statusCode).toBe(409);
  expect(tooMany.json().message).toBe('checkout.error.notEnoughSeats');
  expect(await count('reports.order')).toBe(orders);
  // Nothing of the refused order stays: no license, the cart as it was.
  expect(
    Number((await sql<{ n: number }>`select count(*) as n from stand_in.license where user_id = 70`.execute(database.db)).rows[0]!.n),
  ).toBe(0);
  expect((await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie: staff } })).json().items).toHaveLength(2);

  await addToCart(other, 'CLASSROOM', 71);
  const lastSeat = (cookie: string, userId: number) =>
    checkout(cookie, body({ lines: [{ courseType: 'CLASSROOM', courseId: 71, userIds: [userId] }] }));
  const results = await Promise.all([lastSeat(staff, 80), lastSeat(other, 81)]);
  expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  expect(await count('reports.order')).toBe(orders + 1);
});
