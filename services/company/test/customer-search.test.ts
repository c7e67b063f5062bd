import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;
const signedIn = sessionCookie({ roles: ['staff'] });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  const customer = database.db.withSchema('company').insertInto('customer');
  await customer
    .values([
      { name: 'Nordsjø Drift AS', active: false },
      { name: 'nordsjø gammel AS', merged_into_id: 2 },
    ])
    .execute();
  await customer.values(Array.from({ length: 250 }, (_, i) => ({ name: `Kunde ${String(i).padStart(3, '0')}` }))).execute();
  await database.db.withSchema('company').updateTable('customer').set({ external_accounting_id: 'R-20002' }).where('id', '=', 2).execute();
  await database.db.withSchema('company').insertInto('department').values({ customer_id: 3, name: 'Stockholm' }).execute();
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

  it('answers picker items: id, uuid, name, external accounting id and departments', async () => {
    const res = await app.inject({
      url: '/api/company/data/customers?name=energi',
      headers: { cookie: sessionCookie({ roles: ['staff'] }) },
    });
    expect(res.json()).toEqual([
      {
        id: 2,
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Nordsjø Energi AS',
        externalAccountingId: 'R-20002',
        departments: [
          { id: expect.any(Number), name: 'Boring' },
          { id: expect.any(Number), name: 'Drift' },
          { id: expect.any(Number), name: 'HMS' },
        ],
        orgNumber: '987654321',
        active: true,
        privateCustomer: false,
      },
    ]);
  });

  it('lists departments only where the caller may read them, as the department picker does', async () => {
    const departmentsByName = async (roles: Role[], customerId = 1) => {
      const res = await app.inject({
        url: '/api/company/data/customers?name=a&limit=10',
        headers: { cookie: sessionCookie({ roles, customerId }) },
      });
      const answer: { name: string; externalAccountingId: string | null; departments: { name: string }[] }[] = res.json();
      return Object.fromEntries(answer.filter((c) => c.departments.length > 0).map((c) => [c.name, c.departments.map((d) => d.name)]));
    };
    const everyone = { 'Nordsjø Energi AS': ['Boring', 'Drift', 'HMS'], 'Svensk Bygg AB': ['Stockholm'] };
    expect(await departmentsByName(['atrium'])).toEqual(everyone);
    expect(await departmentsByName(['staff'])).toEqual(everyone);
    expect(await departmentsByName(['companyadmin'], 3)).toEqual({ 'Svensk Bygg AB': ['Stockholm'] });
    expect(await departmentsByName(['instructor'], 3)).toEqual({});
    expect(await departmentsByName([], 2)).toEqual({});
  });

  it('shows tenant-scoped callers their own customers only (issue 11 finding 1)', async () => {
    const namesAs = async (roles: Role[], customerId: number) => {
      const res = await app.inject({
        url: '/api/company/data/customers?limit=200',
        headers: { cookie: sessionCookie({ roles, customerId }) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().map((c: { name: string }) => c.name);
    };
    expect(await namesAs(['companyadmin'], 2)).toEqual(['Nordsjø Energi AS']);
    expect(await namesAs(['instructor'], 3)).toEqual(['Svensk Bygg AB']);
    expect(await namesAs([], 2)).toEqual(['Nordsjø Energi AS']);
    expect(await namesAs(['atrium'], 1)).toHaveLength(200);
  });

  it('answers a null external accounting id for a customer without one', async () => {
    const [customer] = (await app.inject({ url: '/api/company/data/customers?name=svensk', headers: { cookie: signedIn } })).json();
    expect(customer).toMatchObject({ name: 'Svensk Bygg AB', externalAccountingId: null });
  });

  it('lists a private customer like any other, saying it is one (decision 0241)', async () => {
    await database.db
      .selectNoFrom((eb) =>
        eb
          .fn('published.company_create_private_customer', [
            eb.val(4711),
            eb.val('Nordsjø Privatperson'),
            eb.val('NO'),
            eb.val('Gata 1'),
            eb.val('0155'),
            eb.val('Oslo'),
            eb.val(165),
          ])
          .as('id'),
      )
      .execute();
    const found = (
      await app.inject({
        url: '/api/company/data/customers?name=nordsj&hideInactive=true&hideMergedCustomers=true',
        headers: { cookie: signedIn },
      })
    ).json<{ name: string; privateCustomer: boolean }[]>();
    expect(found.map(({ name, privateCustomer }) => [name, privateCustomer])).toEqual([
      ['Nordsjø Energi AS', false],
      ['Nordsjø Privatperson', true],
    ]);
  });
});
