import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1 });
const svensk = sessionCookie({ roles: ['staff'], userId: 2, site: 'SE' });

/** An order placed at the given time (Oslo) with lines of [course type, net price]. */
async function insertOrder(placed: string, currency: string, lines: [string, number][]): Promise<void> {
  await sql`
    with o as (
      insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key, created)
      values (1, 1, 'ref', 'nb_NO', 'NO', ${currency}, 25, gen_random_uuid(), ${placed}::timestamp at time zone 'Europe/Oslo')
      returning id)
    insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, l.type, 1, case when l.type = 'CLASSROOM' then 1 end, 'Course', 1, l.price, l.price, '{1}'
    from o, jsonb_to_recordset(${JSON.stringify(lines.map(([type, price]) => ({ type, price })))}::jsonb) as l (type text, price bigint)`.execute(
    database.db,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await insertOrder('2026-03-01 00:30', 'NOK', [['ECOURSE', 99000]]);
  await insertOrder('2026-03-02 10:00', 'NOK', [
    ['ECOURSE', 50000],
    ['CLASSROOM', 450000],
  ]);
  await insertOrder('2026-03-02 11:00', 'SEK', [['ECOURSE', 70000]]);
  await insertOrder('2026-02-28 23:30', 'NOK', [['ECOURSE', 1]]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const ticker = (from: string, to: string, cookie: string | null = staff) =>
  app.inject({ url: `/api/reports/data/order/orderticker/${from}/${to}`, headers: cookie === null ? {} : { cookie } });

it('lists the lines of the days in the viewer’s currency, newest first, with totals split by course type', async () => {
  const res = await ticker('2026-03-01', '2026-03-02');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ currencyIsoCode: 'NOK', total: 599000, elearningTotal: 149000, classroomTotal: 450000 });
  expect(body.orders.map((order: { netPriceInCents: number }) => order.netPriceInCents)).toEqual([450000, 50000, 99000]);
  expect(body.orders[0]).toEqual({
    orderId: expect.any(Number),
    purchaseId: expect.any(Number),
    placed: '2026-03-02T09:00:00.000Z',
    netPriceInCents: 450000,
    courseType: 'CLASSROOM',
    title: 'Course',
  });
  const swedish = (await ticker('2026-03-01', '2026-03-02', svensk)).json();
  expect(swedish).toMatchObject({ currencyIsoCode: 'SEK', total: 70000, orders: [expect.objectContaining({ netPriceInCents: 70000 })] });
});

it('shows at most 1000 lines, counting all of them in the totals', async () => {
  await insertOrder(
    '2026-04-01 12:00',
    'NOK',
    Array.from({ length: 1001 }, () => ['ECOURSE', 100] as [string, number]),
  );
  const body = (await ticker('2026-04-01', '2026-04-01')).json();
  expect(body.orders).toHaveLength(1000);
  expect(body.total).toBe(100100);
});

it('refuses invalid dates, a start after the end and more than 31 days, naming the field', async () => {
  const cases: [string, string, string][] = [
    ['2026-13-01', '2026-03-02', 'dateFrom'],
    ['2026-03-01', 'today', 'dateTo'],
    ['2026-03-03', '2026-03-02', 'dateFrom'],
    ['2026-03-01', '2026-04-02', 'dateTo'],
  ];
  for (const [from, to, field] of cases) {
    const res = await ticker(from, to);
    expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 400 });
    expect(res.json().message).toContain(field);
  }
  expect((await ticker('2026-03-01', '2026-03-31')).statusCode).toBe(200);
});

it('is for course staff only', async () => {
  expect((await ticker('2026-03-01', '2026-03-02', null)).statusCode).toBe(401);
  expect((await ticker('2026-03-01', '2026-03-02', sessionCookie({ roles: ['companyadmin'], userId: 12 }))).statusCode).toBe(403);
});

it('has demo orders on both sites for the ticker', async () => {
  const demo = await createTestDatabase();
  const demoApp = await buildTestApp(demo.db, [reportsModule]);
  try {
    await reportsModule.seedDemo!(demo.db);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    for (const [cookie, currency] of [
      [staff, 'NOK'],
      [svensk, 'SEK'],
    ] as const) {
      const res = await demoApp.inject({ url: `/api/reports/data/order/orderticker/${monthAgo}/${today}`, headers: { cookie } });
      expect(res.json()).toMatchObject({ currencyIsoCode: currency, orders: expect.arrayContaining([expect.anything()]) });
    }
  } finally {
    await demoApp.close();
    await demo.drop();
  }
}, 120_000);
