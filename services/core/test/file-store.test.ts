import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { deleteFile, fileStore, openFile, saveFile, withLocalFile } from '../src';
import { startTestS3, type TestS3 } from '../src/testing';

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

let s3: TestS3;
let endpoint: string;

beforeAll(async () => {
  s3 = await startTestS3(BUCKET, 'test/');
  endpoint = s3.endpoint;
});

afterAll(async () => {
  await s3.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const useLocal = () => {
  delete process.env.ATRIUM_FILE_STORE;
};
const useS3 = () => {
  Object.assign(process.env, s3.settings);
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

  it('remove a folder of files at once', async () => {
    const store = fileStore();
    for (const name of ['index.html', 'media/a.png']) await store.write('elearning-packages', `folder-1/${name}`, Readable.from([name]));
    await store.write('elearning-packages', 'folder-2/index.html', Readable.from(['kept']));
    await store.removeAll('elearning-packages', 'folder-1/');
    expect(await store.read('elearning-packages', 'folder-1/media/a.png')).toBeNull();
    expect(await text((await store.read('elearning-packages', 'folder-2/index.html'))!)).toBe('kept');
    await store.removeAll('elearning-packages', 'folder-2/');
  });

  it('refuse a key that could leave the area', async () => {
    await expect(openFile('classroom', '../users/secret')).rejects.toThrow('Invalid stored file');
  });
});

describe('the local store', () => {
  beforeEach(() => useLocal());

  it('has no direct upload address: uploads go through the app', async () => {
    const store = fileStore();
    expect(store.sharedByInstances).toBe(false);
    expect(await store.uploadUrl('elearning-uploads', 'x', { contentType: 'application/zip', expiresInSeconds: 60 })).toBeNull();
  });
});

describe('the S3 store', () => {
  beforeEach(() => useS3());

  it('keeps the objects in the configured bucket under the prefix', async () => {
    const stored = await saveFile('elearning-uploads', Readable.from(['zip bytes']), { maxBytes: 1000 });
    expect(await storedKeys()).toContain(`test/elearning-uploads/${stored.key}`);
    await deleteFile('elearning-uploads', stored.key);
  });

  it('hands out a presigned PUT address for one object and content type, which the browser uploads to directly (S3 checks the signature; s3rver is lax there)', async () => {
    const store = fileStore();
    expect(store.sharedByInstances).toBe(true);
    const url = await store.uploadUrl('elearning-uploads', 'direct-1', { contentType: 'application/zip', expiresInSeconds: 600 });
    expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/test/elearning-uploads/direct-1\\?.*X-Amz-Signature=`));
    const put = await fetch(url!, { method: 'PUT', headers: { 'content-type': 'application/zip' }, body: 'zip bytes' });
    expect(put.status).toBe(200);
    expect(await text((await store.read('elearning-uploads', 'direct-1'))!)).toBe('zip bytes');
    await store.remove('elearning-uploads', 'direct-1');
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
  return s3.objectKeys();
}
