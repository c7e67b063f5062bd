import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { author, call, learner, newLesson, otherAuthor, unzip, uploadLessonFile } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  process.env.ATRIUM_FILES_DIR = mkdtempSync(path.join(tmpdir(), 'atrium-html-files-'));
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const upload = (uuid: string, filePath: string, content: string) =>
  uploadLessonFile(app, uuid, filePath.split('/').pop()!, content, author, filePath);
const list = async (uuid: string, folder = '') => (await call(app, 'GET', `/lesson/${uuid}/htmlfiles?folder=${folder}`)).json();

async function htmlV2Lesson(): Promise<string> {
  const lesson = await newLesson(app, { lessonType: 'htmlv2', jsFile: 'js/main.js' });
  for (const [path, content] of [
    ['index.html', '<link href="css/site.css"><script src="js/main.js"></script>'],
    ['js/main.js', 'start()'],
    ['js/main.html', '<p>main</p>'],
    ['css/site.css', 'p{}'],
    ['css/fonts/a.woff', 'font'],
    ['img/logo.png', 'png'],
  ]) {
    const res = await upload(lesson.uuid, path!, content!);
    expect({ path, status: res.statusCode, body: res.statusCode === 201 ? '' : res.body }).toEqual({ path, status: 201, body: '' });
  }
  return lesson.uuid;
}

it('§7 html v2 file list: the files of a folder and its folders with their file counts, the page loading them by relative address', async () => {
  const uuid = await htmlV2Lesson();
  expect(await list(uuid)).toEqual({
    folder: '',
    folders: [
      { path: 'css', name: 'css', fileCount: 2 },
      { path: 'img', name: 'img', fileCount: 1 },
      { path: 'js', name: 'js', fileCount: 2 },
    ],
    files: [expect.objectContaining({ path: 'index.html', name: 'index.html', sizeBytes: 60 })],
  });
  expect(await list(uuid, 'css')).toEqual({
    folder: 'css',
    folders: [{ path: 'css/fonts', name: 'fonts', fileCount: 1 }],
    files: [expect.objectContaining({ path: 'css/site.css', name: 'site.css' })],
  });
  // The preview serves css/site.css where index.html asks for it.
  const served = await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${uuid}/css/site.css`);
  expect(served.statusCode).toBe(200);
  expect(served.body).toBe('p{}');
  // The same path uploaded again replaces the file.
  await upload(uuid, 'css/site.css', 'p{color:red}');
  expect((await list(uuid, 'css')).files[0].sizeBytes).toBe(12);
});

it('§7 html v2 delete: a file, or a folder with all in it; the main script and the folder holding it stay', async () => {
  const uuid = await htmlV2Lesson();
  const remove = (path: string, cookie = author) => call(app, 'DELETE', `/lesson/${uuid}/htmlfiles?path=${path}`, undefined, cookie);
  expect((await remove('css/site.css')).json()).toEqual({ deleted: 1 });
  expect((await remove('css')).json()).toEqual({ deleted: 1 });
  expect((await list(uuid)).folders.map((folder: { name: string }) => folder.name)).toEqual(['img', 'js']);
  for (const path of ['js/main.js', 'js']) {
    const refused = await remove(path);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('kpg.cannotdeletelessonfile');
  }
  expect((await remove('js/main.html')).json()).toEqual({ deleted: 1 });
  expect((await remove('nothing-here')).statusCode).toBe(404);
  expect((await remove('img', otherAuthor)).statusCode).toBe(404);
  expect((await remove('img', learner)).statusCode).toBe(403);
});

it('refuses paths beyond §5 names, folders in other lesson types, and names the field', async () => {
  const uuid = await htmlV2Lesson();
  for (const path of ['../secret', 'css//a.css', 'css/my file.css', '/abs.css', 'css/./a.css']) {
    const res = await upload(uuid, path, 'x');
    expect({ path, status: res.statusCode, fields: res.json().fields }).toEqual({
      path,
      status: 400,
      fields: { 'body.path': 'kpg.file.invalidName' },
    });
  }
  const bad = await call(app, 'GET', `/lesson/${uuid}/htmlfiles?folder=../x`);
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().fields)).toEqual(['querystring.folder']);
  const html = await newLesson(app, { lessonType: 'html' });
  const refused = await upload(html.uuid, 'css/site.css', 'x');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('kpg.files.foldersOnlyHtmlV2');
});

it('the SCORM export carries the folders of an HTML v2 lesson', async () => {
  const uuid = await htmlV2Lesson();
  const pkg = (
    await call(app, 'POST', '/package', { internalName: 'Folders', locale: 'en_US', texts: { en_US: { title: 'Folders', body: '' } } })
  ).json();
  const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: { en_US: { title: 'One', body: '' } } })).json()
    .chapters[0];
  await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: uuid });
  const zip = await call(app, 'GET', `/api/authoring/web/data/elearningpackage/scormexport/${pkg.uuid}/720/false/240/12`);
  expect(zip.statusCode).toBe(200);
  const files = await unzip(zip.rawPayload);
  expect(files.get(`lessons/${uuid}/css/fonts/a.woff`)).toBe('font');
  expect(files.get(`lessons/${uuid}/js/main.js`)).toBe('start()');
});
