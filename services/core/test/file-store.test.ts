import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { deleteFile, fileStore, openFile, saveFile, withLocalFile } from '../src';

// s3rver ships no types; it is only started here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

const BUCKET = 'atrium-files';
const SETTINGS = [
  'ATRIUM_FILE_STORE',
  'ATRIUM_S3_BUCKET',
  'ATRIUM_S3_ENDPOINT',
  'ATRIUM_S3_PREFIX',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
];
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

let s3: { close: () => Promise<void> };
let endpoint: string;
let s3Folder: string;

beforeAll(async () => {
  // A real S3-compatible server on a free port, keeping its objects in a throwaway folder.
  s3Folder = mkdtempSync(path.join(tmpdir(), 'atrium-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder, configureBuckets: [{ name: BUCKET }] });
  const { port } = (await server.run()) as { port: number };
  s3 = server;
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3.close();
  rmSync(s3Folder, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const useLocal = () => {
  delete process.env.ATRIUM_FILE_STORE;
};
const useS3 = () => {
  Object.assign(process.env, {
    ATRIUM_FILE_STORE: 's3',
    ATRIUM_S3_BUCKET: BUCKET,
    ATRIUM_S3_ENDPOINT: endpoint,
    ATRIUM_S3_PREFIX: 'test/',
    // s3rver's own fixed credentials.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
};

describe.each([
  ['the local folder', useLocal],
  ['an S3-compatible store', useS3],
])('files kept in %s', (_name, choose) => {
  beforeEach(() => choose());

  it('are saved, read back, handed to tools as a local file and deleted', async () => {
    const content = 'course material '.repeat(10_000);
    const stored = await saveFile('classroom', Readable.from([content]), { maxBytes: 1_000_000 });
    expect(stored.sizeBytes).toBe(content.length);

    expect(await text((await openFile('classroom', stored.key))!)).toBe(content);
    expect(await withLocalFile('classroom', stored.key, (file) => readFile(file, 'utf8'))).toBe(content);

    await deleteFile('classroom', stored.key);
    expect(await openFile('classroom', stored.key)).toBeNull();
    // Deleting again reaches the same goal.
    await expect(deleteFile('classroom', stored.key)).resolves.toBeUndefined();
  });

  it('keep nothing of an upload longer than allowed, and answer 413', async () => {
    const keysBefore = await storedKeys();
    await expect(saveFile('classroom', Readable.from(['x'.repeat(5000)]), { maxBytes: 100 })).rejects.toMatchObject({ statusCode: 413 });
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('refuse a key that could leave the area', async () => {
    await expect(openFile('classroom', '../users/secret')).rejects.toThrow('Invalid stored file');
  });
});

describe('the S3 store', () => {
  beforeEach(() => useS3());

  it('keeps the objects in the configured bucket under the prefix', async () => {
    const stored = await saveFile('elearning-uploads', Readable.from(['zip bytes']), { maxBytes: 1000 });
    expect(await storedKeys()).toContain(`test/elearning-uploads/${stored.key}`);
    await deleteFile('elearning-uploads', stored.key);
  });

  it('says which setting is missing', () => {
    expect(() => fileStore({ ATRIUM_FILE_STORE: 's3' })).toThrow('ATRIUM_FILE_STORE=s3 needs ATRIUM_S3_BUCKET');
    expect(() => fileStore({ ATRIUM_FILE_STORE: 'ftp' })).toThrow('ATRIUM_FILE_STORE must be local or s3, not ftp');
  });
});

/** Every object in the bucket (S3) or file in the area folder (local), to see that nothing was left behind. */
async function storedKeys(): Promise<string[]> {
  if (process.env.ATRIUM_FILE_STORE !== 's3') {
    return readdir(path.join(process.env.ATRIUM_FILES_DIR!, 'classroom')).catch(() => []);
  }
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  const { Contents } = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (Contents ?? []).map((object) => object.Key!).sort();
}
