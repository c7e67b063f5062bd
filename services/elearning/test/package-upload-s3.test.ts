import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileStore } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, startTestS3, type TestDatabase, type TestS3 } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import { openPackageFile, PACKAGE_AREA } from '../src/packages/package-store';
import { fixture, useTemporaryFilesDir } from './package-fixtures';

const text = async (body: NodeJS.ReadableStream) => {
  let all = '';
  for await (const chunk of body) all += String(chunk);
  return all;
};

// Issue 12: with the S3 store the browser PUTs the zip to a presigned address of the bucket, the import names the
// object's path (s3Path), and the unpacked files live in the bucket, served from there by any instance.
const filesDir = useTemporaryFilesDir();
const saved = { ...process.env };
let s3: TestS3;
let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });

beforeAll(async () => {
  s3 = await startTestS3('atrium-packages', 'pkg-test/');
  Object.assign(process.env, s3.settings);
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await s3.close();
  process.env = saved;
});

async function requestUpload(): Promise<{ url: string; s3Path: string }> {
  const answer = await app.inject({ url: '/api/elearning/data/ecourses/xapi/upload/request', headers: { cookie: admin } });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const importNew = (s3Path: string) =>
  app.inject({
    method: 'POST',
    url: '/api/elearning/data/ecourses/xapi/coursecontent/newPackage/scorm',
    headers: { cookie: admin },
    payload: { s3Path },
  });

it('uploads straight to the bucket, imports by s3Path and serves the files from the bucket', async () => {
  const { url, s3Path } = await requestUpload();
  expect(url.startsWith(`${s3.endpoint}/atrium-packages/pkg-test/elearning-uploads/`)).toBe(true);
  expect(url).toContain('X-Amz-Signature=');
  expect(s3Path).toMatch(/^elearning-uploads\/[0-9a-f-]{36}$/);
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/zip' },
    body: await readFile(fixture('RuntimeBasicCalls_SCORM12.zip')),
  });
  expect(put.status).toBe(200);

  const created = await importNew(s3Path);
  expect(created.statusCode).toBe(200);
  const { id } = created.json<{ id: number }>();
  // The upload is gone from the bucket once imported, and nothing of the package stays on this machine.
  expect(await fileStore().read('elearning-uploads', s3Path.slice(-36))).toBeNull();
  expect(existsSync(path.join(filesDir, 'elearning', 'packages'))).toBe(true);
  const storageKey = (
    await database.db.selectFrom('elearning.package').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()
  ).storage_key as string;
  expect(existsSync(path.join(filesDir, 'elearning', 'packages', storageKey))).toBe(false);

  // Package files are served on the content origin through openPackageFile (decision 0119): from the bucket here.
  const manifest = await openPackageFile(storageKey, 'imsmanifest.xml');
  expect(manifest?.file).toMatch(/imsmanifest\.xml$/);
  expect(await text(manifest!.body)).toContain('<manifest');
  expect(await openPackageFile(storageKey, 'nothing-here.html')).toBeUndefined();
  expect(await openPackageFile(storageKey, '../../secret')).toBeUndefined();

  // An update replaces the files in the bucket: the old package's objects are removed.
  const next = await requestUpload();
  await fetch(next.url, {
    method: 'PUT',
    headers: { 'content-type': 'application/zip' },
    body: await readFile(fixture('RuntimeBasicCalls_SCORM12.zip')),
  });
  const updated = await app.inject({
    method: 'POST',
    url: `/api/elearning/data/ecourses/xapi/coursecontent/updatePackage/scorm12/${id}`,
    headers: { cookie: admin },
    payload: { s3Path: next.s3Path },
  });
  expect(updated.json()).toEqual({ updateApplied: true, incompatibleCourseStructure: false });
  expect(await fileStore().read(PACKAGE_AREA, `${storageKey}/imsmanifest.xml`)).toBeNull();
  const { storage_key: nextKey } = await database.db
    .selectFrom('elearning.package')
    .select('storage_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(await openPackageFile(nextKey as string, 'imsmanifest.xml')).toBeDefined();
});

it('answers 400 naming s3Path for an address handed out but never used, and refuses the app route for it', async () => {
  const { s3Path } = await requestUpload();
  const viaApp = await app.inject({
    method: 'PUT',
    url: `/api/elearning/data/ecourses/xapi/upload/${s3Path.slice(-36)}`,
    headers: { cookie: admin, 'content-type': 'application/zip' },
    payload: Buffer.from('zip'),
  });
  expect(viaApp.statusCode).toBe(409);
  const unused = await importNew(s3Path);
  expect(unused.statusCode).toBe(400);
  expect(unused.json().message).toMatch(/^s3Path:/);
});
