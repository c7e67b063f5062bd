import { defineEndpoint, endpointUrl, PLATFORM_ADMINS } from '@atrium/core-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addEndpoint, createServiceApp } from '../src';
import { createTestDatabase, sessionCookie, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

// An endpoint defined once in a contract gives the server its path, method, access and schemas.

const noteSchema = z.object({ id: z.number().int(), text: z.string() });
const endpoints = {
  read: defineEndpoint({
    area: 'core-test',
    method: 'GET',
    path: '/notes/:id',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ id: z.coerce.number().int().min(1) }),
    query: z.object({ upper: z.enum(['yes', 'no']).default('no') }),
    response: noteSchema,
  }),
  add: defineEndpoint({
    area: 'core-test',
    method: 'POST',
    path: '/notes',
    access: 'authenticated',
    body: z.object({ text: z.string().min(1) }),
    response: noteSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    area: 'core-test',
    method: 'DELETE',
    path: '/notes/:id',
    access: 'authenticated',
    params: z.object({ id: z.coerce.number() }),
  }),
};

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'] });
const learner = sessionCookie({ roles: [] });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServiceApp({ name: 'core-test', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  addEndpoint(app, endpoints.read, async (request) => {
    const text = `note ${request.params.id}`;
    // The secret field is not in the response schema, so it never leaves the server.
    return { id: request.params.id, text: request.query.upper === 'yes' ? text.toUpperCase() : text, secret: 'x' } as {
      id: number;
      text: string;
    };
  });
  addEndpoint(app, endpoints.add, async (request) => ({ id: 7, text: request.body.text }));
  addEndpoint(app, endpoints.remove, async () => undefined);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('answers with the status and the fields of the response schema only', async () => {
  const read = await app.inject({ url: '/notes/3?upper=yes', headers: { cookie: admin } });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ id: 3, text: 'NOTE 3' });
  const added = await app.inject({ method: 'POST', url: '/notes', payload: { text: 'hello' }, headers: { cookie: learner } });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toEqual({ id: 7, text: 'hello' });
  const removed = await app.inject({ method: 'DELETE', url: '/notes/3', headers: { cookie: learner } });
  expect(removed.statusCode).toBe(204);
  expect(removed.body).toBe('');
});

it('refuses bad input with 400 naming the field, a missing role with 403 and no session with 401', async () => {
  const badParams = await app.inject({ url: '/notes/0', headers: { cookie: admin } });
  expect(badParams.statusCode).toBe(400);
  expect(Object.keys(badParams.json().fields as object)).toEqual(['params.id']);
  const badQuery = await app.inject({ url: '/notes/1?upper=maybe', headers: { cookie: admin } });
  expect(badQuery.statusCode).toBe(400);
  expect(Object.keys(badQuery.json().fields as object)).toEqual(['querystring.upper']);
  expect((await app.inject({ url: '/notes/3', headers: { cookie: learner } })).statusCode).toBe(403);
  expect((await app.inject({ url: '/notes/3' })).statusCode).toBe(401);
  const empty = await app.inject({ method: 'POST', url: '/notes', payload: { text: '' }, headers: { cookie: learner } });
  expect(empty.statusCode).toBe(400);
  expect(Object.keys(empty.json().fields as object)).toEqual(['body.text']);
});

it('builds the address of an endpoint with encoded params and the query string', () => {
  expect(endpointUrl(endpoints.read, { id: 'a/b' }, { upper: 'yes', empty: '', list: [1, 2] })).toBe(
    '/api/core-test/notes/a%2Fb?upper=yes&list=1&list=2',
  );
  expect(() => endpointUrl(endpoints.read, {})).toThrow(':id');
});
