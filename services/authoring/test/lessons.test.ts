import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { author, call, newLesson, newPackage, newTask, otherAuthor, texts, uploadLessonFile } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const filesDir = mkdtempSync(path.join(tmpdir(), 'atrium-authoring-files-'));
const storedFiles = () => readdirSync(path.join(filesDir, 'authoring'));

beforeAll(async () => {
  process.env.ATRIUM_FILES_DIR = filesDir;
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('uploads lesson files to the file store, replaces a file of the same name and serves it sandboxed', async () => {
  const lesson = await newLesson(app);
  expect((await uploadLessonFile(app, lesson.uuid, 'intro.html', '<p>one</p>')).statusCode).toBe(201);
  const replaced = await uploadLessonFile(app, lesson.uuid, 'intro.html', '<p>two</p>');
  expect(replaced.json().files).toEqual([expect.objectContaining({ fileName: 'intro.html', sizeBytes: 10 })]);
  expect(storedFiles()).toHaveLength(1);
  const served = await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${lesson.uuid}/intro.html`);
  expect(served.body).toBe('<p>two</p>');
  expect(served.headers['content-security-policy']).toBe('sandbox allow-scripts');
  expect((await uploadLessonFile(app, lesson.uuid, 'intro.html', 'x', otherAuthor)).statusCode).toBe(404);
});

it('§5: refuses file names beyond letters, digits, hyphen, dot and underscore, and keeps nothing', async () => {
  const lesson = await newLesson(app);
  const before = storedFiles().length;
  for (const name of ['my file.js', 'æøå.js', 'a;b.js']) {
    const res = await uploadLessonFile(app, lesson.uuid, name, 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.file': 'kpg.file.invalidName' });
  }
  expect(storedFiles()).toHaveLength(before);
  const check = await call(app, 'POST', `/lesson/${lesson.uuid}/files/check`, { fileNames: ['ok-1.js', 'bad name.js'] });
  expect(check.json()).toEqual({ existing: [], invalid: ['bad name.js'] });
  await uploadLessonFile(app, lesson.uuid, 'ok-1.js', 'x');
  expect((await call(app, 'POST', `/lesson/${lesson.uuid}/files/check`, { fileNames: ['ok-1.js'] })).json()).toEqual({
    existing: ['ok-1.js'],
    invalid: [],
  });
});

it('§5, §8: the main script cannot be deleted (kpg.cannotdeletelessonfile); another file can', async () => {
  const lesson = await newLesson(app, { jsFile: 'main.js' });
  await uploadLessonFile(app, lesson.uuid, 'main.js', 'console.log(1)');
  await uploadLessonFile(app, lesson.uuid, 'main.html', '<script src="main.js"></script>');
  const refused = await call(app, 'DELETE', `/lesson/${lesson.uuid}/files/main.js`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('kpg.cannotdeletelessonfile');
  const deleted = await call(app, 'DELETE', `/lesson/${lesson.uuid}/files/main.html`);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json().files.map((file: { fileName: string }) => file.fileName)).toEqual(['main.js']);
  expect((await call(app, 'DELETE', `/lesson/${lesson.uuid}/files/main.html`)).statusCode).toBe(404);
});

it('saves lessons of each type with tags and tasks, validates the type, toggles disabled and searches', async () => {
  expect((await call(app, 'POST', '/lesson', { lessonType: 'podcast', locale: 'en_US' })).json().fields).toHaveProperty([
    'body.lessonType',
  ]);
  expect((await call(app, 'POST', '/lesson', { lessonType: 'video', locale: 'en_US', videoFile: '../x.mp4' })).statusCode).toBe(400);
  const task = await newTask(app, 'Which is right?');
  const lesson = await newLesson(app, {
    lessonType: 'task',
    texts: texts('Quiz time'),
    tags: ['safety', 'Safety', 'fire'],
    taskUuids: [task.uuid],
  });
  const detail = (await call(app, 'GET', `/lesson/${lesson.uuid}`)).json();
  expect(detail).toMatchObject({
    lessonType: 'task',
    tags: ['fire', 'safety'],
    tasks: [{ uuid: task.uuid, title: 'Which is right?' }],
    taskCount: 1,
  });
  expect((await call(app, 'PUT', `/lesson/${lesson.uuid}/disabled`, { disabled: true })).json()).toMatchObject({ disabled: true });
  const found = (await call(app, 'GET', '/lessons?search=quiz&lessonType=task')).json();
  expect(found.rows).toEqual([
    expect.objectContaining({ uuid: lesson.uuid, title: 'Quiz time', disabled: true, tags: ['fire', 'safety'] }),
  ]);
  expect((await call(app, 'GET', '/lessons?tag=fire')).json().total).toBe(1);
  // A task in a task lesson is not deleted.
  expect((await call(app, 'DELETE', `/task/${task.uuid}`)).statusCode).toBe(409);
  // The unique file name is unique among the customer's lessons.
  await newLesson(app, { uniqueFileName: 'welcome-1' });
  expect((await call(app, 'POST', '/lesson', { lessonType: 'html', locale: 'en_US', uniqueFileName: 'welcome-1' })).statusCode).toBe(409);
});

it('serves a byte range of a lesson file, so the video preview can seek', async () => {
  const lesson = await newLesson(app, { lessonType: 'video' });
  await uploadLessonFile(app, lesson.uuid, 'clip.mp4', '0123456789');
  const url = `/api/authoring/web/data/elearningpackage/lessonfiles/${lesson.uuid}/clip.mp4`;
  const ranged = (range: string) => app.inject({ method: 'GET', url, headers: { cookie: author, range } });
  const middle = await ranged('bytes=2-5');
  expect(middle.statusCode).toBe(206);
  expect(middle.body).toBe('2345');
  expect(middle.headers['content-range']).toBe('bytes 2-5/10');
  expect((await ranged('bytes=7-')).body).toBe('789');
  expect((await ranged('bytes=-2')).body).toBe('89');
  const whole = await ranged('bytes=20-30');
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.body).toBe('0123456789');
});

it('stores lesson, task and package bodies sanitised: a script, an onerror and a javascript: link are stripped on save', async () => {
  const attack =
    '<p>Read <strong>this</strong><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">link</a></p><iframe src="https://evil.example"></iframe>';
  const body = { en_US: { title: 'Safe <b>title</b>', body: attack } };
  const kept = (html: string) => {
    expect(html).toContain('<p>Read <strong>this</strong>');
    expect(html).toContain('<img src="https://example.com/a.png" />');
    for (const payload of ['<script', 'alert(', 'onerror', 'javascript:', '<iframe']) expect(html).not.toContain(payload);
  };
  const lesson = await newLesson(app, { texts: body });
  const storedLesson = (await call(app, 'GET', `/lesson/${lesson.uuid}`)).json();
  kept(storedLesson.texts.en_US.body);
  // The title is plain text, escaped where it is shown: kept as typed.
  expect(storedLesson.texts.en_US.title).toBe('Safe <b>title</b>');
  const task = await newTask(app, 'Which?', { texts: body });
  kept((await call(app, 'GET', `/task/${task.uuid}`)).json().texts.en_US.body);
  const pkg = await newPackage(app, { texts: body });
  kept((await call(app, 'GET', `/package/${pkg.uuid}`)).json().texts.en_US.body);
  expect((await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: body })).statusCode).toBe(200);
  kept((await call(app, 'GET', `/package/${pkg.uuid}`)).json().chapters[0].texts.en_US.body);
});

it('/elearningpackage/files: the mass upload matches each file to the lesson by its unique file name, before uploading', async () => {
  const video = await newLesson(app, { lessonType: 'video', uniqueFileName: 'mass-intro', texts: texts('Mass intro') });
  const exact = await newLesson(app, { uniqueFileName: 'mass-page.html', texts: texts('Mass page') });
  await uploadLessonFile(app, video.uuid, 'mass-intro.mp4', 'old');
  const res = await call(app, 'POST', '/files/match', {
    fileNames: ['mass-intro.mp4', 'mass-intro.vtt', 'mass-page.html', 'nobody.mp4', 'bad name.mp4'],
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().files).toEqual([
    {
      fileName: 'mass-intro.mp4',
      lesson: { uuid: video.uuid, title: 'Mass intro', uniqueFileName: 'mass-intro' },
      replaces: true,
      problem: null,
    },
    {
      fileName: 'mass-intro.vtt',
      lesson: { uuid: video.uuid, title: 'Mass intro', uniqueFileName: 'mass-intro' },
      replaces: false,
      problem: null,
    },
    {
      fileName: 'mass-page.html',
      lesson: { uuid: exact.uuid, title: 'Mass page', uniqueFileName: 'mass-page.html' },
      replaces: false,
      problem: null,
    },
    { fileName: 'nobody.mp4', lesson: null, replaces: false, problem: 'kpg.files.noLesson' },
    { fileName: 'bad name.mp4', lesson: null, replaces: false, problem: 'kpg.file.invalidName' },
  ]);
  // Another customer's lessons are not matched; the body is checked.
  expect((await call(app, 'POST', '/files/match', { fileNames: ['mass-intro.mp4'] }, otherAuthor)).json().files[0].lesson).toBeNull();
  expect((await call(app, 'POST', '/files/match', { fileNames: [] })).json().fields).toHaveProperty(['body.fileNames']);
});
