import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const anna = sessionCookie({ roles: [], userId: 11 });
const base = '/api/reports/data/atriumusersearch';

async function order(purchaser: number, reference: string, lines: { title: string; users: number[]; net: number }[]) {
  const { rows } = await sql<{ id: number }>`
    insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key)
    values (100, ${purchaser}, ${reference}, 'nb_NO', 'NO', 'NOK', 25, gen_random_uuid()) returning id`.execute(database.db);
  const id = rows[0]!.id;
  for (const line of lines)
    await sql`
      insert into reports.purchase_line (order_id, course_type, course_id, title, quantity, unit_net_price, net_price, user_ids)
      values (${id}, 'ECOURSE', 5, ${line.title}, ${line.users.length}, ${line.net / line.users.length}, ${line.net}, ${line.users})`.execute(
      database.db,
    );
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('lists the orders a person placed or is a learner on, newest first, with their lines and total', async () => {
  const placed = await order(11, 'Anna bought', [{ title: 'Working at heights', users: [12, 13], net: 198000 }]);
  const learner = await order(12, 'Bert bought for Anna', [
    { title: 'Working at heights', users: [11], net: 99000 },
    { title: 'First aid', users: [12], net: 450000 },
  ]);
  await order(12, 'Not Anna', [{ title: 'First aid', users: [13], net: 450000 }]);

  const answer = await app.inject({ url: `${base}/orders/11`, headers: { cookie: admin } });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual([
    expect.objectContaining({
      id: learner,
      purchaser: false,
      yourReference: 'Bert bought for Anna',
      netTotal: 549000,
      lines: [
        { title: 'Working at heights', courseType: 'ECOURSE', quantity: 1, netPrice: 99000, forPerson: true },
        { title: 'First aid', courseType: 'ECOURSE', quantity: 1, netPrice: 450000, forPerson: false },
      ],
    }),
    expect.objectContaining({ id: placed, purchaser: true, status: 'placed', currency: 'NOK', netTotal: 198000 }),
  ]);
  expect((await app.inject({ url: `${base}/orders/99`, headers: { cookie: admin } })).json()).toEqual([]);
});

it('shows and closes a person’s cart; closing again changes nothing; their other carts are untouched', async () => {
  const add = (cookie: string, courseId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/reports/data/cart/v1/addCourseToCart',
      headers: { cookie },
      payload: { courseId, courseType: 'ELEARNING' },
    });
  await add(anna, 5);
  await add(staff, 5);
  expect((await app.inject({ url: `${base}/cart/11`, headers: { cookie: admin } })).json()).toEqual({
    currency: 'NOK',
    items: [expect.objectContaining({ courseId: 5, title: 'Working at heights', quantity: 1 })],
  });
  const close = () => app.inject({ method: 'DELETE', url: `${base}/cart/11`, headers: { cookie: admin } });
  expect((await close()).json()).toEqual({ currency: 'NOK', items: [] });
  expect((await close()).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie: anna } })).json().items).toEqual([]);
  expect((await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie: staff } })).json().items).toHaveLength(1);
});

it('is for platform admins only and names a bad id', async () => {
  for (const cookie of [staff, anna]) {
    expect((await app.inject({ url: `${base}/orders/11`, headers: { cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `${base}/cart/11`, headers: { cookie } })).statusCode).toBe(403);
  }
  expect((await app.inject({ url: `${base}/cart/11` })).statusCode).toBe(401);
  const bad = await app.inject({ url: `${base}/orders/abc`, headers: { cookie: admin } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/userId/);
});
