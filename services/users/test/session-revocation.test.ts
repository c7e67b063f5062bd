import { SESSION_CHECK_CACHE_MS } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { usersModule } from '../src';

// Issue 11 finding 4: roles travel in the token, yet a change of roles or contexts takes effect on the next
// request (after the session check's short cache), and a token that never expires is refused.

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

async function signIn(username: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password: 'atrium123' } });
  const cookie = res.cookies.find((c) => c.name === 'atrium_session');
  if (!cookie) throw new Error('no session cookie');
  return `atrium_session=${cookie.value}`;
}

const search = (cookie: string) => app.inject({ url: '/api/users/data/users/search?q=ad', headers: { cookie } });
const afterCache = () => new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_CACHE_MS + 100));
const userIdOf = async (username: string) =>
  (await database.db.selectFrom('users.users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id as number;

it('ends the sessions of a person whose roles are removed', async () => {
  const staff = await signIn('staff');
  const admin = await signIn('admin');
  expect((await search(staff)).statusCode).toBe(200);

  await sql`update users.user_context set roles = '{}' where user_id = ${await userIdOf('staff')}`.execute(database.db);
  await afterCache();
  expect((await search(staff)).statusCode).toBe(401);
  // Nobody else is signed out.
  expect((await search(admin)).statusCode).toBe(200);
  // Signing in again gives a token with the new roles.
  expect((await search(await signIn('staff'))).statusCode).toBe(403);
});

it('ends the sessions of a person whose context is deactivated', async () => {
  const cookie = await signIn('companyadmin');
  expect((await app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
  await sql`update users.user_context set active = false where user_id = ${await userIdOf('companyadmin')}`.execute(database.db);
  await afterCache();
  expect((await app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
});

it('refuses a well-signed token without an expiry', async () => {
  const userId = await userIdOf('admin');
  const admin = await signIn('admin');
  const sid = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sid as string;
  const forever = createSigner({ key: TEST_SESSION_SECRET, algorithm: 'HS256' })({
    sub: userId,
    sid,
    username: 'admin',
    contexts: [{ customerId: 1, customerName: 'Atrium Kurs AS', roles: ['atrium'] }],
    activeCustomerId: 1,
    site: 'NO',
  });
  expect((await app.inject({ url: '/api/users/me', headers: { cookie: `atrium_session=${forever}` } })).statusCode).toBe(401);
});

it('publishes whether a session is active, for services running without the users area', async () => {
  const cookie = await signIn('instructor');
  const sid = JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()).sid as string;
  const active = async () =>
    (await sql<{ active: boolean }>`select active from published.users_session where id = ${sid}`.execute(database.db)).rows[0]?.active;
  expect(await active()).toBe(true);
  await sql`update users.user_context set roles = array['staff'] where user_id = ${await userIdOf('instructor')}`.execute(database.db);
  expect(await active()).toBe(false);
});
