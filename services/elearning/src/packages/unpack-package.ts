import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import-limits';
import { packageFolder, packagesRoot } from './package-files';
import type { ParsedPackage } from './parsed-package';
import { readPackage } from './read-package';
import { unzipSafely } from './safe-unzip';

export interface UnpackedPackage {
  storageKey: string;
  parsed: ParsedPackage;
  /** Removes the files again, for when the database refuses the package. */
  discard: () => Promise<void>;
}

/** Unpacks a zip into a new package folder and reads it; nothing stays on disk when it is refused. */
export async function unpackPackage(zipPath: string, limits: ImportLimits = DEFAULT_IMPORT_LIMITS): Promise<UnpackedPackage> {
  const storageKey = randomUUID();
  const folder = packageFolder(storageKey);
  const discard = () => rm(folder, { recursive: true, force: true });
  await mkdir(packagesRoot(), { recursive: true });
  try {
    await unzipSafely(zipPath, folder, limits);
    return { storageKey, parsed: await readPackage(folder), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
