import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('reports the area ready to signed-in users only', async () => {
  expect((await app.inject({ url: '/api/reports/status' })).statusCode).toBe(401);
  const res = await app.inject({ url: '/api/reports/status', headers: { cookie: sessionCookie({ roles: [] }) } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ area: 'reports', ready: true });
});
