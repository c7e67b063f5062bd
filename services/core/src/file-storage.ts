import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { HttpError } from './errors';
import { fileStore } from './file-store';

export { filesDir } from './file-store';

/** Uploaded files live in the file store (file-store.ts), not in the database; each area keeps its own files. */
export interface StoredFile {
  /** The stored name: a random uuid, never anything the user chose. */
  key: string;
  sizeBytes: number;
}

const AREA_PATTERN = /^[a-z][a-z0-9-]*$/;
const KEY_PATTERN = /^[0-9a-f-]{36}$/;

function checked(area: string, key: string): void {
  // Both parts are checked so a stored key can never point outside the area's files.
  if (!AREA_PATTERN.test(area) || !KEY_PATTERN.test(key)) throw new Error(`Invalid stored file ${area}/${key}`);
}

/**
 * Streams an upload to the store as `<area>/<uuid>`. Answers 413 (and keeps nothing) when the stream is longer
 * than maxBytes or when `truncated()` reports that the parser cut it off at its own limit.
 */
export async function saveFile(
  area: string,
  source: Readable,
  options: { maxBytes: number; truncated?: () => boolean },
): Promise<StoredFile> {
  const key = randomUUID();
  checked(area, key);
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) done(new HttpError(413, 'http.413'));
      else done(null, chunk);
    },
  });
  // As one pipeline, a failure of either side (a cut connection, too many bytes) ends both; the store sees it.
  const counted = pipeline(source, counter, () => undefined);
  const store = fileStore();
  try {
    await store.write(area, key, counted);
    if (options.truncated?.()) throw new HttpError(413, 'http.413');
  } catch (error) {
    await store.remove(area, key);
    throw error;
  }
  return { key, sizeBytes };
}

/** A read stream of a stored file, or null when it is gone. */
export async function openFile(area: string, key: string): Promise<Readable | null> {
  checked(area, key);
  return fileStore().read(area, key);
}

/** Deleting a missing file is not an error: the goal (no file) is reached. */
export async function deleteFile(area: string, key: string): Promise<void> {
  checked(area, key);
  await fileStore().remove(area, key);
}

/** Runs `use` with a path on this machine holding the stored file (for tools that need one, such as unzip). */
export async function withLocalFile<T>(area: string, key: string, use: (file: string) => Promise<T>): Promise<T> {
  checked(area, key);
  return fileStore().withLocalFile(area, key, use);
}
