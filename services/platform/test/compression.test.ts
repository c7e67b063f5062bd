import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { buildPlatformApp, prepareDatabase } from '../src';

let database: TestDatabase;
let root: string;
let app: FastifyInstance;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Big enough to be worth compressing, and compressible: what a bundle looks like to gzip.
const BUNDLE = `console.log(${JSON.stringify('atrium '.repeat(600))});`;
const CHUNK = 'shell/dist/main.0123456789abcdef0123.js';
const ENTRY = 'mf-classroom/dist/remoteEntry.js';

function write(relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// The build's compressed files carry a mark here, so a test tells them from compression on the fly.
const PRECOMPRESSED = '/* precompressed */';

/** What the build writes for a file: itself, .br and .gz (shared-ui/build/webpack.js). */
function writeBuilt(relative: string, content: string) {
  write(relative, content);
  write(`${relative}.br`, brotliCompressSync(content + PRECOMPRESSED));
  write(`${relative}.gz`, gzipSync(content + PRECOMPRESSED));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: false });
  root = mkdtempSync(path.join(tmpdir(), 'atrium-compression-'));
  write('shell/dist/index.html', '<html>shell</html>');
  writeBuilt(CHUNK, BUNDLE);
  writeBuilt(ENTRY, `/* entry */ ${BUNDLE}`);
  // A gzip only: the build skips a format that does not shrink the file enough.
  write('mf-classroom/dist/only-gzip.89abcdef89abcdef.js', BUNDLE);
  write('mf-classroom/dist/only-gzip.89abcdef89abcdef.js.gz', gzipSync(BUNDLE + PRECOMPRESSED));
  write('mf-classroom/dist/412.89abcdef89abcdef.js', BUNDLE);
  // Published routes make /remotes.json an answer of a few KiB, open to everyone.
  write(
    'mf-classroom/dist/routes.json',
    JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ name: `screen-${i}`, pattern: `/screen-${i}/:id` }))),
  );
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built files', () => {
  it('are sent precompressed in the encoding the browser accepts, brotli first, and vary by Accept-Encoding', async () => {
    const brotli = await get(`/${CHUNK.replace('shell/dist/', '')}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE + PRECOMPRESSED);

    const gzip = await get(`/${CHUNK.replace('shell/dist/', '')}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE + PRECOMPRESSED);

    const plain = await get(`/${CHUNK.replace('shell/dist/', '')}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BUNDLE);
  });

  it('falls back to the next accepted encoding when the build wrote no file for the first', async () => {
    const res = await get('/remotes/classroom/only-gzip.89abcdef89abcdef.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BUNDLE + PRECOMPRESSED);
  });

  it('are compressed on the fly when the build wrote no compressed file', async () => {
    const res = await get('/remotes/classroom/412.89abcdef89abcdef.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('keep their cache policy when compressed: hashed files immutable, remoteEntry.js revalidated', async () => {
    expect((await get(`/${CHUNK.replace('shell/dist/', '')}`, 'br')).headers['cache-control']).toBe(IMMUTABLE);
    const entry = await get('/remotes/classroom/remoteEntry.js?v=1', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(`/* entry */ ${BUNDLE}${PRECOMPRESSED}`);
  });
});

describe('API answers', () => {
  it('are compressed from 1 KiB on, in the encoding the client accepts', async () => {
    const big = await get('/remotes.json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).classroom.routes).toHaveLength(40);
    expect((await get('/remotes.json')).headers['content-encoding']).toBeUndefined();
  });

  it('stay plain below 1 KiB, where compressing gains nothing', async () => {
    const small = await get('/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
