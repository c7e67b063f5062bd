import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { createDb, createServiceApp } from '../src';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

// Issue 11 finding 10: while PostgreSQL is unreachable the app answers 503 with Retry-After and /ready fails;
// once it is back the app works again without a restart.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function appOn(db: Kysely<any>): Promise<FastifyInstance> {
  const app = await createServiceApp({ name: 'core-test', db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  app.get('/slow', { config: { access: 'public' } }, async () => {
    await sql`select pg_sleep(3)`.execute(db);
    return { ok: true };
  });
  await app.ready();
  return app;
}

it('answers 503 with Retry-After, and fails /ready, while the database cannot be reached', async () => {
  const unreachable = createDb('postgres://atrium:atrium@127.0.0.1:1/atrium');
  const app = await appOn(unreachable);
  for (const url of ['/ready', '/slow']) {
    const res = await app.inject({ url });
    expect([url, res.statusCode, res.headers['retry-after'], res.json().message]).toEqual([url, 503, '5', 'http.503']);
  }
  expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  await app.close();
  await unreachable.destroy();
});

it('answers 503 when the server drops the connection mid-request, and recovers without a restart', async () => {
  const app = await appOn(database.db);
  const pending = app.inject({ url: '/slow' });
  // As a database restart or failover does: once the request's query runs, the server ends every connection.
  const admin = new Client({ connectionString: process.env.ATRIUM_TEST_DATABASE_URL });
  await admin.connect();
  const name = new URL(database.url).pathname.slice(1);
  const running = async () =>
    (await admin.query("select 1 from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and state = 'active'", [name]))
      .rowCount;
  for (let tries = 0; tries < 200 && !(await running()); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  await admin.end();
  const res = await pending;
  expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
  // Idle connections the server ended may each fail one more request (503) before the pool drops them.
  let ready = 0;
  for (let tries = 0; tries < 20 && ready !== 200; tries++) ready = (await app.inject({ url: '/ready' })).statusCode;
  expect(ready).toBe(200);
  await app.close();
});
