import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, startTestS3, type TestDatabase, type TestS3 } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { authoringDb } from '../src/db';
import { runResizeJob } from '../src/file-maintenance/run-resize-job';
import { probeWidth } from '../src/video-transcoding/run-ffmpeg';
import { author, call, learner, newLesson, otherAuthor, uploadLessonFile } from './authoring-fixtures';

// The lesson files live in a real S3-compatible server here, as in a scaled-out installation.
const saved = { ...process.env };
const work = mkdtempSync(path.join(tmpdir(), 'atrium-authoring-maintenance-'));
let s3: TestS3;
let database: TestDatabase;
let app: FastifyInstance;

/** A real picture of this size, made by ffmpeg. */
function picture(name: string, width: number, height: number): Buffer {
  const file = path.join(work, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}`, '-frames:v', '1', file]);
  return readFileSync(file);
}

/** The width of the served bytes, by the product's own probe. */
function widthOf(bytes: Buffer, name: string): Promise<number> {
  const file = path.join(work, `served-${name}`);
  writeFileSync(file, bytes);
  return probeWidth(file);
}

const served = (uuid: string, name: string, v = '') =>
  call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${uuid}/${name}${v ? `?v=${v}` : ''}`);
const detail = async (uuid: string) => (await call(app, 'GET', `/lesson/${uuid}`)).json();

beforeAll(async () => {
  s3 = await startTestS3('atrium-authoring', 'authoring-test/');
  Object.assign(process.env, s3.settings);
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await s3.close();
  process.env = saved;
});

describe('§7 rename unique file name', () => {
  it('renames; a name another lesson of the customer has is refused; another customer may have it', async () => {
    const first = await newLesson(app);
    const second = await newLesson(app);
    const renamed = await call(app, 'PUT', `/lesson/${first.uuid}/uniquefilename`, { uniqueFileName: 'safety-intro' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().uniqueFileName).toBe('safety-intro');
    // The mass upload now sends safety-intro.mp4 to this lesson.
    const match = await call(app, 'POST', '/files/match', { fileNames: ['safety-intro.mp4'] });
    expect(match.json().files[0].lesson.uuid).toBe(first.uuid);

    const taken = await call(app, 'PUT', `/lesson/${second.uuid}/uniquefilename`, { uniqueFileName: 'safety-intro' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('kpg.file.uniqueNameTaken');
    // Renaming to its own name again is no conflict.
    expect((await call(app, 'PUT', `/lesson/${first.uuid}/uniquefilename`, { uniqueFileName: 'safety-intro' })).statusCode).toBe(200);

    const elsewhere = await newLesson(app, {}, otherAuthor);
    expect(
      (await call(app, 'PUT', `/lesson/${elsewhere.uuid}/uniquefilename`, { uniqueFileName: 'safety-intro' }, otherAuthor)).statusCode,
    ).toBe(200);
    expect((await call(app, 'PUT', `/lesson/${elsewhere.uuid}/uniquefilename`, { uniqueFileName: 'x' })).statusCode).toBe(404);
  });

  it('refuses a name beyond §5 letters naming the field, and anyone but course staff', async () => {
    const lesson = await newLesson(app);
    const bad = await call(app, 'PUT', `/lesson/${lesson.uuid}/uniquefilename`, { uniqueFileName: 'my intro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'body.uniqueFileName': 'kpg.file.invalidName' });
    expect((await call(app, 'PUT', `/lesson/${lesson.uuid}/uniquefilename`, { uniqueFileName: 'a' }, learner)).statusCode).toBe(403);
  });
});

describe('§7 invalidate cache keys', () => {
  it('serves a file to keep under the current key only; an upload, and the call, give the lesson a new key', async () => {
    const lesson = await newLesson(app);
    await uploadLessonFile(app, lesson.uuid, 'page.html', '<p>one</p>');
    const key = (await detail(lesson.uuid)).cacheKey;
    expect((await served(lesson.uuid, 'page.html', key)).headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await served(lesson.uuid, 'page.html')).headers['cache-control']).toBe('private, no-cache');

    await uploadLessonFile(app, lesson.uuid, 'page.html', '<p>two</p>');
    const afterUpload = (await detail(lesson.uuid)).cacheKey;
    expect(afterUpload).not.toBe(key);
    expect((await served(lesson.uuid, 'page.html', key)).headers['cache-control']).toBe('private, no-cache');

    const other = await newLesson(app);
    const otherKey = (await detail(other.uuid)).cacheKey;
    const named = await call(app, 'POST', '/files/invalidatecachekeys', { lessonUuids: [lesson.uuid] });
    expect(named.json()).toEqual({ lessons: 1 });
    expect((await detail(lesson.uuid)).cacheKey).not.toBe(afterUpload);
    expect((await detail(other.uuid)).cacheKey).toBe(otherKey);
  });

  it('without lessons named, renews every lesson of the caller’s customer and no other', async () => {
    const mine = await newLesson(app);
    const theirs = await newLesson(app, {}, otherAuthor);
    const before = [
      (await detail(mine.uuid)).cacheKey,
      (await call(app, 'GET', `/lesson/${theirs.uuid}`, undefined, otherAuthor)).json().cacheKey,
    ];
    const all = await call(app, 'POST', '/files/invalidatecachekeys', {});
    const db = authoringDb(database.db);
    const count = await db
      .selectFrom('lesson')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(all.json()).toEqual({ lessons: Number(count.n) });
    expect((await detail(mine.uuid)).cacheKey).not.toBe(before[0]);
    expect((await call(app, 'GET', `/lesson/${theirs.uuid}`, undefined, otherAuthor)).json().cacheKey).toBe(before[1]);
    const bad = await call(app, 'POST', '/files/invalidatecachekeys', { lessonUuids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['body.lessonUuids.0']);
  });
});

describe('§7 resize all files', () => {
  it('scales every wider picture down in the background job, counts its progress, names a broken one and keeps the rest', async () => {
    const lesson = await newLesson(app, {}, otherAuthor);
    await uploadLessonFile(app, lesson.uuid, 'wide.png', picture('wide.png', 800, 600), otherAuthor);
    await uploadLessonFile(app, lesson.uuid, 'small.jpg', picture('small.jpg', 200, 100), otherAuthor);
    await uploadLessonFile(app, lesson.uuid, 'broken.jpg', 'not a picture', otherAuthor);
    await uploadLessonFile(app, lesson.uuid, 'script.js', 'console.log(1)', otherAuthor);
    const keyBefore = (await call(app, 'GET', `/lesson/${lesson.uuid}`, undefined, otherAuthor)).json().cacheKey;
    expect((await call(app, 'GET', '/files/resize', undefined, otherAuthor)).json()).toBeNull();

    const started = await call(app, 'POST', '/files/resize', { maxWidth: 400 }, otherAuthor);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'queued', maxWidth: 400, done: 0 });
    // A second start while it is open answers the same job.
    expect((await call(app, 'POST', '/files/resize', { maxWidth: 300 }, otherAuthor)).json().id).toBe(started.json().id);
    // Another customer's status is its own.
    expect((await call(app, 'GET', '/files/resize', undefined, author)).json()).toBeNull();

    await runResizeJob(authoringDb(database.db), started.json().id);
    const finished = (await call(app, 'GET', '/files/resize', undefined, otherAuthor)).json();
    expect(finished).toMatchObject({ status: 'completed', total: 3, done: 3, changed: 1, message: 'broken.jpg' });

    const get = (name: string) =>
      call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${lesson.uuid}/${name}`, undefined, otherAuthor);
    expect(await widthOf((await get('wide.png')).rawPayload, 'wide.png')).toBe(400);
    expect(await widthOf((await get('small.jpg')).rawPayload, 'small.jpg')).toBe(200);
    const after = (await call(app, 'GET', `/lesson/${lesson.uuid}`, undefined, otherAuthor)).json();
    expect(after.cacheKey).not.toBe(keyBefore);
    expect(after.files.find((file: { fileName: string }) => file.fileName === 'wide.png').sizeBytes).toBe(
      (await get('wide.png')).rawPayload.length,
    );

    // Run again, nothing is wider: nothing changes.
    const again = await call(app, 'POST', '/files/resize', { maxWidth: 400 }, otherAuthor);
    await runResizeJob(authoringDb(database.db), again.json().id);
    expect((await call(app, 'GET', '/files/resize', undefined, otherAuthor)).json()).toMatchObject({
      status: 'completed',
      done: 3,
      changed: 0,
    });
  });

  it('refuses a width out of range naming the field, and anyone but course staff', async () => {
    const bad = await call(app, 'POST', '/files/resize', { maxWidth: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'body.maxWidth': 'validation.number.min' });
    expect((await call(app, 'POST', '/files/resize', {}, learner)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/files/resize', undefined, learner)).statusCode).toBe(403);
  });
});
