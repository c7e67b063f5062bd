import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { installedPostgresBinaries } from '../src/postgres-binaries';
import type { EmbeddedPostgresOptions } from '../src/embedded-postgres';

// Each start runs in a process of its own, as `npm start` does: the binaries a process uses are fixed when it first
// loads the library, and what a person sees is that process's output and exit code.
const FIXTURE = path.join(__dirname, 'fixtures', 'start-embedded-postgres.ts');

interface Started {
  connectionString: string;
  dataDir: string;
}

function startInOwnProcess(options: EmbeddedPostgresOptions) {
  const child = spawn(process.execPath, ['--import', 'jiti/register', FIXTURE, JSON.stringify(options)], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  const started = new Promise<Started>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(JSON.parse(stdout.split('\n')[0]!) as Started);
    });
    void exited.then(({ code }) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  // A failing start is read from `exited`; `started` then rejects with nobody waiting for it.
  started.catch(() => undefined);
  return { child, started, exited };
}

function listening(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function freePort(): Promise<number> {
  const server = await listening();
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let root: string;

beforeEach(async () => {
  // What `mktemp -d` and /root are: a folder no other user may enter.
  root = await mkdtemp(path.join(tmpdir(), 'atrium-closed-'));
  await chmod(root, 0o700);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('comes up with its binaries and data folder inside a folder only its owner may enter, leaving that folder closed', async () => {
    const installed = await installedPostgresBinaries();
    const copy = path.join(root, 'node_modules', installed.name);
    await cp(installed.dir, copy, { recursive: true, verbatimSymlinks: true });
    const requested = path.join(root, '.data', 'pg');

    const run = startInOwnProcess({
      dataDir: requested,
      port: await freePort(),
      persistent: false,
      binaries: { dir: copy, name: installed.name },
    });
    const { connectionString, dataDir } = await run.started;
    try {
      const client = new Client({ connectionString });
      await client.connect();
      expect((await client.query('select 1 as up')).rows).toEqual([{ up: 1 }]);
      await client.end();
      // The data is where the person asked for it (through a link when PostgreSQL's own user could not reach it).
      expect(await realpath(requested)).toBe(dataDir);
      expect((await stat(root)).mode & 0o777).toBe(0o700);
    } finally {
      run.child.kill('SIGTERM');
      // Stopped cleanly: by our handler (0) or by the embedded-postgres library's own exit hook (128 + SIGTERM), whichever runs first.
      expect([0, 143]).toContain((await run.exited).code);
    }
  }, 90_000);

  async function failureOf(options: Omit<EmbeddedPostgresOptions, 'port'> & { port?: number }) {
    const { code, stderr } = await startInOwnProcess({ port: await freePort(), ...options }).exited;
    expect(code).toBe(1);
    // One sentence, never a stack trace.
    expect(stderr.trim().split('\n')).toHaveLength(1);
    return stderr.trim();
  }

  it('says which setting to change when its port is in use', async () => {
    const taken = await listening();
    const { port } = taken.address() as { port: number };
    try {
      expect(await failureOf({ dataDir: path.join(root, 'pg'), port })).toBe(
        `Port ${port} is already in use, so the embedded PostgreSQL cannot start: set ATRIUM_PG_PORT to a free port, or set DATABASE_URL to use a PostgreSQL of your own.`,
      );
    } finally {
      taken.close();
    }
  }, 60_000);

  it('says which setting to change when it cannot write its data folder', async () => {
    // A file where the folder should be: unwritable for root too, unlike a folder's mode.
    await writeFile(path.join(root, 'data'), 'not a folder');
    expect(await failureOf({ dataDir: path.join(root, 'data', 'pg') })).toBe(
      `Atrium cannot write to ${path.join(root, 'data')} (a file is in the way): set ATRIUM_DATA_DIR to a folder it can write to.`,
    );
  }, 60_000);

  it('says which setting to change when the data folder is of another PostgreSQL version', async () => {
    const dataDir = path.join(root, 'old', 'pg');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'PG_VERSION'), '16\n');
    const major = (await installedPostgresBinaries()).version.split('.')[0];
    expect(await failureOf({ dataDir })).toBe(
      `The database folder ${dataDir} was made by PostgreSQL 16 and Atrium runs PostgreSQL ${major}: set ATRIUM_DATA_DIR to a new folder (or upgrade that one with pg_upgrade), or set DATABASE_URL to use a PostgreSQL of your own.`,
    );
  }, 60_000);
});
