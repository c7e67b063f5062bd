import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;
const anna = sessionCookie({ roles: [], userId: 11 });
const bert = sessionCookie({ roles: ['companyadmin'], userId: 12 });
const ADD = '/api/reports/data/cart/v1/addCourseToCart';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const add = (cookie: string, payload: unknown) => app.inject({ method: 'POST', url: ADD, headers: { cookie }, payload: payload as object });

it('adds courses to the signed-in user’s own cart, quantity 1 by default, summing repeated adds', async () => {
  expect((await add(anna, { courseId: 5, courseType: 'ELEARNING' })).json().items).toEqual([
    expect.objectContaining({ courseId: 5, courseType: 'ELEARNING', quantity: 1 }),
  ]);
  await add(anna, { courseId: 5, courseType: 'ELEARNING', quantity: 2 });
  await add(anna, { courseId: 5, courseType: 'CLASSROOM' });
  await add(bert, { courseId: 7, courseType: 'CLASSROOM', quantity: 4 });

  const annaCart = await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie: anna } });
  expect(
    annaCart.json().items.map((i: { courseId: number; courseType: string; quantity: number }) => [i.courseType, i.courseId, i.quantity]),
  ).toEqual([
    ['ELEARNING', 5, 3],
    ['CLASSROOM', 5, 1],
  ]);
  const bertCart = await app.inject({ url: '/api/reports/data/cart/v1', headers: { cookie: bert } });
  expect(bertCart.json().items).toEqual([expect.objectContaining({ courseId: 7, courseType: 'CLASSROOM', quantity: 4 })]);
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
});
