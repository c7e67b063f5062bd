import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { buildPlatformApp, prepareDatabase } from '../src';

let database: TestDatabase;
let root: string;

const version = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 12);

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

async function platform(): Promise<FastifyInstance> {
  const app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: false });
  root = mkdtempSync(path.join(tmpdir(), 'atrium-front-end-'));
  write('shell/dist/index.html', '<html>shell</html>');
  write('shell/dist/main.0123456789abcdef0123.js', 'shell main');
  write('shell/dist/main.0123456789abcdef0123.css', 'body {}');
  write('mf-classroom/dist/remoteEntry.js', 'entry v1');
  write('mf-classroom/dist/412.89abcdef89abcdef.js', 'chunk');
  write('mf-classroom/dist/mf-manifest.json', '{}');
});

afterAll(async () => {
  await database.drop();
  rmSync(root, { recursive: true, force: true });
  delete process.env.ATRIUM_REMOTES;
});

describe('/remotes.json', () => {
  it('versions each entry by content and follows a rebuilt remote without a restart', async () => {
    const app = await platform();
    const first = await app.inject({ url: '/remotes.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({
      classroom: { entry: `/remotes/classroom/remoteEntry.js?v=${version('entry v1')}` },
      elearning: { entry: '/remotes/elearning/remoteEntry.js' },
    });
    expect(Object.keys(first.json()).sort()).toEqual(['authoring', 'classroom', 'company', 'elearning', 'reports', 'users']);

    const file = write('mf-classroom/dist/remoteEntry.js', 'entry v2');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await app.inject({ url: '/remotes.json' })).json().classroom.entry).toBe(
      `/remotes/classroom/remoteEntry.js?v=${version('entry v2')}`,
    );
    await app.close();
  });

  it('carries the routes each served remote publishes, and a rebuilt remote’s new routes without a restart', async () => {
    const app = await platform();
    expect((await app.inject({ url: '/remotes.json' })).json().classroom.routes).toBeUndefined();
    const file = write('mf-classroom/dist/routes.json', JSON.stringify([{ name: 'clcourses', pattern: '/clcourses' }]));
    expect((await app.inject({ url: '/remotes.json' })).json().classroom.routes).toEqual([{ name: 'clcourses', pattern: '/clcourses' }]);
    write(
      'mf-classroom/dist/routes.json',
      JSON.stringify([
        { name: 'clcourses', pattern: '/clcourses' },
        { name: 'added', pattern: '/added' },
      ]),
    );
    const later = new Date(Date.now() + 10000);
    utimesSync(file, later, later);
    expect((await app.inject({ url: '/remotes.json' })).json().classroom.routes).toHaveLength(2);
    rmSync(file);
    await app.close();
  });

  it('lets ATRIUM_REMOTES move a remote elsewhere', async () => {
    process.env.ATRIUM_REMOTES = JSON.stringify({ reports: 'https://reports.example/remoteEntry.js' });
    const app = await platform();
    expect((await app.inject({ url: '/remotes.json' })).json().reports).toEqual({ entry: 'https://reports.example/remoteEntry.js' });
    delete process.env.ATRIUM_REMOTES;
    await app.close();
  });
});

describe('built files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await platform();
  });
  afterAll(() => app.close());

  it('caches hashed remote files forever and revalidates entries', async () => {
    const chunk = await app.inject({ url: '/remotes/classroom/412.89abcdef89abcdef.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('chunk');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['remoteEntry.js', 'mf-manifest.json']) {
      expect((await app.inject({ url: `/remotes/classroom/${name}` })).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the build’s scripts and stylesheets without the headers only a document heeds, and hashed files without validators (decision 0267)', async () => {
    for (const url of ['/main.0123456789abcdef0123.js', '/main.0123456789abcdef0123.css', '/remotes/classroom/remoteEntry.js']) {
      const headers = (await app.inject({ url })).headers;
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-xss-protection',
      ]) {
        expect({ url, [name]: headers[name] }).toEqual({ url, [name]: undefined });
      }
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
      expect(headers['strict-transport-security']).toBeDefined();
    }
    const hashed = (await app.inject({ url: '/main.0123456789abcdef0123.js' })).headers;
    expect([hashed.etag, hashed['last-modified'], hashed['accept-ranges']]).toEqual([undefined, undefined, undefined]);
    const entry = (await app.inject({ url: '/remotes/classroom/remoteEntry.js' })).headers;
    expect(entry.etag).toBeDefined();
    expect(entry['last-modified']).toBeDefined();
    const page = (await app.inject({ url: '/clcourses' })).headers;
    expect(page['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' });
  });

  it('answers 404 for a remote that is not built, and refuses to leave the dist directory', async () => {
    expect((await app.inject({ url: '/remotes/users/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/classroom/..%2F..%2Fshell%2Fdist%2Findex.html' })).statusCode).toBe(404);
  });

  it('serves the shell, falling back to index.html for front-end routes', async () => {
    for (const url of ['/', '/clcourses', '/clcourse/12/edit/notes']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>shell</html>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const main = await app.inject({ url: '/main.0123456789abcdef0123.js' });
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects a runtime URL under the admin area to the scorm area, keeping the query', async () => {
    for (const [from, to] of [
      ['/scorm/admin/run/12', '/scorm/run/12'],
      ['/admin/scorm/run/12?debug=1', '/scorm/run/12?debug=1'],
      [
        '/scorm/admin/runScormSessionId/0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11',
        '/scorm/runScormSessionId/0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11',
      ],
      ['/admin/ocs/course/a/b', '/ocs/course/a/b'],
    ]) {
      const res = await app.inject({ url: from });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    expect((await app.inject({ url: '/scorm/admin' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/scorm/admin/courses' })).statusCode).toBe(200);
  });

  it('serves the runtime page for the learner runtime paths, naming the content origin, and hands remote SCORM to it', async () => {
    write('mf-elearning/dist/runtime.html', '<html><head><title>Atrium</title></head></html>');
    const uuid = '0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11';
    for (const url of ['/scorm/run/12', `/scorm/runScormSessionId/${uuid}`]) {
      const res = await app.inject({ url, headers: { host: 'localhost:4000' } });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({
        url,
        status: 200,
        // Decision 0119: another host than the app's (no cookie of it goes there), on the content port.
        body: '<html><head><base href="/remotes/elearning/" /><meta name="atrium-content-origin" content="http://127.0.0.1:4001" /><title>Atrium</title></head></html>',
      });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // A customer's LMS frames the remote SCORM runtime; it plays on the content origin, the fragment going along.
    for (const url of [`/scorm/remote/${uuid}`, `/scorm/remote/${uuid}/`, `/scorm/remote/session/${uuid}`]) {
      const res = await app.inject({ url, headers: { host: '127.0.0.1:4000' } });
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
        url,
        status: 302,
        location: `http://localhost:4001${url}`,
      });
    }
    for (const url of ['/scorm/remote', '/scorm/remote/session/a/b']) {
      expect((await app.inject({ url })).body).toBe('<html>shell</html>');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Route GET /api/nope not found' });
  });
});
