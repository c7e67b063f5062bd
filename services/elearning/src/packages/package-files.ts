import path from 'node:path';
import { filesDir } from '@atrium/service-core';

const STORAGE_KEY = /^[0-9a-f-]{36}$/;

/** Unpacked packages live beside the other stored files, one folder per package. */
export function packagesRoot(): string {
  return path.join(filesDir(), 'elearning', 'packages');
}

export function packageFolder(storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`Invalid package storage key ${storageKey}`);
  return path.join(packagesRoot(), storageKey);
}

/** The file a content URL names inside a package, or undefined when the path would leave the folder. */
export function fileInPackage(storageKey: string, relativePath: string): string | undefined {
  const root = packageFolder(storageKey);
  const file = path.resolve(root, relativePath);
  return file.startsWith(root + path.sep) ? file : undefined;
}
