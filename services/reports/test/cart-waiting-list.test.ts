import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const learner = sessionCookie({ roles: [], userId: 30, customerId: 2 });
const CART = '/api/reports/data/cart/v1';
const WAIT = `${CART}/waiting-list`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const addInstance = (cookie: string, courseId: number) =>
  send('POST', `${CART}/addCourseToCart`, cookie, { courseType: 'CLASSROOM', courseId });

it('shows a classroom line’s free seats in the cart, none for an e-course', async () => {
  await addInstance(staff, 71);
  await send('POST', `${CART}/addCourseToCart`, staff, { courseType: 'ELEARNING', courseId: 5 });
  const cart = (await send('GET', CART, staff)).json();
  expect(cart.items.map((item: { courseId: number; freeSeats: number | null }) => [item.courseId, item.freeSeats])).toEqual([
    [71, 1],
    [5, null],
  ]);
});

it('is for who may buy for the customer, and refuses bad input naming the field', async () => {
  const body = { instanceId: 71, customerId: 2, userIds: [30] };
  expect((await send('POST', WAIT, undefined, body)).statusCode).toBe(401);
  expect((await send('POST', WAIT, learner, body)).statusCode).toBe(403);
  expect((await send('POST', WAIT, carl, { ...body, customerId: 3 })).statusCode).toBe(403);
  for (const [payload, field] of [
    [{ ...body, instanceId: 'x' }, 'instanceId'],
    [{ ...body, customerId: 0 }, 'customerId'],
    [{ ...body, userIds: [] }, 'userIds'],
  ] as const) {
    const res = await send('POST', WAIT, staff, payload);
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().message).toContain(field);
  }
});

it('puts the learners of a full line on the waiting list for the customer and takes the line out of the cart, once', async () => {
  const res = await send('POST', WAIT, staff, { instanceId: 71, customerId: 2, userIds: [30, 31] });
  expect(res.statusCode).toBe(200);
  expect(res.json().added).toEqual([30, 31]);
  expect(res.json().cart.items.map((item: { courseId: number }) => item.courseId)).toEqual([5]);
  const waiting = await sql<{
    user_id: number;
  }>`select user_id from stand_in.waiting where cli_id = 71 and customer_id = 2 order by user_id`.execute(database.db);
  expect(waiting.rows).toEqual([{ user_id: 30 }, { user_id: 31 }]);
  const again = await send('POST', WAIT, staff, { instanceId: 71, customerId: 2, userIds: [30, 31] });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('checkout.error.notInCart');
  expect((await sql<{ n: number }>`select count(*)::int as n from stand_in.waiting`.execute(database.db)).rows[0]!.n).toBe(2);
});

it('lets a company admin put their own people on the list; an unknown instance is 404 and leaves the cart as it was', async () => {
  await addInstance(carl, 70);
  expect((await send('POST', WAIT, carl, { instanceId: 70, customerId: 2, userIds: [12] })).json().added).toEqual([12]);
  await addInstance(carl, 999);
  expect((await send('POST', WAIT, carl, { instanceId: 999, customerId: 2, userIds: [12] })).statusCode).toBe(404);
  expect((await send('GET', CART, carl)).json().items.map((item: { courseId: number }) => item.courseId)).toEqual([999]);
});
