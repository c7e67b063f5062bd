import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;
const signedIn = sessionCookie({ roles: [] });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  const customer = database.db.withSchema('company').insertInto('customer');
  await customer.values([{ name: 'Nordsjø Drift AS', active: false }, { name: 'nordsjø gammel AS', merged_into_id: 2 }]).execute();
  await customer.values(Array.from({ length: 250 }, (_, i) => ({ name: `Kunde ${String(i).padStart(3, '0')}` }))).execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function names(query: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/company/data/customers?${query}`, headers: { cookie: signedIn } });
  expect(res.statusCode).toBe(200);
  return res.json().map((c: { name: string }) => c.name);
}

describe('GET /api/company/data/customers', () => {
  it('finds customers by part of the name, by name without case', async () => {
    expect(await names('name=NORDSJØ')).toEqual(['Nordsjø Drift AS', 'Nordsjø Energi AS', 'nordsjø gammel AS']);
  });

  it('hides inactive and merged customers on request', async () => {
    expect(await names('name=nordsjø&hideInactive=true')).toEqual(['Nordsjø Energi AS', 'nordsjø gammel AS']);
    expect(await names('name=nordsjø&hideMergedCustomers=true')).toEqual(['Nordsjø Drift AS', 'Nordsjø Energi AS']);
  });

  it('returns at most 200, or the limit asked for, and refuses more', async () => {
    expect(await names('name=kunde')).toHaveLength(200);
    expect(await names('name=kunde&limit=5')).toEqual(['Kunde 000', 'Kunde 001', 'Kunde 002', 'Kunde 003', 'Kunde 004']);
    const res = await app.inject({ url: '/api/company/data/customers?limit=201', headers: { cookie: signedIn } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['querystring.limit']);
    expect((await app.inject({ url: '/api/company/data/customers' })).statusCode).toBe(401);
  });
});
