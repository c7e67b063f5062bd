import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';
import { seedExtraCatalogue } from './course-extra-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let extras: Awaited<ReturnType<typeof seedExtraCatalogue>>;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const SEARCH = '/api/reports/data/course-extra/v1/search';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  extras = await seedExtraCatalogue(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const buy = async (
  cookie: string,
  customerId: number,
  lines: { courseType: string; courseId: number; userIds: number[]; extraIds?: number[] }[],
  ref = 'PO-X',
) => {
  for (const line of lines) {
    await app.inject({
      method: 'POST',
      url: '/api/reports/data/cart/v1/addCourseToCart',
      headers: { cookie },
      payload: { courseType: line.courseType, courseId: line.courseId },
    });
  }
  return app.inject({
    method: 'POST',
    url: '/api/reports/data/order/v1/checkout',
    headers: { cookie },
    payload: { checkoutKey: randomUUID(), customerId, yourReference: ref, lines },
  });
};

it('answers the catalogue in the asked currency to anyone signed in, withdrawn extras left out', async () => {
  expect((await get('/api/reports/data/course-extra/v1/catalogue?currency=NOK')).statusCode).toBe(401);
  expect((await get('/api/reports/data/course-extra/v1/catalogue?currency=DKK', carl)).json().message).toContain('currency');
  const nok = (await get('/api/reports/data/course-extra/v1/catalogue?currency=NOK', carl)).json();
  expect(nok).toEqual([
    { extraId: extras.HOTEL, code: 'HOTEL', name: 'Hotel night', kind: 'ACCOMMODATION', unitNetPrice: 149000, currency: 'NOK' },
    { extraId: extras.LUNCH, code: 'LUNCH', name: 'Lunch', kind: 'MEAL', unitNetPrice: 25000, currency: 'NOK' },
  ]);
  const sek = (await get('/api/reports/data/course-extra/v1/catalogue?currency=SEK', carl)).json();
  expect(sek.map((offer: { code: string }) => offer.code)).toEqual(['LUNCH']);
});

it('sells extras with a line, one per learner, priced in the order’s currency and counted in its total', async () => {
  const res = await buy(
    staff,
    2,
    [{ courseType: 'CLASSROOM', courseId: 70, userIds: [40, 41], extraIds: [extras.LUNCH, extras.HOTEL, extras.LUNCH] }],
    'PO-HOTEL',
  );
  expect(res.statusCode).toBe(200);
  const order = res.json();
  expect(order.netTotal).toBe(2 * 450000 + 2 * 25000 + 2 * 149000);
  expect(order.lines[0].netPrice).toBe(900000);
  expect(order.lines[0].extras).toEqual([
    { extraId: extras.LUNCH, name: 'Lunch', quantity: 2, unitNetPrice: 25000, netPrice: 50000 },
    { extraId: extras.HOTEL, name: 'Hotel night', quantity: 2, unitNetPrice: 149000, netPrice: 298000 },
  ]);
  const confirmation = (await get(`/api/reports/data/order/v1/${order.orderId}`, staff)).json();
  expect(confirmation.lines[0].extras).toHaveLength(2);
});

it('refuses a withdrawn extra or one without a price in the order’s currency, writing nothing', async () => {
  const before = await sql<{ n: string }>`select count(*) as n from reports."order"`.execute(database.db);
  const withdrawn = await buy(staff, 2, [{ courseType: 'ELEARNING', courseId: 5, userIds: [40], extraIds: [extras.BOOK] }]);
  expect(withdrawn.statusCode).toBe(409);
  expect(withdrawn.json().message).toBe('checkout.error.extraUnavailable');
  const swedish = await buy(staff, 3, [{ courseType: 'ELEARNING', courseId: 5, userIds: [40], extraIds: [extras.HOTEL] }]);
  expect(swedish.json().message).toBe('checkout.error.extraUnavailable');
  const after = await sql<{ n: string }>`select count(*) as n from reports."order"`.execute(database.db);
  expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  const bad = await buy(staff, 2, [{ courseType: 'ELEARNING', courseId: 5, userIds: [40], extraIds: ['x' as unknown as number] }]);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('extraIds');
});

describe('the course-extra search', () => {
  beforeAll(async () => {
    await buy(staff, 3, [{ courseType: 'ELEARNING', courseId: 5, userIds: [50, 51, 52], extraIds: [extras.LUNCH] }], 'SE-LUNCH');
  });

  it('is course staff’s, and refuses bad input naming the field', async () => {
    expect((await get(SEARCH)).statusCode).toBe(401);
    expect((await get(SEARCH, carl)).statusCode).toBe(403);
    for (const [query, field] of [
      [`q=${'x'.repeat(101)}`, 'q'],
      ['kind=FOOD', 'kind'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
    ] as const) {
      const res = await get(`${SEARCH}?${query}`, staff);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toContain(field);
    }
  });

  it('finds every extra sold, newest first, with the sums per currency of all hits', async () => {
    const all = (await get(SEARCH, staff)).json();
    expect(all.total).toBe(3);
    expect(all.hits.map((hit: { name: string; customer: string }) => [hit.name, hit.customer])).toEqual([
      ['Lunch', 'Svensk AB'],
      ['Hotel night', 'Nordsjø Energi AS'],
      ['Lunch', 'Nordsjø Energi AS'],
    ]);
    expect(all.totals).toEqual([
      { currency: 'NOK', quantity: 4, netPrice: 50000 + 298000 },
      { currency: 'SEK', quantity: 3, netPrice: 78000 },
    ]);
    expect(all.hits[1]).toMatchObject({
      code: 'HOTEL',
      kind: 'ACCOMMODATION',
      quantity: 2,
      unitNetPrice: 149000,
      netPrice: 298000,
      currency: 'NOK',
      courseTitle: 'First aid (2030-05-01)',
      yourReference: 'PO-HOTEL',
      invoiceNumber: null,
    });
  });

  it('matches the one query input against extra, course, reference, customer and order number', async () => {
    const names = async (q: string, more = '') =>
      (await get(`${SEARCH}?q=${encodeURIComponent(q)}${more}`, staff)).json().hits.map((hit: { code: string }) => hit.code);
    expect(await names('night')).toEqual(['HOTEL']);
    expect(await names('po-hotel')).toEqual(['HOTEL', 'LUNCH']);
    expect(await names('LUNCH')).toEqual(['LUNCH', 'LUNCH']);
    expect(await names('first aid')).toEqual(['HOTEL', 'LUNCH']);
    expect(await names('se-lunch')).toEqual(['LUNCH']);
    expect(await names('svensk')).toEqual(['LUNCH']);
    const orderId = (await get(`${SEARCH}?q=svensk`, staff)).json().hits[0].orderId;
    expect(await names(String(orderId))).toEqual(['LUNCH']);
    expect(await names('', '&kind=ACCOMMODATION')).toEqual(['HOTEL']);
    expect(await names('100%')).toEqual([]);
  });

  it('pages on the server', async () => {
    const page = (await get(`${SEARCH}?offset=1&limit=1`, staff)).json();
    expect(page.total).toBe(3);
    expect(page.hits.map((hit: { code: string }) => hit.code)).toEqual(['HOTEL']);
  });

  it('invoices a line’s extras with it: the open line, the invoice and its number in the search', async () => {
    const lines = (await get('/api/reports/data/batchinvoice/customers/2/lines', staff)).json();
    const hotelLine = lines.find((line: { yourRef: string }) => line.yourRef === 'PO-HOTEL');
    expect(hotelLine).toMatchObject({ netPrice: 900000 + 348000, extrasNetPrice: 348000, qty: 2 });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/reports/data/batchinvoice/order',
      headers: { cookie: staff },
      payload: { customerId: 2, groupType: 'SINGLE', vat: true, lines: [hotelLine.purchaseId] },
    });
    const [invoice] = placed.json().invoices;
    expect(invoice).toMatchObject({ netTotal: 1248000, vatTotal: 312000, grossTotal: 1560000 });
    expect(invoice.lines[0]).toMatchObject({ unitNetPrice: 450000, netPrice: 1248000, extrasNetPrice: 348000 });
    const hit = (await get(`${SEARCH}?q=hotel`, staff)).json().hits[0];
    expect(hit.invoiceNumber).toBe(invoice.invoiceNumber);
    const pdf = await get(`/api/reports/data/batchinvoice/invoices/${invoice.invoiceId}/pdf`, staff);
    expect(pdf.statusCode).toBe(200);
  });
});
