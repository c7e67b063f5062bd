import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  const department = database.db.withSchema('company').insertInto('department');
  await department
    .values(Array.from({ length: 120 }, (_, i) => ({ customer_id: 1, name: `Avdeling ${String(i).padStart(3, '0')}` })))
    .execute();
  await department.values({ customer_id: 1, name: 'Drift 100%' }).execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function get(path: string, roles: Role[] = ['staff'], customerId = 1) {
  return app.inject({ url: `/api/company/data/customers/${path}`, headers: { cookie: sessionCookie({ roles, customerId }) } });
}

async function page(path: string, roles?: Role[], customerId?: number) {
  const res = await get(path, roles, customerId);
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; departments: { id: number; name: string }[] };
}

describe('GET /api/company/data/customers/:customerId/departments', () => {
  it("lists a customer's departments by name with their count", async () => {
    const nordsjo = await page('2/departments');
    expect(nordsjo.total).toBe(3);
    expect(nordsjo.departments.map((d) => d.name)).toEqual(['Boring', 'Drift', 'HMS']);
    expect(Object.keys(nordsjo.departments[0]!).sort()).toEqual(['id', 'name']);
    expect(await page('3/departments')).toEqual({ total: 0, departments: [] });
  });

  it('answers at most 100, or the limit asked for, and counts every match', async () => {
    const all = await page('1/departments');
    expect(all.total).toBe(121);
    expect(all.departments).toHaveLength(100);
    expect((await page('1/departments?limit=2')).departments.map((d) => d.name)).toEqual(['Avdeling 000', 'Avdeling 001']);
  });

  it('searches part of the name, without regard to case, and takes the text literally', async () => {
    expect(await page('1/departments?q=DELING%2011')).toMatchObject({ total: 10 });
    expect((await page('1/departments?q=0%25')).departments.map((d) => d.name)).toEqual(['Drift 100%']);
    expect(await page('2/departments?q=ops')).toEqual({ total: 0, departments: [] });
  });

  it('refuses a bad customer id or limit, naming the field', async () => {
    for (const [path, field] of [
      ['x/departments', 'params.customerId'],
      ['1/departments?limit=101', 'querystring.limit'],
      ['1/departments?limit=0', 'querystring.limit'],
    ]) {
      const res = await get(path!);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field!]);
    }
    expect((await get('999/departments')).statusCode).toBe(404);
  });

  it('lets a company admin see only their own company', async () => {
    expect((await page('2/departments', ['companyadmin'], 2)).total).toBe(3);
    expect((await get('1/departments', ['companyadmin'], 2)).statusCode).toBe(403);
    expect((await page('2/departments', ['atrium'], 1)).total).toBe(3);
  });

  it('is for platform admins, course staff and company admins', async () => {
    expect((await app.inject({ url: '/api/company/data/customers/2/departments' })).statusCode).toBe(401);
    expect((await get('2/departments', ['instructor'])).statusCode).toBe(403);
  });
});
