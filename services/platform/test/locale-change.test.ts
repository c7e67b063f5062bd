import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { buildPlatformApp, prepareDatabase } from '../src';

let database: TestDatabase;
let app: FastifyInstance;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const change = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/wapi/locale/changeLocale?${query}`, headers: { ...FORM, ...headers }, payload: '' });

it('sets a readable locale cookie for a year and redirects back', async () => {
  const res = await change('locale=sv_SE&url=%2Fclcourses%3Fq%3Dbrann');
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/clcourses?q=brann');
  const cookie = res.cookies.find((c) => c.name === 'locale');
  expect(cookie).toMatchObject({ value: 'sv_SE', path: '/', maxAge: 31536000 });
  expect(cookie?.httpOnly).toBeFalsy();
});

it('redirects only within the site', async () => {
  for (const url of [
    'https://evil.example/',
    '//evil.example/',
    '',
    '/\t/evil.example',
    '/\\evil.example',
    '\n//evil.example',
    'javascript:alert(1)',
  ]) {
    expect((await change(`locale=en_US&url=${encodeURIComponent(url)}`)).headers.location).toBe('/');
  }
});

it('answers a newline in the target with a safe redirect, not 500', async () => {
  const res = await change(`locale=en_US&url=${encodeURIComponent('/clcourses\r\nSet-Cookie: x=1')}`);
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/clcoursesSet-Cookie:%20x=1');
  expect(res.headers['set-cookie']).not.toEqual(expect.arrayContaining([expect.stringContaining('x=1')]));
});

it('answers JSON callers with the locale', async () => {
  const res = await change('locale=nb_NO', { accept: 'application/json' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ locale: 'nb_NO' });
});

it('rejects an unknown locale', async () => {
  const res = await change('locale=de_DE&url=/');
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toHaveProperty(['querystring.locale']);
});

it('remembers the choice for a signed-in user', async () => {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'staff', password: 'atrium123' } });
  const session = login.cookies.find((c) => c.name === 'atrium_session')!;
  const cookie = `atrium_session=${session.value}`;
  await change('locale=en_US&url=/', { cookie });
  expect((await app.inject({ url: '/api/users/me', headers: { cookie } })).json().locale).toBe('en_US');
});

it('refuses a login and a locale change posted from another site (CSRF), and takes them from its own pages', async () => {
  const login = (origin: string) =>
    app.inject({ method: 'POST', url: '/api/users/login', headers: { origin }, payload: { username: 'staff', password: 'atrium123' } });
  expect((await login('https://evil.example')).statusCode).toBe(403);
  expect((await login('http://localhost:80')).statusCode).toBe(200);
  expect((await change('locale=en_US&url=/', { origin: 'https://evil.example' })).statusCode).toBe(403);
});
