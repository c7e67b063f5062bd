import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('exports the person’s cart (GDPR), and nothing for someone else', async () => {
  const added = await app.inject({
    method: 'POST',
    url: '/api/reports/data/cart/v1/addCourseToCart',
    headers: { cookie: sessionCookie({ roles: [], userId: 11 }) },
    payload: { courseId: 1, courseType: 'ELEARNING', hostname: 'localhost' },
  });
  expect(added.statusCode).toBeLessThan(300);
  const { rows } = await sql<{ data: { orders: unknown[]; purchaseLines: unknown[]; cart: { courseId: number }[] } }>`
    select published.reports_person_export(11) as data`.execute(database.db);
  expect(rows[0]!.data.cart).toEqual([expect.objectContaining({ courseId: 1, courseType: 'ELEARNING' })]);
  expect(rows[0]!.data.orders).toEqual([]);
  const none = await sql<{ data: unknown }>`select published.reports_person_export(12) as data`.execute(database.db);
  expect(none.rows[0]!.data).toEqual({ orders: [], purchaseLines: [], cart: [] });
});
