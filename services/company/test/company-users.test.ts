import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let svenskDepartment: number;
const departments: Record<string, number> = {};

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });

beforeAll(async () => {
  database = await createTestDatabase();
  await publishLicenseStandIns(database.db);
  // The users area's view (its migration 0130), as a table: Ola (30) and Kari (31) work at Nordsjø (2), Sven (40) at Svensk (3).
  await sql`create table published.users_customer_member (user_id integer, customer_id integer)`.execute(database.db);
  await sql`insert into published.users_customer_member values (30, 2), (31, 2), (32, 2), (40, 3)`.execute(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  await seedLicenses(database.db);
  const rows = await sql<{ id: number; name: string }>`select id, name from company.department where customer_id = 2`.execute(database.db);
  for (const row of rows.rows) departments[row.name] = row.id;
  svenskDepartment = (
    await sql<{ id: number }>`insert into company.department (customer_id, name) values (3, 'Bygg') returning id`.execute(database.db)
  ).rows[0]!.id;
  await sql`insert into company.department_member values (${svenskDepartment}, 30)`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const base = '/api/company/data/my-company/users';
const get = (cookie: string | undefined, path: string) =>
  app.inject({ method: 'GET', url: `${base}/${path}`, headers: cookie ? { cookie } : {} });
const put = (cookie: string, userId: number | string, departmentIds: unknown) =>
  app.inject({ method: 'PUT', url: `${base}/${userId}/departments`, headers: { cookie }, payload: { departmentIds } });

describe('GET /api/company/data/my-company/users/:userId/licenses', () => {
  it('lists the person’s licenses at the company', async () => {
    const res = await get(nordsjoAdmin, '30/licenses');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { licenseId: number }[]).map((row) => row.licenseId).sort()).toEqual([1, 4, 6]);
  });

  it('answers 404 to company admin A for B’s person, and B sees their own', async () => {
    expect((await get(nordsjoAdmin, '40/licenses')).statusCode).toBe(404);
    expect((await get(svenskAdmin, '30/licenses')).statusCode).toBe(404);
    const own = await get(svenskAdmin, '40/licenses');
    expect((own.json() as { licenseId: number }[]).map((row) => row.licenseId)).toEqual([8]);
  });

  it('refuses the signed out (401), learners (403) and a bad id naming the field (400)', async () => {
    expect((await get(undefined, '30/licenses')).statusCode).toBe(401);
    expect((await get(learner, '30/licenses')).statusCode).toBe(403);
    const bad = await get(nordsjoAdmin, 'x/licenses');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['params.userId']);
  });
});

describe('/api/company/data/my-company/users/:userId/departments', () => {
  it('lists the company’s departments, marking the person’s; another company’s department stays hidden', async () => {
    const res = await get(nordsjoAdmin, '30/departments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: departments.Boring, name: 'Boring', member: true },
      { id: departments.Drift, name: 'Drift', member: false },
      { id: departments.HMS, name: 'HMS', member: false },
    ]);
  });

  it('sets exactly the chosen departments, repeatably, and leaves memberships at other companies alone', async () => {
    for (let run = 0; run < 2; run++) {
      const res = await put(nordsjoAdmin, 30, [departments.Drift, departments.HMS]);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { member: boolean; name: string }[]).filter((d) => d.member).map((d) => d.name)).toEqual(['Drift', 'HMS']);
    }
    const other = await sql`select 1 from company.department_member where department_id = ${svenskDepartment} and user_id = 30`.execute(
      database.db,
    );
    expect(other.rows).toHaveLength(1);
    expect((await put(nordsjoAdmin, 30, [])).statusCode).toBe(200);
    expect(((await get(nordsjoAdmin, '30/departments')).json() as { member: boolean }[]).some((d) => d.member)).toBe(false);
  });

  it('refuses another company’s department (400 naming the field) and changes nothing', async () => {
    await put(nordsjoAdmin, 31, [departments.Boring]);
    const res = await put(nordsjoAdmin, 31, [departments.Drift, svenskDepartment]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.departmentIds': 'my-company.user.departments.unknown' });
    const after = (await get(nordsjoAdmin, '31/departments')).json() as { member: boolean; name: string }[];
    expect(after.filter((d) => d.member).map((d) => d.name)).toEqual(['Boring']);
  });

  it('refuses company admin A changing B’s person (404) and names bad bodies (400)', async () => {
    expect((await put(nordsjoAdmin, 40, [])).statusCode).toBe(404);
    expect((await put(svenskAdmin, 30, [svenskDepartment])).statusCode).toBe(404);
    expect((await get(svenskAdmin, '30/departments')).statusCode).toBe(404);
    const twice = await put(nordsjoAdmin, 30, [departments.Drift, departments.Drift]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toHaveProperty(['body.departmentIds']);
    expect((await put(nordsjoAdmin, 30, 'x')).json().fields).toHaveProperty(['body.departmentIds']);
    expect((await put(learner, 30, [])).statusCode).toBe(403);
  });
});
