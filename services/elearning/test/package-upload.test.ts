import { readFile } from 'node:fs/promises';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { AdminCourse, PackageSummary } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { fixture, useTemporaryFilesDir } from './package-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const learner = sessionCookie({ roles: [], userId: 7 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The browser's two steps: ask for an upload url, then PUT the zip to it. */
async function upload(zip: string): Promise<string> {
  const request = await app.inject({ url: '/api/elearning/data/ecourses/xapi/upload/request', headers: { cookie: admin } });
  expect(request.statusCode).toBe(200);
  const { url } = request.json<{ url: string }>();
  const put = await app.inject({
    method: 'PUT',
    url,
    headers: { cookie: admin, 'content-type': 'application/zip' },
    payload: await readFile(fixture(zip)),
  });
  expect(put.statusCode).toBe(200);
  return url;
}

const postJson = (url: string, payload: object, cookie = admin) => app.inject({ method: 'POST', url, headers: { cookie }, payload });

it('uploads, creates, updates when compatible and refuses an incompatible update', async () => {
  const s3Path = await upload('RuntimeBasicCalls_SCORM12.zip');
  const created = await postJson('/api/elearning/data/ecourses/xapi/coursecontent/newPackage/scorm', { s3Path });
  expect(created.statusCode).toBe(200);
  const { id, type } = created.json<{ id: number; type: string }>();
  expect(type).toBe('scorm12');

  const reused = await postJson('/api/elearning/data/ecourses/xapi/coursecontent/newPackage/scorm', { s3Path });
  expect(reused.statusCode).toBe(400);
  expect(reused.json().message).toMatch(/^s3Path:/);

  const update = await postJson(`/api/elearning/data/ecourses/xapi/coursecontent/updatePackage/scorm12/${id}`, {
    s3Path: await upload('RuntimeBasicCalls_SCORM12.zip'),
  });
  expect(update.json()).toEqual({ updateApplied: true, incompatibleCourseStructure: false });

  const incompatible = await postJson(`/api/elearning/data/ecourses/xapi/coursecontent/updatePackage/scorm12/${id}`, {
    s3Path: await upload('cmi5_single_au_basic_responsive.zip'),
  });
  expect(incompatible.json()).toEqual({ updateApplied: false, incompatibleCourseStructure: true });
});

it('refuses a package of the other standard and a broken package with the reason', async () => {
  const wrongKind = await postJson('/api/elearning/data/ecourses/xapi/coursecontent/newPackage/cmi5', {
    s3Path: await upload('RuntimeBasicCalls_SCORM12.zip'),
  });
  expect(wrongKind.statusCode).toBe(400);
  expect(wrongKind.json().message).toBe('Error importing course package: the archive is a SCORM package, not cmi5');
  const broken = await postJson('/api/elearning/data/ecourses/xapi/coursecontent/newPackage/scorm', {
    s3Path: await upload('MalformedXml_SCORM12.zip'),
  });
  expect(broken.statusCode).toBe(400);
  expect(broken.json().message).toMatch(/imsmanifest.xml is not well-formed XML/);
});

it('lists packages by type in pages of 20 and selects one for a course', async () => {
  const db = elearningDb(database.db);
  const ecourse = await db.insertInto('ecourse').values({ internal_name: 'Course A' }).returning('id').executeTakeFirstOrThrow();
  await postJson('/api/elearning/data/ecourses/xapi/coursecontent/newPackage/cmi5', {
    s3Path: await upload('cmi5_single_au_basic_responsive.zip'),
  });
  const page = await app.inject({ url: '/api/elearning/data/ecourses/xapi/coursecontent/cmi5/0', headers: { cookie: admin } });
  const packages = page.json<PackageSummary[]>();
  expect(packages).toEqual([expect.objectContaining({ type: 'cmi5', itemCount: 1, status: 'development' })]);
  const nextPage = await app.inject({ url: '/api/elearning/data/ecourses/xapi/coursecontent/cmi5/1', headers: { cookie: admin } });
  expect(nextPage.json()).toEqual([]);

  const without = await app.inject({ url: '/api/elearning/scorm/admin/courses/false', headers: { cookie: admin } });
  expect(without.json<AdminCourse[]>().map((course) => course.internalName)).toContain('Course A');
  const selected = await postJson('/api/elearning/data/ecourses/xapi/coursecontent/selectPackage', {
    packageType: 'cmi5',
    packageId: packages[0]?.id,
    ecourseId: ecourse.id,
  });
  expect(selected.statusCode).toBe(200);
  const withPackage = await app.inject({ url: '/api/elearning/scorm/admin/courses/true', headers: { cookie: admin } });
  expect(withPackage.json<AdminCourse[]>()).toContainEqual(expect.objectContaining({ internalName: 'Course A', packageType: 'cmi5' }));
});

function multipart(filename: string, content: Buffer) {
  const boundary = '----atrium-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

it('uploads a package to a course from the package admin, zip files only', async () => {
  const db = elearningDb(database.db);
  const ecourse = await db.insertInto('ecourse').values({ internal_name: 'Course B' }).returning('id').executeTakeFirstOrThrow();
  const url = `/api/elearning/web/data/scorm/admin/upload/${ecourse.id}`;
  const zip = await readFile(fixture('RuntimeBasicCalls_SCORM20043rdEdition.zip'));

  const notZip = multipart('course.txt', zip);
  const refused = await app.inject({ method: 'POST', url, headers: { cookie: admin, ...notZip.headers }, payload: notZip.payload });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Only zip files are allowed');

  const good = multipart('golf.zip', zip);
  const uploaded = await app.inject({ method: 'POST', url, headers: { cookie: admin, ...good.headers }, payload: good.payload });
  expect(uploaded.statusCode).toBe(200);
  expect(uploaded.json()).toMatchObject({ message: 'SCORM package uploaded successfully' });
  const course = await db.selectFrom('ecourse').select('package_id').where('id', '=', ecourse.id).executeTakeFirstOrThrow();
  expect(course.package_id).toBe(uploaded.json().packageId);

  expect((await app.inject({ method: 'POST', url, headers: { cookie: learner, ...good.headers }, payload: good.payload })).statusCode).toBe(
    403,
  );
});
