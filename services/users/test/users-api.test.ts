import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { usersModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function login(username: string, password = 'atrium123') {
  return app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
}

function sessionCookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === 'atrium_session');
  if (!cookie) throw new Error('no session cookie');
  return `atrium_session=${cookie.value}`;
}

describe('login', () => {
  it('signs in by username and returns Me with an HttpOnly session cookie', async () => {
    const res = await login('admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: expect.any(Number), username: 'admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@atrium.example' },
      contexts: [{ customerId: 1, customerName: 'Atrium Kurs AS', roles: ['atrium', 'staff'] }],
      activeCustomerId: 1,
      learningSite: 'NO',
      locale: 'nb_NO',
    });
    expect(res.cookies.find((c) => c.name === 'atrium_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('signs in by e-mail, ignoring case', async () => {
    const res = await login('Svensk@Atrium.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ learningSite: 'SE', locale: 'sv_SE', user: { username: 'svensk' } });
  });

  it('answers 401 login.failed for a wrong password or unknown user', async () => {
    for (const res of [await login('admin', 'wrong'), await login('nobody')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: 'login.failed' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('logs attempts with the browser', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': 'TestBrowser/1.0' },
      payload: { username: 'staff', password: 'nope' },
    });
    const row = await database.db
      .selectFrom('users.login_log')
      .selectAll()
      .where('browser', '=', 'TestBrowser/1.0')
      .executeTakeFirstOrThrow();
    expect(row.success).toBe(false);
  });

  it('answers 400 naming the missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['body.password']);
  });
});

describe('me and logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await app.inject({ url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Not signed in' });
  });

  it('returns Me for the session, and logout revokes it', async () => {
    const cookie = sessionCookieOf(await login('staff'));
    const me = await app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { firstName: 'Stian' }, activeCustomerId: 1 });

    const out = await app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'atrium_session')).toMatchObject({ value: '', maxAge: 0 });

    // The old token is still well signed; the revoked session is what stops it.
    expect((await app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('active customer', () => {
  it('re-issues the token for a context the user has', async () => {
    const userId = (await login('companyadmin')).json().user.id as number;
    await database.db
      .insertInto('users.user_context')
      .values({ user_id: userId, customer_id: 3, customer_name: 'Svensk Bygg AB', roles: ['companyadmin'], site: 'SE' })
      .execute();
    const cookie = sessionCookieOf(await login('companyadmin'));

    const res = await app.inject({
      method: 'POST',
      url: '/api/users/me/active-customer',
      headers: { cookie },
      payload: { customerId: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ activeCustomerId: 3, learningSite: 'SE' });

    const me = await app.inject({ url: '/api/users/me', headers: { cookie: sessionCookieOf(res) } });
    expect(me.json()).toMatchObject({ activeCustomerId: 3 });
  });

  it('answers 403 for a customer the user has no context at', async () => {
    const cookie = sessionCookieOf(await login('staff'));
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/me/active-customer',
      headers: { cookie },
      payload: { customerId: 2 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'No access to that customer' });
  });
});
