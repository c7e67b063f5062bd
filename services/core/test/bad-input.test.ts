import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { createServiceApp, zodResponse, zodSchema, type ZodTypeProvider } from '../src';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

// Issue 11, finding 5: input a user can send never answers 500, whatever the route forgot to check.

let database: TestDatabase;
let app: FastifyInstance;

const thingSchema = z.object({ name: z.string(), size: z.number().int(), details: z.record(z.string(), z.unknown()).default({}) });

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table thing (name varchar(10) primary key, size int4 not null, details jsonb not null, day date)`.execute(database.db);
  app = await createServiceApp({ name: 'core-test', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/things', { config: { access: 'public' }, schema: { body: zodSchema(thingSchema) } }, async (request) => {
    const { name, size, details } = request.body;
    await sql`insert into thing (name, size, details) values (${name}, ${size}, ${JSON.stringify(details)})`.execute(database.db);
    return { ok: true };
  });
  typed.get(
    '/things/:size',
    { config: { access: 'public' }, schema: { params: zodSchema(z.object({ size: z.coerce.number().int() })) } },
    async (request) => sql`select name from thing where size = ${request.params.size}`.execute(database.db).then((r) => r.rows),
  );
  typed.get(
    '/days',
    { config: { access: 'public' }, schema: { querystring: zodSchema(z.object({ from: z.string() })) } },
    async (request) => sql`select name from thing where day >= ${request.query.from}`.execute(database.db).then((r) => r.rows),
  );
  // As the cmi5 fetch does: a route declaring its own 400 body must still get the shared error body for bad input.
  typed.post(
    '/fetch/:code',
    {
      config: { access: 'public' },
      schema: {
        params: zodSchema(z.object({ code: z.string().regex(/^[0-9a-f]{4}$/) })),
        response: { 200: zodResponse(z.object({ ok: z.boolean() })), 400: zodResponse(z.object({ 'error-code': z.string() })) },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/things', payload: payload as object });

it('refuses a NUL byte anywhere in the input with 400 naming the field', async () => {
  const body = await post({ name: 'a\u0000b', size: 1 });
  expect(body.statusCode).toBe(400);
  expect(body.json().fields).toEqual({ 'body.name': 'may not hold a NUL character' });
  const query = await app.inject({ url: '/days?from=2020%00' });
  expect(query.statusCode).toBe(400);
  expect(Object.keys(query.json().fields)).toEqual(['querystring.from']);
});

it('refuses lone surrogates, in nested values too, with 400 naming the field', async () => {
  const res = await post({ name: 'a', size: 1, details: { notes: ['ok', 'x\ud800y'] } });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fields)).toEqual(['body.details.notes.1']);
  expect((await post({ name: 'b', size: 1, details: { ok: '\ud83d\ude00' } })).statusCode).toBe(200);
});

it('answers 400 naming the field when a number is beyond an int4 column', async () => {
  const body = await post({ name: 'big', size: 2 ** 31 });
  expect(body.statusCode).toBe(400);
  expect(Object.keys(body.json().fields)).toEqual(['body.size']);
  const params = await app.inject({ url: `/things/${2 ** 31}` });
  expect(params.statusCode).toBe(400);
  expect(Object.keys(params.json().fields)).toEqual(['params.size']);
});

it('answers 400 for other data errors: too long, not a date', async () => {
  const long = await post({ name: 'x'.repeat(11), size: 1 });
  expect(long.statusCode).toBe(400);
  expect(Object.keys(long.json().fields)).toEqual(['body.name']);
  const date = await app.inject({ url: '/days?from=2020-13-45' });
  expect(date.statusCode).toBe(400);
  expect(Object.keys(date.json().fields)).toEqual(['querystring.from']);
});

it('answers 409 naming the field for a taken key', async () => {
  expect((await post({ name: 'twice', size: 1 })).statusCode).toBe(200);
  const again = await post({ name: 'twice', size: 1 });
  expect(again.statusCode).toBe(409);
  expect(again.json().fields).toEqual({ 'body.name': 'already exists' });
});

it('sends the shared error body even where the route declares its own 400 body', async () => {
  const res = await app.inject({ method: 'POST', url: '/fetch/zz' });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fields)).toEqual(['params.code']);
});
