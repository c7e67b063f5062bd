import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await reportsModule.seedDemo!(database.db);
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('seeds a year of orders on both sites, invoiced monthly with gap-free numbers, the recent ones open', async () => {
  const { rows: span } = await sql<{ days: number; sites: string[] }>`
    select extract(day from now() - min(created))::int as days, array_agg(distinct site order by site) as sites from reports."order"`.execute(
    database.db,
  );
  expect(span[0]!.days).toBeGreaterThanOrEqual(360);
  expect(span[0]!.sites).toEqual(['NO', 'SE']);
  const { rows: numbers } = await sql<{ number: number }>`select number from reports.invoice order by number`.execute(database.db);
  expect(numbers.length).toBeGreaterThan(20);
  expect(numbers.map((row) => row.number)).toEqual(numbers.map((_, index) => index + 1));
  const { rows: stale } = await sql<{ n: number }>`
    select count(*)::int as n from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where o.status = 'placed' and o.created < date_trunc('month', now()) - interval '1 month'`.execute(database.db);
  expect(stale[0]!.n).toBe(0);
  const open = await app.inject({
    url: '/api/reports/data/batchinvoice/customers',
    headers: { cookie: sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 }) },
  });
  expect(open.json().length).toBeGreaterThan(0);
});
