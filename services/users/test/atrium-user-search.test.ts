import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';
import { hashPassword } from '../src/session/password-hash';

let database: TestDatabase;
let app: FastifyInstance;
let adminSession: string;
const ids: Record<string, number> = {};

async function addUser(firstName: string, lastName: string, customerIds: number[], username = `${firstName}.${lastName}`.toLowerCase()) {
  const db = usersDb(database.db);
  const user = await db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, first_name: firstName, last_name: lastName, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const customerId of customerIds) {
    await db
      .insertInto('user_context')
      .values({ user_id: user.id, customer_id: customerId, customer_name: `Customer ${customerId}`, roles: [] })
      .execute();
  }
  ids[username] = user.id;
  return user.id;
}

/** 520 people at customer 1 in two statements: one at a time is slow on a busy machine. */
async function addMany(count: number) {
  const db = usersDb(database.db);
  const people = Array.from({ length: count }, (_, i) => {
    const username = `mass.person${String(i).padStart(3, '0')}`;
    return {
      username,
      email: `${username}@example.com`,
      first_name: 'Mass',
      last_name: `Person ${String(i).padStart(3, '0')}`,
      password_hash: 'x',
    };
  });
  const rows = await db.insertInto('users').values(people).returning('id').execute();
  await db
    .insertInto('user_context')
    .values(rows.map((row) => ({ user_id: row.id, customer_id: 1, customer_name: 'Customer 1', roles: [] })))
    .execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  adminSession = await openLoginSession(database.db, 1);
  await addUser('Berit', 'Berg', [2]);
  await addUser('Berg', 'Andersen', [1, 2]);
  await addUser('Anne', 'Bergersen', [1]);
  await addUser('Bergljot', 'Aas', [3], 'berg');
  await addMany(520);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const as = (roles: Role[], customerId = 1, sessionId = adminSession) => ({ cookie: sessionCookie({ roles, sessionId, customerId }) });

async function search(query: string, roles: Role[] = ['atrium'], customerId = 1) {
  return app.inject({ url: `/api/users/data/atriumusersearch/users?${query}`, headers: as(roles, customerId) });
}

async function usernames(query: string, roles: Role[] = ['atrium'], customerId = 1): Promise<string[]> {
  const res = await search(query, roles, customerId);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((row: { username: string }) => row.username);
}

describe('GET /api/users/data/atriumusersearch/users', () => {
  it('answers 401 signed out and 403 without an admin role', async () => {
    expect((await app.inject({ url: '/api/users/data/atriumusersearch/users?q=berg' })).statusCode).toBe(401);
    expect((await search('q=berg', ['instructor'])).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad sort, page or page size', async () => {
    const cases: [string, string][] = [
      ['sort=age', 'querystring.sort'],
      ['page=0', 'querystring.page'],
      ['pageSize=7', 'querystring.pageSize'],
      ['includeDeleted=maybe', 'querystring.includeDeleted'],
    ];
    for (const [query, field] of cases) {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });

  it('lists everyone, deleted people too, without a query', async () => {
    const res = await search('includeDeleted=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 500, limited: true });
    expect(res.json().items[0]).toMatchObject({ lastname: 'Aas' });
    expect((await search('')).statusCode).toBe(200);
  });

  it('puts the exact match first, then sorts by last name and first name', async () => {
    expect(await usernames('q=berg')).toEqual(['berg', 'berg.andersen', 'berit.berg', 'anne.bergersen']);
  });

  it('answers the row with its customers, creation time and flags', async () => {
    const res = await search('q=berg.andersen');
    expect(res.json()).toEqual({
      items: [
        {
          id: ids['berg.andersen'],
          uuid: expect.any(String),
          firstname: 'Berg',
          lastname: 'Andersen',
          username: 'berg.andersen',
          email: 'berg.andersen@example.com',
          phone: null,
          customers: ['Customer 1', 'Customer 2'],
          created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          deleted: false,
          exactMatch: true,
        },
      ],
      total: 1,
      limited: false,
      page: 1,
      pageSize: 50,
    });
  });

  it('sorts by a chosen column either way', async () => {
    expect(await usernames('q=berg&sort=username&direction=desc')).toEqual(['berit.berg', 'berg.andersen', 'berg', 'anne.bergersen']);
    expect(await usernames('q=berg&sort=name')).toEqual(['berg', 'berg.andersen', 'berit.berg', 'anne.bergersen']);
    expect(await usernames('q=berg&sort=name&direction=desc')).toEqual(['anne.bergersen', 'berit.berg', 'berg.andersen', 'berg']);
  });

  it('finds at most 500, says so, and pages through them on the server', async () => {
    const first = (await search('q=mass&pageSize=100')).json();
    expect(first).toMatchObject({ total: 500, limited: true, page: 1, pageSize: 100 });
    expect(first.items).toHaveLength(100);
    expect(first.items[0].lastname).toBe('Person 000');
    const last = (await search('q=mass&pageSize=100&page=5')).json();
    expect(last.items).toHaveLength(100);
    expect(last.items[99].lastname).toBe('Person 499');
    expect((await search('q=mass&pageSize=100&page=6')).json().items).toEqual([]);
  });

  it('limits a company admin to people with a context at the customer they act for', async () => {
    expect(await usernames('q=berg', ['companyadmin'], 2)).toEqual(['berg.andersen', 'berit.berg']);
    expect(await usernames('q=berg', ['companyadmin'], 3)).toEqual(['berg']);
  });
});

describe('delete and undelete from the list', () => {
  const remove = (userId: number, roles: Role[] = ['atrium']) =>
    app.inject({ method: 'DELETE', url: `/api/users/data/atriumusersearch/users/${userId}`, headers: as(roles) });
  const undelete = (userId: number, roles: Role[] = ['atrium']) =>
    app.inject({ method: 'POST', url: `/api/users/data/atriumusersearch/users/${userId}/undelete`, headers: as(roles) });

  it('is for platform admins only', async () => {
    expect((await remove(ids['anne.bergersen']!, ['staff'])).statusCode).toBe(403);
    expect((await remove(ids['anne.bergersen']!, ['companyadmin'])).statusCode).toBe(403);
    expect((await undelete(ids['anne.bergersen']!, ['staff'])).statusCode).toBe(403);
  });

  it('answers 400 for a bad id, 404 for nobody and 409 for oneself', async () => {
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/users/data/atriumusersearch/users/x', headers: as(['atrium']) })).statusCode,
    ).toBe(400);
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await undelete(999999)).statusCode).toBe(404);
    const self = await remove(1);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('usersearch.delete.self');
  });

  it('hides a deleted person unless deleted people are asked for, ends their sessions, and undelete brings them back', async () => {
    const userId = ids['anne.bergersen']!;
    await usersDb(database.db)
      .updateTable('users')
      .set({ password_hash: await hashPassword('secret-123') })
      .where('id', '=', userId)
      .execute();
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'anne.bergersen', password: 'secret-123' } });
    expect((await signIn()).statusCode).toBe(200);
    const theirSession = await openLoginSession(database.db, userId);
    const theirCookie = as(['instructor'], 1, theirSession);
    expect((await app.inject({ url: '/api/users/me', headers: theirCookie })).statusCode).toBe(200);

    expect((await remove(userId)).statusCode).toBe(204);
    expect((await remove(userId)).statusCode).toBe(204);
    expect(await usernames('q=bergersen')).toEqual([]);
    const shown = (await search('q=bergersen&includeDeleted=true')).json().items;
    expect(shown).toMatchObject([{ username: 'anne.bergersen', deleted: true }]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the core's session verdict cache
    expect((await app.inject({ url: '/api/users/me', headers: theirCookie })).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(401);

    expect((await undelete(userId)).statusCode).toBe(204);
    expect(await usernames('q=bergersen')).toEqual(['anne.bergersen']);
    expect((await signIn()).statusCode).toBe(200);
    const audit = await app.inject({ url: `/api/users/data/atriumusersearch/user/${userId}/audit`, headers: as(['atrium']) });
    expect(audit.json().map((entry: { action: string; actor: string }) => [entry.action, entry.actor])).toEqual([
      ['user.undelete', 'Ada Admin'],
      ['user.delete', 'Ada Admin'],
    ]);
  });

  it('keeps the first time of deletion when deleted twice at once', async () => {
    const userId = ids['berit.berg']!;
    const answers = await Promise.all([remove(userId), remove(userId)]);
    expect(answers.map((res) => res.statusCode)).toEqual([204, 204]);
    const row = await usersDb(database.db).selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    await undelete(userId);
  });
});
