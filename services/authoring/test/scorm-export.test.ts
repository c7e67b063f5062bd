import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { manifestProblems } from '../src/scorm-export/manifest-check';
import { call, newLesson, newPackage, newTask, texts, unzip, uploadLessonFile } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const EXPORT = '/api/authoring/web/data/elearningpackage/scormexport';

beforeAll(async () => {
  process.env.ATRIUM_FILES_DIR = mkdtempSync(path.join(tmpdir(), 'atrium-authoring-export-'));
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function writtenPackage(): Promise<string> {
  const pkg = await newPackage(app, { exam: true, examPercentRequired: 50 });
  const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('Getting started') })).json().chapters[0];
  const html = await newLesson(app, { lessonType: 'html', jsFile: 'intro.js', texts: texts('Welcome') });
  await uploadLessonFile(app, html.uuid, 'intro.js', 'document.body.dataset.ready = "1";');
  const video = await newLesson(app, { lessonType: 'video', videoFile: 'clip.mp4', texts: texts('Watch') });
  await uploadLessonFile(app, video.uuid, 'clip.mp4', Buffer.alloc(2048, 1));
  for (const lesson of [html, video])
    await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
  const tasks = [await newTask(app, 'First'), await newTask(app, 'Second')];
  await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'All', take: 2, taskUuids: tasks.map((task) => task.uuid) });
  return pkg.uuid;
}

it('refuses the export while the package has errors, naming them in the calculation (§5 rules)', async () => {
  const uuid = await writtenPackage();
  const calculation = await call(app, 'GET', `${EXPORT}/${uuid}/720/true/240,720/12/calculation`);
  expect(calculation.json().errors).toEqual([expect.objectContaining({ key: 'kpg.check.htmlNoHtml' })]);
  expect((await call(app, 'GET', `${EXPORT}/${uuid}/720/true/240,720/12`)).statusCode).toBe(409);
});

it.each(['12', '2004'] as const)(
  'exports SCORM %s: a manifest that passes its check, the player, the course and the lesson files',
  async (version) => {
    const uuid = await writtenPackage();
    const html = (await call(app, 'GET', `/package/${uuid}`)).json().chapters[0].lessons[0];
    await uploadLessonFile(app, html.uuid, 'intro.html', '<script src="intro.js"></script>');
    const calculation = (await call(app, 'GET', `${EXPORT}/${uuid}/720/true/240,720/${version}/calculation`)).json();
    expect(calculation).toMatchObject({ errors: [], videosWithoutRenditions: ['clip.mp4'] });
    expect(calculation.sizeBytes).toBeGreaterThan(2048);

    const res = await call(app, 'GET', `${EXPORT}/${uuid}/720/true/240,720/${version}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    expect(files.size).toBe(calculation.fileCount);
    const manifest = files.get('imsmanifest.xml')!;
    expect(manifestProblems(manifest, version, new Set(files.keys()))).toEqual([]);
    expect(manifest).toContain(
      version === '12' ? '<adlcp:masteryscore>50</adlcp:masteryscore>' : '<imsss:minNormalizedMeasure>0.50</imsss:minNormalizedMeasure>',
    );
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'player.js', 'content.js', `lessons/${html.uuid}/intro.html`, `lessons/${html.uuid}/intro.js`]),
    );
    const content = files.get('content.js')!;
    expect(content).toContain(`"scormVersion":"${version}"`);
    expect(content).toContain('"examPercentRequired":50');
  },
);

it('checks manifests: a missing launch file, a duplicate identifier or the wrong version are problems', () => {
  const good = `<?xml version="1.0"?><manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
<metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
<organizations default="o"><organization identifier="o"><title>T</title><item identifier="i" identifierref="r"><title>T</title></item></organization></organizations>
<resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources></manifest>`;
  expect(manifestProblems(good, '12', new Set(['index.html']))).toEqual([]);
  expect(manifestProblems(good, '12', new Set())).toEqual(['launch file index.html is not in the package']);
  expect(manifestProblems(good.replace('identifier="i"', 'identifier="o"'), '12', new Set(['index.html']))).toEqual([
    'identifier o is used twice',
  ]);
  expect(manifestProblems(good, '2004', new Set(['index.html']))).toEqual(
    expect.arrayContaining(['schemaversion is not 2004 4th Edition']),
  );
  expect(manifestProblems('<manifest>', '12', new Set())[0]).toMatch(/not well-formed/);
});

it('refuses unknown qualities and versions naming the part of the path', async () => {
  const uuid = await writtenPackage();
  expect((await call(app, 'GET', `${EXPORT}/${uuid}/721/true/240/12/calculation`)).json().fields).toHaveProperty(['params.mp4Qualities']);
  expect((await call(app, 'GET', `${EXPORT}/${uuid}/720/true/240/13`)).json().fields).toHaveProperty(['params.version']);
});
