import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { createServiceApp, idempotencyMigration, migrateArea, zodSchema } from '../src';
import { createTestDatabase, sessionCookie, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

// Issue 11 finding 2: a double click on "create" makes one object, not two.

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateArea(database.db, 'things', { '0001-idempotency': idempotencyMigration('things') });
  await sql`create table things.thing (id serial primary key, name text not null)`.execute(database.db);
  app = await createServiceApp({ name: 'core-test', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  app.post(
    '/api/things/create',
    { config: { access: 'authenticated', idempotent: true }, schema: { body: zodSchema(z.object({ name: z.string() })) } },
    async (request, reply) => {
      const { name } = request.body as { name: string };
      // Slow enough that parallel requests overlap.
      await sql`select pg_sleep(0.2)`.execute(database.db);
      if (name === 'bad') return reply.code(400).send({ error: 'Bad Request', message: 'bad name' });
      const row = await sql<{ id: number }>`insert into things.thing (name) values (${name}) returning id`.execute(database.db);
      return reply.code(201).send({ id: row.rows[0]!.id, name });
    },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const create = (name: string, key?: string, userId = 1) =>
  app.inject({
    method: 'POST',
    url: '/api/things/create',
    payload: { name },
    headers: { cookie: sessionCookie({ roles: [], userId }), ...(key ? { 'idempotency-key': key } : {}) },
  });
const count = async (name: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from things.thing where name = ${name}`.execute(database.db)).rows[0]!.n;

it('creates once for parallel requests with one key, and answers each with the same result', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => create('course', 'double-click-0001')));
  expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
  expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  expect(await count('course')).toBe(1);
  // Later repeats too.
  const again = await create('course', 'double-click-0001');
  expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([201, answers[0]!.json(), 'true']);
  expect(await count('course')).toBe(1);
});

it('keeps keys apart per person and creates anew without a key', async () => {
  await create('mine', 'shared-key-0001', 1);
  await create('mine', 'shared-key-0001', 2);
  expect(await count('mine')).toBe(2);
  await Promise.all([create('keyless'), create('keyless')]);
  expect(await count('keyless')).toBe(2);
});

it('refuses a key reused for another request, and a malformed key', async () => {
  await create('first', 'reused-key-0001');
  const other = await create('second', 'reused-key-0001');
  expect([other.statusCode, other.json().message]).toEqual([422, 'idempotency.keyReused']);
  const malformed = await create('x', 'short');
  expect([malformed.statusCode, Object.keys(malformed.json().fields)]).toEqual([400, ['headers.idempotency-key']]);
});

it('releases the key of a failed request, so a corrected retry may use it', async () => {
  expect((await create('bad', 'failing-key-0001')).statusCode).toBe(400);
  expect((await create('bad', 'failing-key-0001')).statusCode).toBe(400);
  expect(await sql`select 1 from things.idempotency_key where key = 'failing-key-0001'`.execute(database.db).then((r) => r.rows)).toEqual(
    [],
  );
});
