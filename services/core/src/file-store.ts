import path from 'node:path';
import type { Readable } from 'node:stream';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

/**
 * Where the areas keep their files (uploads, course material, instance files, package uploads): a folder on this
 * machine or a bucket of an S3-compatible store, chosen by ATRIUM_FILE_STORE. Files are named by area and key, both
 * checked by the callers (file-storage.ts).
 */
export interface FileStore {
  /** Stores the stream; rejects when it fails, and the caller removes what may be left. */
  write: (area: string, key: string, source: Readable) => Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read: (area: string, key: string) => Promise<Readable | null>;
  /** Removing a missing file is not an error: the goal (no file) is reached. */
  remove: (area: string, key: string) => Promise<void>;
  /** Runs `use` with a path on this machine holding the file, for tools that need one (unzip); a copy is removed after. */
  withLocalFile: <T>(area: string, key: string, use: (file: string) => Promise<T>) => Promise<T>;
  /** Removes every file whose key starts with `prefix` (a folder's worth, such as an unpacked package). */
  removeAll: (area: string, prefix: string) => Promise<void>;
  /**
   * An address the browser can PUT the file to directly (a presigned URL of the bucket, valid `expiresInSeconds`,
   * for that content type only), or null when the store has none and the upload goes through the app.
   */
  uploadUrl: (area: string, key: string, options: { contentType: string; expiresInSeconds: number }) => Promise<string | null>;
  /** True when every app instance sees the same files (a bucket); a local folder belongs to one machine. */
  readonly sharedByInstances: boolean;
}

/** withLocalFile of a file that is not in the store (an upload address handed out but never used). */
export class FileMissingError extends Error {}

/** The local folder: ATRIUM_FILES_DIR, or `.data/files` of the repository. */
export function filesDir(): string {
  // The repository root is three levels above this file (services/core/src or dist).
  return process.env.ATRIUM_FILES_DIR ?? path.resolve(__dirname, '../../../.data/files');
}

function s3FromEnv(env: NodeJS.ProcessEnv): FileStore {
  const bucket = env.ATRIUM_S3_BUCKET;
  if (!bucket) throw new Error('ATRIUM_FILE_STORE=s3 needs ATRIUM_S3_BUCKET, the bucket to keep the files in');
  return s3FileStore({
    bucket,
    prefix: env.ATRIUM_S3_PREFIX,
    client: {
      // Credentials come from the AWS SDK's usual places (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, a role).
      region: env.ATRIUM_S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
      ...(env.ATRIUM_S3_ENDPOINT ? { endpoint: env.ATRIUM_S3_ENDPOINT } : {}),
      // Most S3-compatible stores (MinIO, Ceph, s3rver) address buckets by path, not by host name.
      forcePathStyle: (env.ATRIUM_S3_FORCE_PATH_STYLE ?? (env.ATRIUM_S3_ENDPOINT ? 'true' : 'false')) === 'true',
      // Checksums only where S3 requires them: many S3-compatible stores do not know the SDK's newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}

let current: { config: string; store: FileStore } | undefined;

/** The store the settings choose; made once and made again only when the settings change (tests switch them). */
export function fileStore(env: NodeJS.ProcessEnv = process.env): FileStore {
  const kind = env.ATRIUM_FILE_STORE ?? 'local';
  if (kind !== 'local' && kind !== 's3') throw new Error(`ATRIUM_FILE_STORE must be local or s3, not ${kind}`);
  const config = JSON.stringify([
    kind,
    filesDir(),
    env.ATRIUM_S3_BUCKET,
    env.ATRIUM_S3_PREFIX,
    env.ATRIUM_S3_REGION,
    env.ATRIUM_S3_ENDPOINT,
  ]);
  if (current?.config !== config) current = { config, store: kind === 's3' ? s3FromEnv(env) : localFileStore(filesDir()) };
  return current.store;
}
