import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listRoutes } from '@atrium/service-core';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildContentApp, buildPlatformApp, contentOriginOf, prepareDatabase } from '../src';

// Issue 11 finding 8, decision 0119: package content and the player page run on a content origin that never gets the
// session cookie and serves nothing but the runtime's credential calls, package files and the player page; the
// app's own origin serves no package file. So a package's script has no staff API to call with anyone's session.

let database: TestDatabase;
let app: FastifyInstance;
let content: FastifyInstance;
let root: string;
let cookie: string;
const origins = contentOriginOf({ appPort: () => 4000, contentPort: () => 4001 });

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  root = mkdtempSync(path.join(tmpdir(), 'atrium-content-'));
  mkdirSync(path.join(root, 'mf-elearning', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-elearning', 'dist', 'runtime.html'), '<html><head><title>Atrium</title></head></html>');
  writeFileSync(path.join(root, 'mf-elearning', 'dist', 'runtime.js'), 'runtime');
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root, origins });
  content = await buildContentApp({ db: database.db, logger: false, root, origins });
  await Promise.all([app.ready(), content.ready()]);
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: 'atrium123' } });
  cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
}, 180_000);

afterAll(async () => {
  await Promise.all([app.close(), content.close()]);
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

/** A session the signed-in admin opens on the app's origin for a license of a course with a package. */
async function openSession(): Promise<{ sessionId: string; href: string }> {
  await sql`
    insert into elearning.license (ecourse_id, user_id, user_uuid, customer_id)
    select e.id, u.id, u.uuid, 1 from elearning.ecourse e, users.users u
     where e.package_id is not null and u.username = 'admin' order by e.id limit 1
    on conflict do nothing`.execute(database.db);
  const { rows } = await sql<{ id: number }>`
    select l.id from elearning.license l join elearning.ecourse e on e.id = l.ecourse_id join users.users u on u.id = l.user_id
     where e.package_id is not null and u.username = 'admin' and not l.cancelled order by l.id limit 1`.execute(database.db);
  const init = await app.inject({ url: `/api/elearning/scorm/init/${rows[0]!.id}`, headers: { cookie } });
  expect(init.statusCode).toBe(200);
  return init.json<{ sessionId: string; href: string }>();
}

it('plays the session on the content origin by its id: the player page, its calls and the package files', async () => {
  const session = await openSession();
  const page = await content.inject({ url: `/scorm/play/${session.sessionId}`, headers: { host: '127.0.0.1:4001' } });
  expect(page.statusCode).toBe(200);
  // The way back to the learner's page leads to the app's origin.
  expect(page.body).toContain('<meta name="atrium-app-origin" content="http://localhost:4000" />');
  expect((await content.inject({ url: '/remotes/elearning/runtime.js' })).body).toBe('runtime');

  const again = await content.inject({ url: `/api/elearning/remote/scorm/getSession/${session.sessionId}` });
  expect(again.statusCode).toBe(200);
  const file = await content.inject({ url: session.href });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-security-policy']).toBeDefined();
});

it('serves no package file and no player on the app’s own origin', async () => {
  const session = await openSession();
  expect((await app.inject({ url: session.href, headers: { cookie } })).statusCode).toBe(404);
  const packageUuid = session.href.split('/')[6];
  expect((await app.inject({ url: `/api/elearning/packages/${packageUuid}/content/index.html`, headers: { cookie } })).statusCode).toBe(
    404,
  );
  expect((await app.inject({ url: `/api/elearning/remote/scorm/getSession/${session.sessionId}` })).statusCode).toBe(404);
});

it('answers the browser’s icon request of the player page without an error', async () => {
  const icon = await content.inject({ url: '/favicon.ico' });
  expect(icon.statusCode).toBe(204);
});

it('answers no staff API on the content origin, even to a request carrying a valid session cookie', async () => {
  const staffRoutes = listRoutes(app).filter((route) => route.access !== 'public' && route.method !== 'HEAD');
  expect(staffRoutes.length).toBeGreaterThan(100);
  const answered: string[] = [];
  for (const route of staffRoutes) {
    const url = route.url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
    const res = await content.inject({ method: route.method as 'GET', url, headers: { cookie } });
    if (res.statusCode !== 404) answered.push(`${res.statusCode} ${route.method} ${route.url}`);
  }
  expect(answered).toEqual([]);
  // What the content origin does serve needs no session: every route of it is public.
  expect(listRoutes(content).filter((route) => route.access !== 'public')).toEqual([]);
});
