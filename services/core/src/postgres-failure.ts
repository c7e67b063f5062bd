import { StartupError } from './startup-error';

/** How the person chooses what a failure names: the data folder's and the port's settings. */
export interface PostgresSettings {
  dataDir: string;
  /** Unset when the port is picked at random (the tests' throwaway cluster). */
  port?: string;
}

const OTHERWISE = 'or set DATABASE_URL to use a PostgreSQL of your own';

export function portInUse(port: number, settings: PostgresSettings): StartupError {
  const change = settings.port ? `set ${settings.port} to a free port` : 'run it again (the port is picked at random)';
  return new StartupError(`Port ${port} is already in use, so the embedded PostgreSQL cannot start: ${change}, ${OTHERWISE}.`);
}

export function incompatibleDataDir(dataDir: string, found: string, expected: string, settings: PostgresSettings): StartupError {
  return new StartupError(
    `The database folder ${dataDir} was made by PostgreSQL ${found} and Atrium runs PostgreSQL ${expected}: set ${settings.dataDir} to a new folder (or upgrade that one with pg_upgrade), ${OTHERWISE}.`,
  );
}

/** PostgreSQL's own words for the failures a person can fix, and what to tell them. */
const KNOWN: { pattern: RegExp; sentence: (dataDir: string, port: number, settings: PostgresSettings) => string }[] = [
  {
    pattern: /Address already in use/,
    sentence: (_dataDir, port, settings) => portInUse(port, settings).message,
  },
  {
    pattern: /lock file "postmaster\.pid" already exists/,
    sentence: (dataDir, _port, settings) =>
      `Another PostgreSQL is already running on the database folder ${dataDir} (is Atrium already started?): stop it, or set ${settings.dataDir} to another folder.`,
  },
  {
    pattern: /No space left on device|Disk quota exceeded/,
    sentence: (dataDir, _port, settings) =>
      `There is no free space left for the database folder ${dataDir}: free some space, or set ${settings.dataDir} to a folder on another disk.`,
  },
  {
    pattern: /Permission denied|Read-only file system/,
    sentence: (dataDir, _port, settings) =>
      `PostgreSQL cannot write to the database folder ${dataDir}: set ${settings.dataDir} to a folder it can write to, ${OTHERWISE}.`,
  },
  {
    pattern: /database files are incompatible with server/,
    sentence: (dataDir, _port, settings) =>
      `The database folder ${dataDir} was made by another PostgreSQL version: set ${settings.dataDir} to a new folder, ${OTHERWISE}.`,
  },
];

/** The sentence for what initdb or postgres wrote before it failed. */
export function postgresFailure(output: string, dataDir: string, port: number, settings: PostgresSettings): StartupError {
  const known = KNOWN.find(({ pattern }) => pattern.test(output));
  if (known) return new StartupError(known.sentence(dataDir, port, settings));
  const lastLine =
    output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /FATAL|ERROR|error/.test(line))
      .pop() ?? 'it stopped without saying why';
  return new StartupError(`The embedded PostgreSQL did not start (${lastLine}): ${OTHERWISE}.`);
}
