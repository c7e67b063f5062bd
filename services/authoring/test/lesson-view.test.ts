import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { saveFile } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { LessonView } from '@atrium/authoring-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { authoringModule } from '../src';
import { call, learner, newLesson, otherAuthor, uploadLessonFile } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const instructor = sessionCookie({ roles: ['instructor'], userId: 50, customerId: 9 });
const otherInstructor = sessionCookie({ roles: ['instructor_external'], userId: 51, customerId: 9 });
const VIEW = '/lessonview';

beforeAll(async () => {
  process.env.ATRIUM_FILES_DIR = mkdtempSync(path.join(tmpdir(), 'atrium-lesson-view-'));
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
  // Stands in for the classroom area's published check (its own test covers the real one): the pairs taught.
  await sql`create schema if not exists published`.execute(database.db);
  await sql`create table published.test_taught (user_id integer, lesson_id integer)`.execute(database.db);
  await sql`
    create function published.classroom_instructor_may_view_lesson(p_user integer, p_lesson integer) returns boolean
    language sql stable as $$ select exists (select 1 from published.test_taught where user_id = p_user and lesson_id = p_lesson) $$`.execute(
    database.db,
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const teach = (userId: number, lessonId: number) =>
  sql`insert into published.test_taught values (${userId}, ${lessonId})`.execute(database.db);

/** An HTML lesson with its script, its page and a picture, linked to a course the instructor teaches. */
async function linkedHtmlLesson() {
  const lesson = await newLesson(app, {
    lessonType: 'html',
    jsFile: 'main.js',
    texts: { en_US: { title: 'Fall protection', body: '<p>Clip in <strong>before</strong> you climb.</p>' } },
  });
  for (const [name, content] of [
    ['main.js', 'start()'],
    ['main.html', '<img src="harness.png"><script src="main.js"></script>'],
    ['harness.png', 'png'],
  ])
    expect((await uploadLessonFile(app, lesson.uuid, name!, content!)).statusCode).toBe(201);
  await teach(50, lesson.id);
  return lesson;
}

it("answers course staff of the lesson's customer what a learner sees: title, text, the HTML page and the files", async () => {
  const lesson = await linkedHtmlLesson();
  const res = await call(app, 'GET', `${VIEW}/${lesson.id}`);
  expect(res.statusCode).toBe(200);
  const view = res.json() as LessonView;
  expect(view).toMatchObject({
    id: lesson.id,
    lessonType: 'html',
    locale: 'en_US',
    title: 'Fall protection',
    body: '<p>Clip in <strong>before</strong> you climb.</p>',
    hasVideo: false,
    videoUrl: null,
  });
  expect(view.htmlSrc).toMatch(/^\/web\/data\/elearningpackage\/lessonview\/files\/[0-9a-f-]{36}\/main\.html\?v=[0-9a-f-]{36}$/);
  expect(view.files.map((file) => file.fileName)).toEqual(['harness.png', 'main.html', 'main.js']);
  // The page's relative addresses reach its files, kept under the cache key and sandboxed.
  const picture = await call(app, 'GET', `/api/authoring${view.files[0]!.href}`);
  expect(picture.statusCode).toBe(200);
  expect(picture.body).toBe('png');
  expect(picture.headers['cache-control']).toContain('immutable');
  expect(picture.headers['content-security-policy']).toBe('sandbox allow-scripts');
});

it('lets the instructor of a course linking the lesson see it and read its files (decision 0251)', async () => {
  const lesson = await linkedHtmlLesson();
  const res = await call(app, 'GET', `${VIEW}/${lesson.id}`, undefined, instructor);
  expect(res.statusCode).toBe(200);
  const view = res.json() as LessonView;
  expect(view.title).toBe('Fall protection');
  // The page runs on an opaque origin, whose requests carry no cookie: the grant in the address lets them in.
  const page = await app.inject({ method: 'GET', url: `/api/authoring${view.htmlSrc!}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('harness.png');
  const picture = await app.inject({ method: 'GET', url: `/api/authoring${view.htmlSrc!.replace('main.html', 'harness.png')}` });
  expect(picture.body).toBe('png');
  expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  // Viewing again keeps the grant (addresses the browser holds stay good) and extends it.
  const again = (await call(app, 'GET', `${VIEW}/${lesson.id}`, undefined, instructor)).json() as LessonView;
  expect(again.htmlSrc).toBe(view.htmlSrc);
});

it('serves no file under an unknown or expired grant, and renews an expired one on the next view', async () => {
  const lesson = await linkedHtmlLesson();
  const view = (await call(app, 'GET', `${VIEW}/${lesson.id}`, undefined, instructor)).json() as LessonView;
  const unknown = `/api/authoring/web/data/elearningpackage/lessonview/files/${randomUUID()}/main.html`;
  expect((await app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  await sql`update authoring.lesson_view_grant set expires_at = now() - interval '1 second' where lesson_id = ${lesson.id}`.execute(
    database.db,
  );
  expect((await app.inject({ method: 'GET', url: `/api/authoring${view.htmlSrc!}` })).statusCode).toBe(404);
  const renewed = (await call(app, 'GET', `${VIEW}/${lesson.id}`, undefined, instructor)).json() as LessonView;
  expect(renewed.htmlSrc).not.toBe(view.htmlSrc);
  expect((await app.inject({ method: 'GET', url: `/api/authoring${renewed.htmlSrc!}` })).statusCode).toBe(200);
});

it("answers 404, never 403, for a lesson the caller may not see, so ids are not probed; the editor's files stay staff-only", async () => {
  const lesson = await linkedHtmlLesson();
  for (const cookie of [otherInstructor, otherAuthor]) {
    expect((await call(app, 'GET', `${VIEW}/${lesson.id}`, undefined, cookie)).statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonview/${lesson.id}/video`, undefined, cookie)).statusCode,
    ).toBe(404);
  }
  expect((await call(app, 'GET', `${VIEW}/2147483000`, undefined, instructor)).statusCode).toBe(404);
  expect((await call(app, 'GET', `/lesson/${lesson.uuid}`, undefined, instructor)).statusCode).toBe(403);
  expect(
    (await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${lesson.uuid}/main.html`, undefined, instructor))
      .statusCode,
  ).toBe(403);
});

it('refuses a learner with 403, and a bad id, file name or grant with a 400 naming the field', async () => {
  const lesson = await linkedHtmlLesson();
  expect((await call(app, 'GET', `${VIEW}/${lesson.id}`, undefined, learner)).statusCode).toBe(403);
  for (const bad of ['abc', '0', '-3', '99999999999']) {
    const res = await call(app, 'GET', `${VIEW}/${bad}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id');
  }
  const files = '/api/authoring/web/data/elearningpackage/lessonview/files';
  const badFile = await app.inject({ method: 'GET', url: `${files}/${randomUUID()}/a%20b.html` });
  expect(badFile.statusCode).toBe(400);
  expect(badFile.json().message).toContain('fileName');
  const badGrant = await app.inject({ method: 'GET', url: `${files}/${lesson.id}/main.html` });
  expect(badGrant.statusCode).toBe(400);
  expect(badGrant.json().message).toContain('grant');
});

it("plays a video lesson's best transcoded mp4, else its uploaded video, with byte ranges, and gives a video-without-files lesson's address", async () => {
  const video = await newLesson(app, { lessonType: 'video', videoFile: 'intro.mp4', texts: { en_US: { title: 'Intro', body: '' } } });
  expect((await uploadLessonFile(app, video.uuid, 'intro.mp4', '0123456789')).statusCode).toBe(201);
  await teach(50, video.id);
  const view = (await call(app, 'GET', `${VIEW}/${video.id}`, undefined, instructor)).json() as LessonView;
  expect(view).toMatchObject({ hasVideo: true, videoUrl: null, htmlSrc: null });
  const ranged = await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonview/${video.id}/video`, undefined, instructor, {
    range: 'bytes=2-4',
  });
  expect(ranged.statusCode).toBe(206);
  expect(ranged.body).toBe('234');
  // Once transcoded, the best mp4 plays, as the SCORM export plays it.
  for (const [quality, content] of [
    ['360', 'low'],
    ['720', 'high'],
  ]) {
    const stored = await saveFile('authoring', Readable.from([Buffer.from(content!)]), { maxBytes: 100 });
    await sql`insert into authoring.video_rendition_file (lesson_id, kind, quality, path, storage_key, size_bytes)
      values (${video.id}, 'mp4', ${quality}, 'video.mp4', ${stored.key}, ${stored.sizeBytes})`.execute(database.db);
  }
  const best = await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonview/${video.id}/video`, undefined, instructor);
  expect(best.headers['content-type']).toBe('video/mp4');
  expect(best.body).toBe('high');

  const external = await newLesson(app, {
    lessonType: 'videoNoFiles',
    videoUrl: 'https://video.example.com/intro',
    texts: { en_US: { title: 'Elsewhere', body: '' } },
  });
  expect((await call(app, 'GET', `${VIEW}/${external.id}`)).json()).toMatchObject({
    hasVideo: false,
    videoUrl: 'https://video.example.com/intro',
  });
});
