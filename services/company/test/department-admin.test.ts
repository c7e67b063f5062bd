import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });
const PATH = '/api/company/data/my-company/departments';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  // People 30 and 31 in Boring, 31 also in Drift.
  await sql`
    insert into company.department_member (department_id, user_id)
    select d.id, u from company.department d, unnest(array[30, 31]) u where d.customer_id = 2 and d.name = 'Boring'
    union all select d.id, 31 from company.department d where d.customer_id = 2 and d.name = 'Drift'`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = async (cookie = nordsjoAdmin) => {
  const res = await app.inject({ url: PATH, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; uuid: string; name: string; customerId: number; userCount: number }[];
};
const idOf = async (name: string) => (await list()).find((department) => department.name === name)!.id;
const create = (name: unknown, cookie = nordsjoAdmin) => app.inject({ method: 'POST', url: PATH, headers: { cookie }, payload: { name } });

it("lists the admin's own customer's departments with their user counts", async () => {
  const departments = await list();
  expect(departments.map(({ name, userCount, customerId }) => ({ name, userCount, customerId }))).toEqual([
    { name: 'Boring', userCount: 2, customerId: 2 },
    { name: 'Drift', userCount: 1, customerId: 2 },
    { name: 'HMS', userCount: 0, customerId: 2 },
  ]);
  expect(departments[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(await list(svenskAdmin)).toEqual([]);
  expect((await app.inject({ url: PATH })).statusCode).toBe(401);
  expect((await app.inject({ url: PATH, headers: { cookie: learner } })).statusCode).toBe(403);
});

it('creates a department, trimmed, once per name whatever the case, also when two admins create it at once', async () => {
  const [first, second] = await Promise.all([create('  Logistikk '), create('logistikk')]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  const created = first.statusCode === 201 ? first : second;
  expect(created.json()).toMatchObject({ name: expect.stringMatching(/^[Ll]ogistikk$/), customerId: 2, userCount: 0 });
  expect((first.statusCode === 409 ? first : second).json().message).toBe('my-company.departments.nameTaken');
  // The same name is free at another customer.
  expect((await create('Logistikk', svenskAdmin)).statusCode).toBe(201);
  for (const bad of ['', '   ', 'x'.repeat(201), 7]) expect((await create(bad)).json().fields).toHaveProperty(['body.name']);
});

it("renames only the admin's own departments, refusing a taken name", async () => {
  const hms = await idOf('HMS');
  const rename = (id: number | string, name: string, cookie = nordsjoAdmin) =>
    app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: { cookie }, payload: { name } });
  expect((await rename(hms, 'HMS og kvalitet')).json()).toMatchObject({ id: hms, name: 'HMS og kvalitet' });
  expect((await rename(hms, 'drift')).statusCode).toBe(409);
  expect((await rename(hms, 'Stolen', svenskAdmin)).statusCode).toBe(404);
  expect((await rename('x', 'Name')).json().fields).toHaveProperty(['params.id']);
  expect((await list()).find((department) => department.id === hms)!.name).toBe('HMS og kvalitet');
});

describe('DELETE', () => {
  const remove = (id: number, query = '', cookie = nordsjoAdmin) =>
    app.inject({ method: 'DELETE', url: `${PATH}/${id}${query}`, headers: { cookie } });

  it("never deletes another customer's department", async () => {
    expect((await remove(await idOf('Drift'), '', svenskAdmin)).statusCode).toBe(404);
  });

  it('refuses to delete a department with people unless they move to another department of the customer', async () => {
    const boring = await idOf('Boring');
    const drift = await idOf('Drift');
    expect((await remove(boring)).statusCode).toBe(409);
    expect((await remove(boring, `?transferTo=${boring}`)).json().fields).toHaveProperty(['querystring.transferTo']);
    const svensk = (await list(svenskAdmin))[0]!.id;
    expect((await remove(boring, `?transferTo=${svensk}`)).statusCode).toBe(400);
    expect((await remove(boring, '?transferTo=x')).json().fields).toHaveProperty(['querystring.transferTo']);

    expect((await remove(boring, `?transferTo=${drift}`)).json()).toEqual({ moved: 2 });
    const after = await list();
    expect(after.find((department) => department.id === boring)).toBeUndefined();
    // Person 31 was in both: still one membership of Drift.
    expect(after.find((department) => department.id === drift)!.userCount).toBe(2);
    expect((await remove(boring, `?transferTo=${drift}`)).statusCode).toBe(404);
  });

  it('deletes an empty department without a transfer', async () => {
    expect((await remove(await idOf('Logistikk'))).json()).toEqual({ moved: 0 });
  });
});
