import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let sessionId: string;

async function addUser(firstName: string, lastName: string, contexts: { customerId: number; active?: boolean }[]) {
  const db = usersDb(database.db);
  const username = `${firstName}.${lastName}`.toLowerCase();
  const user = await db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, first_name: firstName, last_name: lastName, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { customerId, active = true } of contexts) {
    await db
      .insertInto('user_context')
      .values({ user_id: user.id, customer_id: customerId, customer_name: `Customer ${customerId}`, roles: [], active })
      .execute();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  sessionId = await openLoginSession(database.db, 1);
  await addUser('Nora', 'Nordsjø', [{ customerId: 2 }]);
  await addUser('Olav', 'Nordsjø', [{ customerId: 2, active: false }]);
  await addUser('Nils', 'Nordsjø', [{ customerId: 1 }]);
  for (let i = 0; i < 30; i++) await addUser('Test', `Person ${String(i).padStart(2, '0')}`, [{ customerId: 1 }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const as = (roles: Role[], customerId = 1) => ({ cookie: sessionCookie({ roles, sessionId, customerId }) });

async function search(query: string, roles: Role[] = ['staff'], customerId = 1) {
  return app.inject({ url: `/api/users/data/users/search?${query}`, headers: as(roles, customerId) });
}

async function names(query: string, roles: Role[] = ['staff'], customerId = 1): Promise<string[]> {
  const res = await search(query, roles, customerId);
  expect(res.statusCode).toBe(200);
  return res.json().map((user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`);
}

describe('GET /api/users/data/users/search', () => {
  it('answers user select items: id, uuid and names', async () => {
    const res = await search('q=ada');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, uuid: '00000000-0000-4000-8000-000000000001', firstname: 'Ada', lastname: 'Admin' }]);
  });

  it('finds people by part of the name either way round, the username or the e-mail, without regard to case', async () => {
    expect(await names('q=ADA')).toEqual(['Ada Admin']);
    expect(await names('q=ada%20adm')).toEqual(['Ada Admin']);
    expect(await names('q=admin%20ada')).toEqual(['Ada Admin']);
    expect(await names('q=svensk')).toEqual(['Sven Svensson']);
    expect(await names('q=companyadmin%40atrium')).toEqual(['Carl Company']);
    expect(await names('q=nordsjø')).toEqual(['Nils Nordsjø', 'Nora Nordsjø', 'Olav Nordsjø']);
  });

  it('takes the text literally', async () => {
    expect(await names('q=a%25')).toEqual([]);
    expect(await names('q=_a')).toEqual([]);
  });

  it('answers 10 by default and up to 25 when asked', async () => {
    expect(await names('q=test')).toHaveLength(10);
    expect(await names('q=test&limit=25')).toHaveLength(25);
    expect((await names('q=test&limit=25'))[0]).toBe('Test Person 00');
  });

  it('refuses a text under 2 characters and a limit over 25, naming the field', async () => {
    for (const [query, field] of [
      ['q=a', 'querystring.q'],
      ['q=%20a%20', 'querystring.q'],
      ['limit=5', 'querystring.q'],
      ['q=test&limit=26', 'querystring.limit'],
      ['q=test&limit=0', 'querystring.limit'],
    ]) {
      const res = await search(query!);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field!]);
    }
  });

  it('lets a company admin find only people active at their own customer', async () => {
    expect(await names('q=nordsjø', ['companyadmin'], 2)).toEqual(['Nora Nordsjø']);
    expect(await names('q=ada', ['companyadmin'], 2)).toEqual([]);
    expect(await names('q=nordsjø', ['atrium'], 3)).toEqual(['Nils Nordsjø', 'Nora Nordsjø', 'Olav Nordsjø']);
  });

  it('is for platform admins, course staff and company admins', async () => {
    expect((await app.inject({ url: '/api/users/data/users/search?q=ada' })).statusCode).toBe(401);
    expect((await search('q=ada', ['instructor'])).statusCode).toBe(403);
    expect((await search('q=ada', [])).statusCode).toBe(403);
  });
});
