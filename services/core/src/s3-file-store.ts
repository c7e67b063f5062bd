import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileMissingError, type FileStore } from './file-store';

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
      if (!body) throw new FileMissingError(`No stored file ${area}/${key}`);
      const folder = await mkdtemp(path.join(tmpdir(), 'atrium-s3-'));
      try {
        const file = path.join(folder, key);
        await pipeline(body, createWriteStream(file));
        return await use(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async removeAll(area, prefix) {
      // A listing answers at most 1,000 keys, as many as one DeleteObjects takes.
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: objectKey(area, prefix) }));
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!listed.IsTruncated) return;
      }
    },
    async uploadUrl(area, key, { contentType, expiresInSeconds }) {
      // The content type is part of the signature: a PUT with another type is refused by the store.
      const command = new PutObjectCommand({ Bucket, Key: objectKey(area, key), ContentType: contentType });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    sharedByInstances: true,
  };
}
