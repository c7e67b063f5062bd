import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from './errors';

/** Uploaded files live on disk, not in the database; each area keeps its own folder. */
export function filesDir(): string {
  // The repository root is three levels above this file (services/core/src or dist).
  return process.env.ATRIUM_FILES_DIR ?? path.resolve(__dirname, '../../../.data/files');
}

export interface StoredFile {
  /** The name on disk: a random uuid, never anything the user chose. */
  key: string;
  sizeBytes: number;
}

const AREA_PATTERN = /^[a-z][a-z0-9-]*$/;
const KEY_PATTERN = /^[0-9a-f-]{36}$/;

function filePath(area: string, key: string): string {
  // Both parts are checked so a stored key can never point outside the area folder.
  if (!AREA_PATTERN.test(area) || !KEY_PATTERN.test(key)) throw new Error(`Invalid stored file ${area}/${key}`);
  return path.join(filesDir(), area, key);
}

/**
 * Streams an upload to `<dir>/<area>/<uuid>`. Answers 413 (and keeps nothing) when the stream is longer
 * than maxBytes or when `truncated()` reports that the parser cut it off at its own limit.
 */
export async function saveFile(
  area: string,
  source: Readable,
  options: { maxBytes: number; truncated?: () => boolean },
): Promise<StoredFile> {
  const key = randomUUID();
  const target = filePath(area, key);
  await mkdir(path.dirname(target), { recursive: true });
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) done(new HttpError(413, 'File too large'));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }));
    if (options.truncated?.()) throw new HttpError(413, 'File too large');
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { key, sizeBytes };
}

/** A read stream of a stored file, or null when it is gone. */
export async function openFile(area: string, key: string): Promise<ReadStream | null> {
  const target = filePath(area, key);
  try {
    await stat(target);
  } catch {
    return null;
  }
  return createReadStream(target);
}

/** Deleting a missing file is not an error: the goal (no file) is reached. */
export async function deleteFile(area: string, key: string): Promise<void> {
  await rm(filePath(area, key), { force: true });
}
