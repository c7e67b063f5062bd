import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;
const filesDir = mkdtempSync(path.join(tmpdir(), 'atrium-company-files-'));
const storedFiles = () => readdirSync(path.join(filesDir, 'company'));

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });
const BASE = '/api/company/data/my-company/documents';

/** One file in a multipart body after the given fields, as the upload form sends it. */
function upload(cookie: string, fields: Record<string, string>, fileName: string, content: string) {
  const boundary = '----atriumtest';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
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
  process.env.ATRIUM_FILES_DIR = filesDir;
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

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
  expect(storedFiles()).toHaveLength(1);
  const file = await app.inject({ url: `${BASE}/file/${res.json().id}`, headers: { cookie: nordsjoAdmin } });
  expect(file.statusCode).toBe(200);
  expect(file.body).toBe('%PDF-1.4 handbok');
  // Without a name the file's own name is used.
  expect((await upload(nordsjoAdmin, {}, 'plan.pdf', 'x')).json()).toMatchObject({ name: 'plan.pdf', locale: null });
});

it('refuses bad fields naming them, and keeps no file', async () => {
  const before = storedFiles().length;
  expect((await upload(nordsjoAdmin, { locale: 'de_DE' }, 'a.pdf', 'x')).json().fields).toHaveProperty(['body.locale']);
  expect((await upload(nordsjoAdmin, { name: 'x'.repeat(201) }, 'a.pdf', 'x')).json().fields).toHaveProperty(['body.name']);
  expect(storedFiles()).toHaveLength(before);
  expect((await upload(learner, {}, 'a.pdf', 'x')).statusCode).toBe(403);
});

it("searches, edits and deletes the admin's own documents only", async () => {
  const names = async (query?: string, cookie?: string) => ((await search(query, cookie)).json() as { name: string }[]).map((d) => d.name);
  expect(await names()).toEqual(['HMS-handbok', 'plan.pdf']);
  expect(await names('alle')).toEqual(['HMS-handbok']);
  expect(await names(undefined, svenskAdmin)).toEqual([]);
  const [handbook] = (await search('handbok')).json() as { id: number }[];
  const id = handbook!.id;

  const edit = (payload: object, cookie = nordsjoAdmin) =>
    app.inject({ method: 'POST', url: `${BASE}/edit/${id}`, headers: { cookie }, payload });
  expect((await edit({ name: ' HMS-håndbok ', locale: 'en_US' })).json()).toMatchObject({
    name: 'HMS-håndbok',
    description: '',
    locale: 'en_US',
  });
  expect((await edit({ name: '' })).json().fields).toHaveProperty(['body.name']);
  expect((await edit({ name: 'Stolen' }, svenskAdmin)).statusCode).toBe(404);
  expect((await app.inject({ url: `${BASE}/file/${id}`, headers: { cookie: svenskAdmin } })).statusCode).toBe(404);
  expect((await app.inject({ url: `${BASE}/file/x`, headers: { cookie: nordsjoAdmin } })).statusCode).toBe(400);

  const remove = (cookie: string) => app.inject({ method: 'DELETE', url: `${BASE}/delete/${id}`, headers: { cookie } });
  expect((await remove(svenskAdmin)).statusCode).toBe(404);
  const files = storedFiles().length;
  expect((await remove(nordsjoAdmin)).statusCode).toBe(204);
  expect(storedFiles()).toHaveLength(files - 1);
  expect((await remove(nordsjoAdmin)).statusCode).toBe(404);
  expect(await names()).toEqual(['plan.pdf']);
});
