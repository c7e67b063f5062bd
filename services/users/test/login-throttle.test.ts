import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { usersModule } from '../src';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_THROTTLE_WINDOW_SECONDS } from '../src/login-throttle';

// Issue 11 finding 3: 200 wrong passwords in 4 s each got 401 and the right one worked after.

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

beforeEach(async () => {
  await sql`delete from users.throttle`.execute(database.db);
});

const login = (username: string, password: string, remoteAddress = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress });

it('answers 429 with Retry-After and a message key once an account has too many failures, the right password included', async () => {
  // In parallel, as an attacker would: the counter is an upsert, so none slips through.
  const guesses = await Promise.all(Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT }, () => login('staff', 'wrong')));
  expect(guesses.map((res) => res.statusCode)).toEqual(Array(LOGIN_FAILURES_PER_ACCOUNT).fill(401));

  const blocked = await login('STAFF', 'atrium123', '198.51.100.7');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ message: 'login.throttled' });
  const retryAfter = Number(blocked.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE_WINDOW_SECONDS);
  expect(blocked.cookies.find((c) => c.name === 'atrium_session')).toBeUndefined();
  // Other accounts are not held back.
  expect((await login('admin', 'atrium123')).statusCode).toBe(200);
});

it('lets the account in again once its window is over', async () => {
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await login('instructor', 'wrong');
  expect((await login('instructor', 'atrium123')).statusCode).toBe(429);
  await sql`update users.throttle set window_ends = now() - interval '1 second'`.execute(database.db);
  expect((await login('instructor', 'atrium123')).statusCode).toBe(200);
});

it('throttles a client address guessing across many accounts', async () => {
  for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) await login(`nobody${i}`, 'wrong', '192.0.2.9');
  expect((await login('companyadmin', 'atrium123', '192.0.2.9')).statusCode).toBe(429);
  expect((await login('companyadmin', 'atrium123', '192.0.2.10')).statusCode).toBe(200);
});

it('keeps the happy path free: a success clears the account, so a mistype now and then never adds up', async () => {
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) await login('svensk', 'wrong', `192.0.2.${100 + round}`);
    expect((await login('svensk', 'atrium123', `192.0.2.${100 + round}`)).statusCode).toBe(200);
  }
});
