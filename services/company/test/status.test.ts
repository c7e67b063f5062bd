import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('reports the area ready to signed-in users only', async () => {
  expect((await app.inject({ url: '/api/company/status' })).statusCode).toBe(401);
  const res = await app.inject({ url: '/api/company/status', headers: { cookie: sessionCookie({ roles: [] }) } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ area: 'company', ready: true });
});

it('seeds the demo customers the users area refers to, leaving room for new ones', async () => {
  await companyModule.seedDemo!(database.db);
  const customers = await database.db.selectFrom('company.customer').select(['id', 'name']).orderBy('id').execute();
  expect(customers).toEqual([
    { id: 1, name: 'Atrium Kurs AS' },
    { id: 2, name: 'Nordsjø Energi AS' },
    { id: 3, name: 'Svensk Bygg AB' },
  ]);
  const added = await database.db.insertInto('company.customer').values({ name: 'Ny Kunde AS' }).returning('id').executeTakeFirstOrThrow();
  expect(added.id).toBe(4);
});
