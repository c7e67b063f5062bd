import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const anna = sessionCookie({ roles: [], userId: 11 });
const bert = sessionCookie({ roles: ['companyadmin'], userId: 12 });
const sven = sessionCookie({ roles: ['staff'], userId: 13, site: 'SE' });
const ADD = '/api/reports/data/cart/v1/addCourseToCart';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const add = (cookie: string, payload: unknown) => app.inject({ method: 'POST', url: ADD, headers: { cookie }, payload: payload as object });
const cartOf = async (cookie: string) => (await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie } })).json();
const count = async (cookie: string) =>
  (await app.inject({ method: 'POST', url: '/api/reports/data/cart/v1/itemsInCartCount', headers: { cookie } })).json().count as number;

it('adds courses to the signed-in user’s own cart, quantity 1 by default, summing repeated adds', async () => {
  expect((await add(anna, { courseId: 5, courseType: 'ELEARNING' })).json().items).toEqual([
    expect.objectContaining({ courseId: 5, courseType: 'ELEARNING', quantity: 1 }),
  ]);
  await add(anna, { courseId: 5, courseType: 'ELEARNING', quantity: 2 });
  await add(anna, { courseId: 70, courseType: 'CLASSROOM' });
  await add(bert, { courseId: 71, courseType: 'CLASSROOM', quantity: 4 });

  expect(
    (await cartOf(anna)).items.map((i: { courseId: number; courseType: string; quantity: number }) => [
      i.courseType,
      i.courseId,
      i.quantity,
    ]),
  ).toEqual([
    ['ELEARNING', 5, 3],
    ['CLASSROOM', 70, 1],
  ]);
  expect((await cartOf(bert)).items).toEqual([expect.objectContaining({ courseId: 71, courseType: 'CLASSROOM', quantity: 4 })]);
});

it('shows each line with its title and today’s price in the currency of the buyer’s site', async () => {
  expect(await cartOf(anna)).toEqual({
    currency: 'NOK',
    items: [
      expect.objectContaining({ courseId: 5, title: 'Working at heights', unitNetPrice: 99000 }),
      expect.objectContaining({ courseId: 70, title: 'First aid (2030-05-01)', unitNetPrice: 450000 }),
    ],
  });
  await add(sven, { courseId: 5, courseType: 'ELEARNING' });
  await add(sven, { courseId: 70, courseType: 'CLASSROOM' });
  await add(sven, { courseId: 6, courseType: 'ELEARNING' });
  const swedish = await cartOf(sven);
  expect(swedish.currency).toBe('SEK');
  // A course not for sale, and an instance priced in another currency, have no price.
  expect(swedish.items.map((i: { unitNetPrice: number | null }) => i.unitNetPrice)).toEqual([105000, null, null]);
});

it('counts and removes the user’s own lines; a repeated remove changes nothing', async () => {
  expect(await count(anna)).toBe(2);
  expect(await count(bert)).toBe(1);
  const remove = () => app.inject({ method: 'DELETE', url: '/api/reports/data/cart/v1/items/CLASSROOM/70', headers: { cookie: anna } });
  expect((await remove()).json().items).toEqual([expect.objectContaining({ courseId: 5 })]);
  expect((await remove()).statusCode).toBe(200);
  expect(await count(anna)).toBe(1);
  expect(await count(sven)).toBe(3);
  const bad = await app.inject({ method: 'DELETE', url: '/api/reports/data/cart/v1/items/BOOK/70', headers: { cookie: anna } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/courseType/);
});

it('rejects bad input with 400 naming the field, and signed-out callers with 401', async () => {
  const badType = await add(anna, { courseId: 5, courseType: 'BOOK' });
  expect(badType.statusCode).toBe(400);
  expect(badType.json().message).toMatch(/courseType/);
  const badQuantity = await add(anna, { courseId: 5, courseType: 'ELEARNING', quantity: 0 });
  expect(badQuantity.statusCode).toBe(400);
  expect(badQuantity.json().message).toMatch(/quantity/);
  expect((await add(anna, { courseType: 'ELEARNING' })).json().message).toMatch(/courseId/);
  expect((await app.inject({ method: 'POST', url: ADD, payload: { courseId: 5, courseType: 'ELEARNING' } })).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/reports/data/cart/v1/itemsInCartCount' })).statusCode).toBe(401);
});
