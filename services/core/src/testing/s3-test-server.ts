import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

// s3rver ships no types; it is only started in tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run: () => Promise<{ port: number }>; close: () => Promise<void> };

export interface TestS3 {
  endpoint: string;
  /** The settings choosing this server as the file store (ATRIUM_FILE_STORE=s3 and the rest). */
  settings: Record<string, string>;
  /** The keys of every object in the bucket under `prefix`, sorted: to see what a call left in the bucket, or removed. */
  objectKeys: (prefix?: string) => Promise<string[]>;
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port with one bucket, keeping its objects in a throwaway folder. */
export async function startTestS3(bucket = 'atrium-files', prefix = 'test/'): Promise<TestS3> {
  const folder = mkdtempSync(path.join(tmpdir(), 'atrium-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    settings: {
      ATRIUM_FILE_STORE: 's3',
      ATRIUM_S3_BUCKET: bucket,
      ATRIUM_S3_ENDPOINT: endpoint,
      ATRIUM_S3_PREFIX: prefix,
      // s3rver's own fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    objectKeys: async (prefix = '') => {
      // One listing answers up to 1,000 keys, more than a test stores.
      const { Contents } = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
