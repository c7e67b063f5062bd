import { readFile, access } from 'node:fs/promises';
import path from 'node:path';
import { bossDb, scheduledJobQueue, startScheduledJobs, type ScheduledJobs } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { UPLOAD_ERRORS } from '@atrium/elearning-contract';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';
import { expireUploadsJob, MAX_OPEN_UPLOADS, UPLOAD_AREA } from '../src/packages/upload-staging';
import { fixture, useTemporaryFilesDir } from './package-fixtures';

// Issue 11 finding 9 (decision 0117): unimported uploads expire, and a person holds only a few at once.
const filesDir = useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
let nextUser = 100;
const REQUEST = '/api/elearning/data/ecourses/xapi/upload/request';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const staffCookie = () => sessionCookie({ roles: ['staff'], userId: nextUser++ });

async function uploadZip(cookie: string): Promise<string> {
  const { url } = (await app.inject({ url: REQUEST, headers: { cookie } })).json<{ url: string }>();
  const put = await app.inject({
    method: 'PUT',
    url,
    headers: { cookie, 'content-type': 'application/zip' },
    payload: await readFile(fixture('RuntimeBasicCalls_SCORM12.zip')),
  });
  expect(put.statusCode).toBe(200);
  return url;
}

const uploadIdOf = (url: string) => url.slice(-36);
const ageUpload = (url: string, hours: number) =>
  sql`update elearning.package_upload set created_at = now() - make_interval(hours => ${hours}) where id = ${uploadIdOf(url)}`.execute(
    database.db,
  );
const storedFileOf = async (url: string) => {
  const row = await elearningDb(database.db)
    .selectFrom('package_upload')
    .select('file_key')
    .where('id', '=', uploadIdOf(url))
    .executeTakeFirst();
  return row?.file_key ? path.join(filesDir, UPLOAD_AREA, row.file_key) : null;
};
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

it(`answers 429 with a message key and Retry-After for the ${MAX_OPEN_UPLOADS + 1}th open upload, and again once one expired`, async () => {
  const cookie = staffCookie();
  const urls: string[] = [];
  for (let i = 0; i < MAX_OPEN_UPLOADS; i++) {
    const answer = await app.inject({ url: REQUEST, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    urls.push(answer.json<{ url: string }>().url);
  }
  const refused = await app.inject({ url: REQUEST, headers: { cookie } });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(UPLOAD_ERRORS.tooManyOpen);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  // Another person is not held back by this one's uploads.
  expect((await app.inject({ url: REQUEST, headers: { cookie: staffCookie() } })).statusCode).toBe(200);

  await ageUpload(urls[0]!, 25);
  expect((await app.inject({ url: REQUEST, headers: { cookie } })).statusCode).toBe(200);
});

it('holds the cap when many upload urls are asked for at once', async () => {
  const cookie = staffCookie();
  const answers = await Promise.all(Array.from({ length: 12 }, () => app.inject({ url: REQUEST, headers: { cookie } })));
  expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_OPEN_UPLOADS);
  expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - MAX_OPEN_UPLOADS);
});

it('refuses to receive or import an expired upload', async () => {
  const cookie = staffCookie();
  const { url } = (await app.inject({ url: REQUEST, headers: { cookie } })).json<{ url: string }>();
  await ageUpload(url, 25);
  const put = await app.inject({ method: 'PUT', url, headers: { cookie, 'content-type': 'application/zip' }, payload: Buffer.from('PK') });
  expect(put.statusCode).toBe(404);

  const received = await uploadZip(cookie);
  await ageUpload(received, 25);
  const imported = await app.inject({
    method: 'POST',
    url: '/api/elearning/data/ecourses/xapi/coursecontent/newPackage/scorm',
    headers: { cookie },
    payload: { s3Path: received },
  });
  expect(imported.statusCode).toBe(400);
  expect(imported.json().message).toMatch(/^s3Path:/);
});

it('the scheduled job removes expired uploads with their files and keeps fresh ones', async () => {
  const cookie = staffCookie();
  const old = await uploadZip(cookie);
  const fresh = await uploadZip(cookie);
  const oldFile = (await storedFileOf(old))!;
  const freshFile = (await storedFileOf(fresh))!;
  expect(await exists(oldFile)).toBe(true);
  await ageUpload(old, 25);

  const jobs: ScheduledJobs = await startScheduledJobs(database.db, [elearningModule], { log: () => undefined });
  const boss = new PgBoss({ db: bossDb(database.db), supervise: false, schedule: false, migrate: false });
  try {
    const queue = scheduledJobQueue('elearning', expireUploadsJob);
    const { rows } = await sql<{ cron: string }>`select cron from pgboss.schedule where name = ${queue}`.execute(database.db);
    expect(rows).toEqual([{ cron: expireUploadsJob.cron }]);

    // Run it now rather than waiting for the hour: the worker started above picks the job up.
    await boss.start();
    const jobId = (await boss.send(queue, {}))!;
    let state = '';
    while (state !== 'completed') {
      const job = await boss.getJobById(queue, jobId);
      state = job?.state ?? '';
      expect(state).not.toBe('failed');
      if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
    await jobs.stop();
  }
  expect(await storedFileOf(old)).toBeNull();
  expect(await exists(oldFile)).toBe(false);
  expect(await storedFileOf(fresh)).toBe(freshFile);
  expect(await exists(freshFile)).toBe(true);
});
