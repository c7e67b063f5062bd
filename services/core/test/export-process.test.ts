import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServiceApp, exportSlots, sendChildExport } from '../src';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';
import type { TestExportInput } from './fixtures/test-export';

// Decision 0265: a file written by an export process of its own, streamed to the answer.

const MODULE = path.join(__dirname, 'fixtures', 'test-export.ts');
// Each export starts a Node process that compiles its TypeScript (jiti): seconds each on the shared machine.
jest.setTimeout(180_000);
let database: TestDatabase;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServiceApp({ name: 'core-test', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  const shared = exportSlots({ running: 2, waiting: 1 });
  // application/zip: a type the compression leaves alone, as it does the .xlsx, so a cut-off file shows as one.
  app.post<{ Body: TestExportInput }>('/export', { config: { access: 'public' } }, async (req, reply) =>
    sendChildExport(reply, database.db, {
      module: MODULE,
      input: req.body,
      contentType: 'application/zip',
      fileName: 'test.txt',
      slots: shared,
    }),
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (input: TestExportInput) =>
  fetch(`${base}/export`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    const value = await what();
    if (done(value) || waited > 90_000) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const started = async (dir: string) => (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number);

it('streams what the export process writes, with the file headers', async () => {
  const res = await post({ kind: 'rows', count: 5000 });
  expect([res.status, res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual([
    200,
    'application/zip',
    'attachment; filename="test.txt"',
  ]);
  const lines = (await res.text()).trimEnd().split('\n');
  expect(lines).toHaveLength(5000);
  expect(lines.at(-1)).toBe('row 5000');
});

it('answers a query that fails before the first byte with an error, and cuts off a file that fails after it', async () => {
  const failing = await post({ kind: 'failing query' });
  expect([failing.status, ((await failing.json()) as { message: string }).message]).toEqual([500, 'Internal error']);

  const midway = await post({ kind: 'failing midway' });
  expect(midway.status).toBe(200);
  await expect(midway.text()).rejects.toThrow();
});

it('ends the export process when the caller goes away', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'atrium-export-'));
  const caller = request(`${base}/export`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  caller.on('error', () => undefined);
  caller.end(JSON.stringify({ kind: 'held', dir }));
  await new Promise<void>((resolve) => caller.once('response', (res) => res.once('data', () => resolve())));
  const [pid] = await started(dir);
  expect(isRunning(pid!)).toBe(true);
  caller.destroy();
  expect(
    await until(
      () => isRunning(pid!),
      (running) => !running,
    ),
  ).toBe(false);
  await rm(dir, { recursive: true });
});

it('runs at most the limit at once, queues the next and turns away more than the queue holds', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'atrium-export-'));
  const held = [post({ kind: 'held', dir }), post({ kind: 'held', dir })];
  expect(
    await until(
      () => started(dir),
      (pids) => pids.length === 2,
    ),
  ).toHaveLength(2);
  const queued = post({ kind: 'held', dir });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const turnedAway = await post({ kind: 'held', dir });
  expect([turnedAway.status, turnedAway.headers.get('retry-after'), ((await turnedAway.json()) as { message: string }).message]).toEqual([
    503,
    '10',
    'http.503',
  ]);
  // The queued export has not started while both slots are taken.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await started(dir)).toHaveLength(2);

  await writeFile(path.join(dir, 'release'), '');
  for (const res of await Promise.all([...held, queued])) {
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^started\n/);
  }
  expect(await started(dir)).toHaveLength(3);
  await rm(dir, { recursive: true });
});
