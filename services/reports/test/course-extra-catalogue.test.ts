import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const EXTRAS = '/api/reports/data/course-extra/v1/extras';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });
const LUNCH = { code: 'LUNCH', name: 'Lunch', kind: 'MEAL', prices: [{ currency: 'NOK', unitNetPrice: 25000 }] };

it('is course staff’s, and refuses bad input naming the field', async () => {
  expect((await send('GET', EXTRAS)).statusCode).toBe(401);
  for (const call of [send('GET', EXTRAS, carl), send('POST', EXTRAS, carl, LUNCH), send('PUT', `${EXTRAS}/1`, carl, LUNCH)]) {
    expect((await call).statusCode).toBe(403);
  }
  for (const [payload, field] of [
    [{ ...LUNCH, code: '' }, 'code'],
    [{ ...LUNCH, code: 'with space' }, 'code'],
    [{ ...LUNCH, name: ' ' }, 'name'],
    [{ ...LUNCH, kind: 'DRINK' }, 'kind'],
    [{ ...LUNCH, active: 'no' }, 'active'],
    [{ ...LUNCH, prices: [{ currency: 'USD', unitNetPrice: 1 }] }, 'prices'],
    [{ ...LUNCH, prices: [{ currency: 'NOK', unitNetPrice: -1 }] }, 'prices'],
    [{ ...LUNCH, prices: [{ currency: 'NOK', unitNetPrice: 1.5 }] }, 'prices'],
    [
      {
        ...LUNCH,
        prices: [
          { currency: 'NOK', unitNetPrice: 1 },
          { currency: 'NOK', unitNetPrice: 2 },
        ],
      },
      'prices',
    ],
  ] as const) {
    const res = await send('POST', EXTRAS, staff, payload);
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().message).toContain(field);
  }
  expect((await send('PUT', `${EXTRAS}/x`, staff, LUNCH)).json().message).toContain('extraId');
  expect((await send('PUT', `${EXTRAS}/999999`, staff, LUNCH)).statusCode).toBe(404);
});

it('creates extras with prices per currency, once for a repeated key, and refuses a code taken (409)', async () => {
  const headers = { 'idempotency-key': randomUUID() };
  const [first, repeat] = await Promise.all([send('POST', EXTRAS, staff, LUNCH, headers), send('POST', EXTRAS, staff, LUNCH, headers)]);
  expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
  expect(repeat.json()).toEqual(first.json());
  expect(first.json()).toEqual({ extraId: expect.any(Number), ...LUNCH, active: true });
  const taken = await send('POST', EXTRAS, staff, { ...LUNCH, name: 'Another lunch' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().message).toBe('courseExtra.error.codeTaken');
  const hotel = await send('POST', EXTRAS, staff, { code: 'HOTEL', name: 'Hotel night', kind: 'ACCOMMODATION', prices: [] });
  expect(hotel.statusCode).toBe(201);
  expect((await send('GET', EXTRAS, staff)).json().map((extra: { code: string }) => extra.code)).toEqual(['HOTEL', 'LUNCH']);
});

it('changes an extra and replaces its prices; a withdrawn extra leaves the checkout catalogue', async () => {
  const [hotel, lunch] = (await send('GET', EXTRAS, staff)).json() as { extraId: number }[];
  const changed = await send('PUT', `${EXTRAS}/${hotel!.extraId}`, staff, {
    code: 'HOTEL',
    name: 'Hotel night with breakfast',
    kind: 'ACCOMMODATION',
    prices: [
      { currency: 'SEK', unitNetPrice: 159000 },
      { currency: 'NOK', unitNetPrice: 149000 },
    ],
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    name: 'Hotel night with breakfast',
    prices: [
      { currency: 'NOK', unitNetPrice: 149000 },
      { currency: 'SEK', unitNetPrice: 159000 },
    ],
  });
  const clash = await send('PUT', `${EXTRAS}/${hotel!.extraId}`, staff, { ...LUNCH, code: 'LUNCH' });
  expect(clash.statusCode).toBe(409);
  await send('PUT', `${EXTRAS}/${lunch!.extraId}`, staff, { ...LUNCH, active: false });
  const offers = (await send('GET', '/api/reports/data/course-extra/v1/catalogue?currency=NOK', carl)).json();
  expect(offers.map((offer: { code: string }) => offer.code)).toEqual(['HOTEL']);
});
