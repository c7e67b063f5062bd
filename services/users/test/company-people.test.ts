import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

// Demo customers: 2 Nordsjø Energi (the company admin's), 3 Svensk Bygg.
const NORDSJO = 2;
const SVENSK = 3;

let database: TestDatabase;
let app: FastifyInstance;
let sessionId: string;
let outsider: number;
let leaver: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  sessionId = await openLoginSession(database.db, 4);
  const db = usersDb(database.db);
  const add = async (first: string, last: string, customerId: number, active = true) => {
    const { id } = await db
      .insertInto('users')
      .values({ username: `${first}@x.example`, email: `${first}@x.example`, first_name: first, last_name: last, password_hash: '!' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_context').values({ user_id: id, customer_id: customerId, customer_name: 'C', roles: [], active }).execute();
    return id;
  };
  for (let n = 1; n <= 22; n++) await add(`ansatt${n}`, `Nordsjø${String(n).padStart(2, '0')}`, NORDSJO);
  outsider = await add('svenne', 'Bygg', SVENSK);
  leaver = await add('sluttet', 'Tidligere', NORDSJO, false);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const as = (roles: Role[], customerId = NORDSJO) => ({ cookie: sessionCookie({ roles, sessionId, customerId, userId: 4 }) });
const list = (query: string, headers: { cookie: string } | Record<string, never> = as(['companyadmin'])) =>
  app.inject({ method: 'GET', url: `/api/users/data/my-company/people${query}`, headers });
const get = (id: number, headers = as(['companyadmin'])) =>
  app.inject({ method: 'GET', url: `/api/users/data/my-company/people/${id}`, headers });

describe('GET /api/users/data/my-company/people', () => {
  it('refuses the signed-out (401) and people without an admin role (403)', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', as(['instructor']))).statusCode).toBe(403);
    expect((await list('', as([]))).statusCode).toBe(403);
  });

  it('names the field of a bad query (400)', async () => {
    const res = await list('?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('limit');
    expect((await list('?sort=password')).body).toContain('sort');
  });

  it('pages the company’s active people by 20, by name, with the total', async () => {
    const first = (await list('')).json<{ items: { lastName: string; roles: string[] }[]; total: number }>();
    // 22 employees and the company admin; the deactivated leaver and the other customer's person are not there.
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.lastName).toBe('Company');
    const second = (await list('?offset=20')).json<{ items: { lastName: string }[]; total: number }>();
    expect(second.items.map((person) => person.lastName)).toEqual(['Nordsjø20', 'Nordsjø21', 'Nordsjø22']);
    expect(second.total).toBe(23);
    expect((await list('?offset=40')).json()).toEqual({ items: [], total: 23 });
  });

  it('searches by name, username or e-mail and sorts both ways', async () => {
    const found = (await list('?q=ansatt1')).json<{ items: { username: string }[]; total: number }>();
    expect(found.total).toBe(11); // ansatt1 and ansatt10-19
    const desc = (await list('?sort=name&direction=desc&limit=1')).json<{ items: { lastName: string }[] }>();
    expect(desc.items[0]!.lastName).toBe('Nordsjø22');
  });

  it('shows company admin A only their own customer: B’s people are not in the list', async () => {
    const asA = (await list('?q=svenne')).json<{ total: number }>();
    expect(asA.total).toBe(0);
    const asB = (await list('?q=svenne', as(['companyadmin'], SVENSK))).json<{ items: { id: number }[] }>();
    expect(asB.items.map((person) => person.id)).toEqual([outsider]);
  });

  it('shows course staff the customer they act for, not every customer', async () => {
    const staff = (await list('?q=svenne', as(['staff'], NORDSJO))).json<{ total: number }>();
    expect(staff.total).toBe(0);
  });
});

describe('GET /api/users/data/my-company/people/:userId', () => {
  it('answers one of the company’s people', async () => {
    const res = await get(4);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 4, username: 'companyadmin', roles: ['companyadmin'] });
  });

  it('answers 404 for another customer’s person and for a deactivated one, naming nobody', async () => {
    const other = await get(outsider);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('svenne');
    expect((await get(leaver)).statusCode).toBe(404);
    expect((await get(outsider, as(['companyadmin'], SVENSK))).statusCode).toBe(200);
  });

  it('names a bad id (400) and refuses learners (403)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/data/my-company/people/abc', headers: as(['companyadmin']) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('userId');
    expect((await get(4, as([]))).statusCode).toBe(403);
  });
});
