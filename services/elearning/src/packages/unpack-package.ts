import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import-limits';
import { packageFolder, packagesRoot } from './package-files';
import { publishPackageFiles, removePackageFiles } from './package-store';
import type { ParsedPackage } from './parsed-package';
import { readPackage } from './read-package';
import { unzipSafely } from './safe-unzip';

export interface UnpackedPackage {
  storageKey: string;
  parsed: ParsedPackage;
  /** Removes the files again, for when the database refuses the package. */
  discard: () => Promise<void>;
}

/** Unpacks a zip into a new package folder, reads it and publishes it to a shared store; nothing stays when it is refused. */
export async function unpackPackage(zipPath: string, limits: ImportLimits = DEFAULT_IMPORT_LIMITS): Promise<UnpackedPackage> {
  const storageKey = randomUUID();
  const folder = packageFolder(storageKey);
  const discard = () => removePackageFiles(storageKey);
  await mkdir(packagesRoot(), { recursive: true });
  try {
    await unzipSafely(zipPath, folder, limits);
    const parsed = await readPackage(folder);
    await publishPackageFiles(storageKey);
    return { storageKey, parsed, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
