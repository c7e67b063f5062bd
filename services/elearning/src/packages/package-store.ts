import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileStore } from '@atrium/service-core';
import { fileInPackage, packageFolder } from './package-files';

/** Unpacked packages in a store shared by the app instances: `<storage key>/<path in the package>` under this area. */
export const PACKAGE_AREA = 'elearning-packages';

const PARALLEL_WRITES = 8;

/**
 * With a store every instance shares (S3), an unpacked package's files are copied there and its folder on this
 * machine removed, so every instance serves the same files (issue 12). With the local folder nothing moves.
 */
export async function publishPackageFiles(storageKey: string): Promise<void> {
  const store = fileStore();
  if (!store.sharedByInstances) return;
  const folder = packageFolder(storageKey);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  for (let start = 0; start < files.length; start += PARALLEL_WRITES) {
    await Promise.all(
      files
        .slice(start, start + PARALLEL_WRITES)
        .map((file) => store.write(PACKAGE_AREA, keyOf(storageKey, folder, file), createReadStream(file))),
    );
  }
  await rm(folder, { recursive: true, force: true });
}

/** Removes a package's files wherever they are. */
export async function removePackageFiles(storageKey: string): Promise<void> {
  await rm(packageFolder(storageKey), { recursive: true, force: true });
  const store = fileStore();
  if (store.sharedByInstances) await store.removeAll(PACKAGE_AREA, `${storageKey}/`);
}

/**
 * One file of a package: from this machine's folder (the local store, or a package imported before the store was
 * shared), else from the shared store; undefined when it is in neither or the path leaves the package.
 */
export async function openPackageFile(
  storageKey: string,
  relativePath: string,
): Promise<{ body: Readable; file: string; size?: number } | undefined> {
  const file = fileInPackage(storageKey, relativePath);
  if (!file) return undefined;
  const stats = await stat(file).catch(() => undefined);
  if (stats?.isFile()) return { body: createReadStream(file), file, size: stats.size };
  const store = fileStore();
  if (!store.sharedByInstances) return undefined;
  const body = await store.read(PACKAGE_AREA, keyOf(storageKey, packageFolder(storageKey), file));
  return body ? { body, file } : undefined;
}

function keyOf(storageKey: string, folder: string, file: string): string {
  return `${storageKey}/${path.relative(folder, file).split(path.sep).join('/')}`;
}
