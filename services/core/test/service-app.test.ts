import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { booleanish, createServiceApp, listRoutes, zodResponse, zodSchema, type ZodTypeProvider } from '../src';
import { createTestDatabase, sessionCookie, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

let database: TestDatabase;
let app: FastifyInstance;

const querySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  onlyActive: booleanish().default(true),
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServiceApp({ name: 'core-test', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/echo',
    {
      config: { access: 'public' },
      schema: { querystring: zodSchema(querySchema), response: { 200: zodResponse(querySchema) } },
    },
    async (request) => request.query,
  );
  typed.post(
    '/things',
    { config: { access: 'public' }, schema: { body: zodSchema(z.object({ name: z.string().min(1) })) } },
    async (request) => ({ name: request.body.name }),
  );
  typed.get('/boom', { config: { access: 'public' } }, async () => {
    throw new Error('database exploded');
  });
  typed.get('/mine', { config: { access: 'authenticated' } }, async (request) => ({ user: request.principal?.username }));
  typed.get('/admin', { config: { access: { roles: ['atrium'] } } }, async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('validation', () => {
  it('coerces query strings, booleans included', async () => {
    const res = await app.inject({ url: '/echo?pageSize=20&onlyActive=false' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pageSize: 20, onlyActive: false });
  });

  it('answers 400 naming the field', async () => {
    const res = await app.inject({ url: '/echo?pageSize=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: 'querystring.pageSize: Too big: expected number to be <=200',
      fields: { 'querystring.pageSize': 'Too big: expected number to be <=200' },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });

  it('answers 400 for a missing body', async () => {
    const res = await app.inject({ method: 'POST', url: '/things' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });

  it('accepts HTML form bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Brannvern',
    });
    expect(res.json()).toEqual({ name: 'Brannvern' });
  });
});

describe('error format', () => {
  it('answers unknown routes with 404 in the shared format', async () => {
    const res = await app.inject({ url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Route GET /nope not found' });
  });

  it('hides unexpected errors behind a 500', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', message: 'Internal error' });
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 without the role', async () => {
    expect((await app.inject({ url: '/mine' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin', headers: { cookie: 'atrium_session=garbage' } })).statusCode).toBe(401);
    const staff = sessionCookie({ roles: ['staff'], username: 'stian' });
    expect((await app.inject({ url: '/mine', headers: { cookie: staff } })).json()).toEqual({ user: 'stian' });
    const forbidden = await app.inject({ url: '/admin', headers: { cookie: staff } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Forbidden', message: 'Missing role' });
  });

  it('lists routes with their access, docs and health included', () => {
    const routes = listRoutes(app);
    expect(routes).toContainEqual({ method: 'GET', url: '/admin', access: { roles: ['atrium'] } });
    expect(routes).toContainEqual({ method: 'GET', url: '/health', access: 'public' });
    expect(routes.filter((r) => r.url.startsWith('/api/docs')).map((r) => r.access)).toContainEqual({ roles: ['atrium', 'staff'] });
  });

  it('serves readiness against the database', async () => {
    expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ok' });
  });

  it('refuses to start when a route does not declare access', async () => {
    const bare = await createServiceApp({ name: 'bare', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
    expect(() => bare.get('/undeclared', async () => ({}))).toThrow('GET /undeclared must declare config.access');
    await bare.close();
  });
});
