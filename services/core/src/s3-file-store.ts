import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStore } from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  /** Put before `<area>/<key>` in every object key, so several deployments can share a bucket. */
  prefix?: string;
  /** The S3 client's settings: endpoint and forcePathStyle for an S3-compatible store, region, credentials. */
  client: S3ClientConfig;
}

/** Files as objects `<prefix><area>/<key>` in one bucket of any S3-compatible store. */
export function s3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client(options.client);
  const Bucket = options.bucket;
  const objectKey = (area: string, key: string) => `${options.prefix ?? ''}${area}/${key}`;

  const read = async (area: string, key: string): Promise<Readable | null> => {
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
      return Body instanceof Readable ? Body : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  };

  return {
    async write(area, key, source) {
      // A multipart upload: the length of an upload stream is unknown until it ends.
      await new Upload({ client, params: { Bucket, Key: objectKey(area, key), Body: source } }).done();
    },
    read,
    async remove(area, key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    async withLocalFile(area, key, use) {
      const body = await read(area, key);
      if (!body) throw new Error(`No stored file ${area}/${key}`);
      const folder = await mkdtemp(path.join(tmpdir(), 'atrium-s3-'));
      try {
        const file = path.join(folder, key);
        await pipeline(body, createWriteStream(file));
        return await use(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
