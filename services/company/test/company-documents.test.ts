import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, startTestS3, type TestDatabase, type TestS3 } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { MAX_COMPANY_DOCUMENT_BYTES } from '@atrium/company-contract';
import { companyModule } from '../src';
import { companyDb } from '../src/db';

// The documents' files go to the file store: a local folder, and a real S3-compatible server as in a scaled-out
// installation, so a broken path of either fails here.

let database: TestDatabase;
let app: FastifyInstance;
const savedEnv = { ...process.env };

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });
const BASE = '/api/company/data/my-company/documents';

/** One file in a multipart body after the given fields, as the upload form sends it. */
function upload(cookie: string, fields: Record<string, string>, fileName: string, content: string | Buffer) {
  const boundary = '----atriumtest';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${BASE}/upload`,
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const search = (query: string | undefined, cookie = nordsjoAdmin) =>
  app.inject({ method: 'POST', url: `${BASE}/search`, headers: { cookie }, payload: query === undefined ? {} : { query } });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
  process.env = savedEnv;
});

/** Where one store keeps the documents' files, and the stored keys it holds (each file a uuid). */
interface Store {
  use: () => Promise<void>;
  storedKeys: () => Promise<string[]>;
  close: () => Promise<void>;
}

function localStore(): Store {
  const folder = mkdtempSync(path.join(tmpdir(), 'atrium-company-files-'));
  return {
    use: async () => {
      process.env.ATRIUM_FILE_STORE = 'local';
      process.env.ATRIUM_FILES_DIR = folder;
    },
    storedKeys: async () => (existsSync(path.join(folder, 'company')) ? readdirSync(path.join(folder, 'company')).sort() : []),
    close: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

function s3Store(): Store {
  let s3: TestS3 | undefined;
  return {
    use: async () => {
      s3 = await startTestS3('atrium-company', 'company-test/');
      Object.assign(process.env, s3.settings);
    },
    storedKeys: async () => (await s3!.objectKeys('company-test/company/')).map((key) => key.slice('company-test/company/'.length)),
    close: async () => s3?.close(),
  };
}

const storageKeys = async () =>
  (await companyDb(database.db).selectFrom('document').select('storage_key').orderBy('storage_key').execute()).map(
    (row) => row.storage_key,
  );

describe.each([
  ['a local folder', localStore],
  ['an S3-compatible bucket', s3Store],
])('documents kept in %s', (_name, makeStore) => {
  const store = makeStore();
  const storedFiles = store.storedKeys;

  beforeAll(async () => {
    await store.use();
    // Each store starts without documents: the other store's files are not here.
    await companyDb(database.db).deleteFrom('document').execute();
  });
  afterAll(() => store.close());

  it('uploads a document to the file store with its name, description and locale, and downloads it', async () => {
    const res = await upload(
      nordsjoAdmin,
      { name: 'HMS-handbok', description: 'Gjelder alle', locale: 'nb_NO' },
      'handbok.pdf',
      '%PDF-1.4 handbok',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'HMS-handbok',
      description: 'Gjelder alle',
      locale: 'nb_NO',
      filename: 'handbok.pdf',
      sizeBytes: 16,
    });
    // The file is in the store under the key the row names, and nowhere else.
    expect(await storedFiles()).toEqual(await storageKeys());
    expect(await storedFiles()).toHaveLength(1);
    const file = await app.inject({ url: `${BASE}/file/${res.json().id}`, headers: { cookie: nordsjoAdmin } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''handbok.pdf");
    expect(file.body).toBe('%PDF-1.4 handbok');
    // Without a name the file's own name is used.
    expect((await upload(nordsjoAdmin, {}, 'plan.pdf', 'x')).json()).toMatchObject({ name: 'plan.pdf', locale: null });
    expect(await storedFiles()).toEqual(await storageKeys());
  });

  it('keeps a binary file longer than one upload part byte for byte, and removes it again', async () => {
    // 6 MB of every byte value: the S3 store sends it as a multipart upload of two parts.
    const content = Buffer.alloc(6 * 1024 * 1024, Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)));
    const res = await upload(nordsjoAdmin, { name: 'Stor manual' }, 'stor.pdf', content);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sizeBytes: content.length });
    const file = await app.inject({ url: `${BASE}/file/${res.json().id}`, headers: { cookie: nordsjoAdmin } });
    expect(file.rawPayload.equals(content)).toBe(true);
    const before = await storedFiles();
    expect(
      (await app.inject({ method: 'DELETE', url: `${BASE}/delete/${res.json().id}`, headers: { cookie: nordsjoAdmin } })).statusCode,
    ).toBe(204);
    expect((await storedFiles()).length).toBe(before.length - 1);
    expect(await storedFiles()).toEqual(await storageKeys());
  });

  it('refuses bad fields naming them, and keeps no file', async () => {
    const before = await storedFiles();
    expect((await upload(nordsjoAdmin, { locale: 'de_DE' }, 'a.pdf', 'x')).json().fields).toHaveProperty(['body.locale']);
    expect((await upload(nordsjoAdmin, { name: 'x'.repeat(201) }, 'a.pdf', 'x')).json().fields).toHaveProperty(['body.name']);
    // A file over the limit is cut off by the parser: 413, and nothing of it stays in the store.
    expect((await upload(nordsjoAdmin, {}, 'big.pdf', Buffer.alloc(MAX_COMPANY_DOCUMENT_BYTES + 1))).statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
    expect((await upload(learner, {}, 'a.pdf', 'x')).statusCode).toBe(403);
  });

  it("searches, edits and deletes the admin's own documents only", async () => {
    const names = async (query?: string, cookie?: string) =>
      ((await search(query, cookie)).json() as { name: string }[]).map((d) => d.name);
    expect(await names()).toEqual(['HMS-handbok', 'plan.pdf']);
    expect(await names('alle')).toEqual(['HMS-handbok']);
    expect(await names(undefined, svenskAdmin)).toEqual([]);
    const [handbook] = (await search('handbok')).json() as { id: number }[];
    const id = handbook!.id;

    const edit = (payload: object, cookie = nordsjoAdmin) =>
      app.inject({ method: 'POST', url: `${BASE}/edit/${id}`, headers: { cookie }, payload });
    const keysBefore = await storedFiles();
    expect((await edit({ name: ' HMS-håndbok ', locale: 'en_US' })).json()).toMatchObject({
      name: 'HMS-håndbok',
      description: '',
      locale: 'en_US',
    });
    // An edit changes the row only: the same file, still downloadable.
    expect(await storedFiles()).toEqual(keysBefore);
    expect((await app.inject({ url: `${BASE}/file/${id}`, headers: { cookie: nordsjoAdmin } })).body).toBe('%PDF-1.4 handbok');
    expect(await names('håndbok')).toEqual(['HMS-håndbok']);
    expect((await edit({ name: '' })).json().fields).toHaveProperty(['body.name']);
    expect((await edit({ name: 'Stolen' }, svenskAdmin)).statusCode).toBe(404);
    expect((await app.inject({ url: `${BASE}/file/${id}`, headers: { cookie: svenskAdmin } })).statusCode).toBe(404);
    expect((await app.inject({ url: `${BASE}/file/x`, headers: { cookie: nordsjoAdmin } })).statusCode).toBe(400);

    const remove = (cookie: string) => app.inject({ method: 'DELETE', url: `${BASE}/delete/${id}`, headers: { cookie } });
    expect((await remove(svenskAdmin)).statusCode).toBe(404);
    const [removedKey] = await companyDb(database.db).selectFrom('document').select('storage_key').where('id', '=', id).execute();
    expect(await storedFiles()).toContain(removedKey!.storage_key);
    expect((await remove(nordsjoAdmin)).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(removedKey!.storage_key);
    expect(await storedFiles()).toEqual(await storageKeys());
    expect((await app.inject({ url: `${BASE}/file/${id}`, headers: { cookie: nordsjoAdmin } })).statusCode).toBe(404);
    expect((await remove(nordsjoAdmin)).statusCode).toBe(404);
    expect(await names()).toEqual(['plan.pdf']);
  });
});
