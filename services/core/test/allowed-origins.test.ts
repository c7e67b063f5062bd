import type { FastifyInstance } from 'fastify';
import { createServiceApp } from '../src';
import { allowedOriginsFromEnv } from '../src/allowed-origins';
import { createTestDatabase, sessionCookie, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

// Decision 0223: a standalone remote on a host of its own calls the API with the session cookie.
const COMPANY = 'https://company.example';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServiceApp({
    name: 'core-test',
    db: database.db,
    logger: false,
    sessionSecret: TEST_SESSION_SECRET,
    allowedOrigins: [COMPANY],
  });
  app.get('/page', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
  app.post('/change', { config: { access: 'authenticated' } }, async () => ({ changed: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const cookie = sessionCookie({ roles: [] });

it('reads ATRIUM_ALLOWED_ORIGINS as origins, refusing an entry that is none', () => {
  expect(allowedOriginsFromEnv(' https://company.example/ , http://localhost:8080/app ')).toEqual([COMPANY, 'http://localhost:8080']);
  expect(allowedOriginsFromEnv(undefined)).toEqual([]);
  expect(() => allowedOriginsFromEnv('company.example')).toThrow();
});

it('answers a listed origin’s preflight before any access check, naming that origin and credentials', async () => {
  const res = await app.inject({
    method: 'OPTIONS',
    url: '/change',
    headers: { origin: COMPANY, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe(COMPANY);
  expect(res.headers['access-control-allow-credentials']).toBe('true');
  expect(res.headers['access-control-allow-methods']).toContain('POST');
  expect(String(res.headers['access-control-allow-headers'])).toContain('Content-Type');
});

it('lets a listed origin read answers and write with the session, refusals included', async () => {
  const read = await app.inject({ url: '/page', headers: { origin: COMPANY, cookie } });
  expect(read.statusCode).toBe(200);
  expect(read.headers['access-control-allow-origin']).toBe(COMPANY);
  const write = await app.inject({ method: 'POST', url: '/change', headers: { origin: COMPANY, cookie } });
  expect(write.statusCode).toBe(200);
  // A refusal carries the headers too, so the page can read why.
  const signedOut = await app.inject({ url: '/page', headers: { origin: COMPANY } });
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.headers['access-control-allow-origin']).toBe(COMPANY);
});

it('gives any other origin no CORS header and refuses its writes', async () => {
  const evil = 'https://evil.example';
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/change',
    headers: { origin: evil, 'access-control-request-method': 'POST' },
  });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  const read = await app.inject({ url: '/page', headers: { origin: evil, cookie } });
  expect(read.headers['access-control-allow-origin']).toBeUndefined();
  const write = await app.inject({ method: 'POST', url: '/change', headers: { origin: evil, cookie } });
  expect(write.statusCode).toBe(403);
  // A look-alike of a listed origin is another origin.
  const lookAlike = await app.inject({
    method: 'POST',
    url: '/change',
    headers: { origin: 'https://company.example.evil.example', cookie },
  });
  expect(lookAlike.statusCode).toBe(403);
});

it('refuses a listed origin the browser calls cross-site, which the Lax session cookie never reaches (decision 0234)', async () => {
  const crossSite = await app.inject({
    method: 'POST',
    url: '/change',
    headers: { origin: COMPANY, cookie, 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.statusCode).toBe(403);
  expect(crossSite.json().message).toBe('standalone.crossSite');
  // The page can read why, and its preflight is still answered so that it gets this far.
  expect(crossSite.headers['access-control-allow-origin']).toBe(COMPANY);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/change',
    headers: { origin: COMPANY, 'access-control-request-method': 'POST', 'sec-fetch-site': 'cross-site' },
  });
  expect(preflight.statusCode).toBe(204);
  const sameSite = await app.inject({
    method: 'POST',
    url: '/change',
    headers: { origin: COMPANY, cookie, 'sec-fetch-site': 'same-site' },
  });
  expect(sameSite.statusCode).toBe(200);
});
