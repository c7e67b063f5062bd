import type { FastifyInstance } from 'fastify';
import { allowPackageContent, createServiceApp, setSessionCookie } from '../src';
import { createTestDatabase, sessionCookie, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';
import { trustProxyFromEnv } from '../src/trust-proxy';

// Issue 11 finding 7: headers, cookies, proxies, CSRF and the API docs.

let database: TestDatabase;
let app: FastifyInstance;

async function build(trustProxy?: ReturnType<typeof trustProxyFromEnv>): Promise<FastifyInstance> {
  const built = await createServiceApp({
    name: 'core-test',
    db: database.db,
    logger: false,
    sessionSecret: TEST_SESSION_SECRET,
    trustProxy,
    securityHeaders: { scriptOrigins: ['https://cdn.example'], framedByAnySite: [/^\/framed\//] },
  });
  built.get('/page', { config: { access: 'public' } }, async () => ({ ok: true }));
  built.get('/framed/page', { config: { access: 'public' } }, async () => ({ ok: true }));
  built.get('/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip, protocol: request.protocol }));
  built.get('/package/:framing', { config: { access: 'public' } }, async (request, reply) => {
    allowPackageContent(reply, (request.params as { framing: 'self' | 'anySite' }).framing);
    return 'content';
  });
  built.post('/change', { config: { access: 'public' } }, async () => ({ changed: true }));
  built.post('/sign-in', { config: { access: 'public' } }, async (_request, reply) => {
    setSessionCookie(reply, 'token');
    return { ok: true };
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await build();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

afterEach(() => {
  delete process.env.ATRIUM_SECURE_COOKIES;
});

it('sends the security headers and a CSP that lets only this origin frame the app', async () => {
  const res = await app.inject({ url: '/page' });
  expect(res.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'SAMEORIGIN',
  });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("script-src 'self' https://cdn.example");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
});

it('lets any site frame only the pages remote SCORM needs', async () => {
  const res = await app.inject({ url: '/framed/page' });
  expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
  expect(res.headers['x-frame-options']).toBeUndefined();
});

it('runs course package content under its own loose policy, framed as the session needs', async () => {
  const learner = await app.inject({ url: '/package/self' });
  expect(String(learner.headers['content-security-policy'])).toMatch(
    /^default-src 'self' 'unsafe-inline' 'unsafe-eval'.*frame-ancestors 'self'$/,
  );
  expect(learner.headers['x-frame-options']).toBe('SAMEORIGIN');
  const remote = await app.inject({ url: '/package/anySite' });
  expect(String(remote.headers['content-security-policy'])).toContain('frame-ancestors *');
  expect(remote.headers['x-frame-options']).toBeUndefined();
});

it('refuses state-changing requests from another origin, login included, and lets its own through', async () => {
  const post = (origin?: string, host = 'atrium.example') =>
    app.inject({ method: 'POST', url: '/change', headers: { host, ...(origin ? { origin } : {}) } });
  expect((await post('https://evil.example')).statusCode).toBe(403);
  expect((await post('null')).statusCode).toBe(403);
  expect((await post('http://atrium.example.evil.example')).statusCode).toBe(403);
  expect((await post('http://atrium.example')).statusCode).toBe(200);
  // Behind a TLS proxy the browser's https origin is still this host.
  expect((await post('https://atrium.example')).statusCode).toBe(200);
  expect((await post('https://atrium.example:8443')).statusCode).toBe(403);
  expect((await post()).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/sign-in', headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
  expect((await app.inject({ url: '/page', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
});

it('makes cookies Secure except over plain HTTP on localhost', async () => {
  const cookieFor = async (host: string) =>
    String((await app.inject({ method: 'POST', url: '/sign-in', headers: { host } })).headers['set-cookie']);
  expect(await cookieFor('localhost:4000')).not.toContain('Secure');
  expect(await cookieFor('127.0.0.1:4000')).not.toContain('Secure');
  expect(await cookieFor('atrium.example')).toContain('Secure');
  process.env.ATRIUM_SECURE_COOKIES = '0';
  expect(await cookieFor('atrium.example')).not.toContain('Secure');
  process.env.ATRIUM_SECURE_COOKIES = '1';
  expect(await cookieFor('localhost:4000')).toContain('Secure');
});

it('trusts X-Forwarded-* only from the configured proxies', async () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
  expect((await app.inject({ url: '/ip', headers: forwarded })).json()).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  const behindOneProxy = await build(trustProxyFromEnv('1'));
  expect((await behindOneProxy.inject({ url: '/ip', headers: forwarded })).json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
  await behindOneProxy.close();
  expect(trustProxyFromEnv('')).toBe(false);
  expect(trustProxyFromEnv('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
});

it('shows the API docs to signed-in platform admins and staff only', async () => {
  expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
  expect((await app.inject({ url: '/api/docs/json', headers: { cookie: sessionCookie({ roles: ['companyadmin'] }) } })).statusCode).toBe(
    403,
  );
  expect((await app.inject({ url: '/api/docs/json', headers: { cookie: sessionCookie({ roles: ['staff'] }) } })).statusCode).toBe(200);
});
