import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, createTestDatabase, startTestS3, type TestDatabase, type TestS3 } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { authoringModule } from '../src';
import {
  author,
  BASE,
  call,
  learner,
  otherAuthor,
  newLesson,
  newPackage,
  newTask,
  texts,
  unzip,
  uploadLessonFile,
} from './authoring-fixtures';

// Real packages of other tools (read where they are, never copied), and the lesson files in a real S3-compatible server.
const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/packages');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const EXPORT = '/api/authoring/web/data/elearningpackage/scormexport';
const saved = { ...process.env };
let s3: TestS3;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startTestS3('atrium-authoring', 'scorm-import-test/');
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

/** The zip as the screen sends it: multipart, the field `file`. */
function importZip(zip: Buffer, fileName = 'package.zip', cookie = author) {
  const boundary = '----atriumimport';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${BASE}/scormimport`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

function zipOf(files: Record<string, string>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const MANIFEST = `<?xml version="1.0"?><manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
<metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
<organizations default="o"><organization identifier="o"><title>Handmade</title><item identifier="i" identifierref="r"><title>T</title></item></organization></organizations>
<resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources></manifest>`;

const packageCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('authoring.package')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("§7 SCORM import of another tool's package (decision 0254)", () => {
  it.each([
    ['RuntimeBasicCalls_SCORM12.zip', 'scorm12'],
    ['RuntimeBasicCalls_SCORM20043rdEdition.zip', 'scorm2004'],
  ])('%s becomes a package with one HTML v2 lesson opened at the entry point, every file kept', async (name, kind) => {
    const zip = fixture(name);
    const res = await importZip(zip, name);
    expect(res.statusCode).toBe(201);
    const result = res.json();
    const original = await unzip(zip);
    const originalFiles = [...original.keys()].filter((file) => !file.endsWith('/'));
    expect(result).toMatchObject({ kind, lessons: 1, tasks: 0, leftOut: [], files: originalFiles.length + 2 });
    expect(result.internalName).toMatch(/^Golf Explained/);

    const detail = (await call(app, 'GET', `/package/${result.uuid}`)).json();
    expect(detail.status).toBe('development');
    expect(detail.chapters).toHaveLength(1);
    const lesson = detail.chapters[0].lessons[0];
    expect(lesson).toMatchObject({ lessonType: 'htmlv2', jsFile: 'atrium-entry.js' });
    expect(lesson.fileNames).toEqual(expect.arrayContaining([...originalFiles, 'atrium-entry.html', 'atrium-entry.js']));

    // The entry page opens the manifest's launch file; the files are served as they were, as what they are.
    const preview = (file: string) => call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${lesson.uuid}/${file}`);
    const entry = await preview('atrium-entry.html');
    expect(entry.body).toContain('url=shared/launchpage.html');
    const launch = await preview('shared/launchpage.html');
    expect(launch.headers['content-type']).toMatch(/^text\/html/);
    expect(launch.body).toBe(original.get('shared/launchpage.html'));

    // It passes the package's own rules, so it can be exported again at once.
    const calculation = (await call(app, 'GET', `${EXPORT}/${result.uuid}/720/true/240,720/2004/calculation`)).json();
    expect(calculation.errors).toEqual([]);
  });

  it('refuses broken packages with a 400 naming the file field, and keeps nothing', async () => {
    const before = await packageCount();
    const cases: [Buffer, string, string][] = [
      [fixture('MalformedXml_SCORM12.zip'), 'x.zip', 'kpg.scormImport.badManifest'],
      [fixture('MissingLaunchUrl_SCORM12.zip'), 'x.zip', 'kpg.scormImport.noLaunch'],
      // cmi5 is not SCORM: it has no imsmanifest.xml.
      [fixture('cmi5_single_au_basic_responsive.zip'), 'x.zip', 'kpg.scormImport.noManifest'],
      [Buffer.from('not a zip at all'), 'x.zip', 'kpg.scormImport.notZip'],
      [await zipOf({ 'index.html': '<p>hi</p>' }), 'x.zip', 'kpg.scormImport.noManifest'],
      [await zipOf({ 'imsmanifest.xml': MANIFEST }), 'x.zip', 'kpg.scormImport.noLaunch'],
      [await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '' }), 'x.txt', 'kpg.scormImport.notZip'],
    ];
    for (const [zip, name, key] of cases) {
      const res = await importZip(zip, name);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'body.file': key });
    }
    expect(await packageCount()).toBe(before);
  });

  it('refuses a zip-slip path before storing anything', async () => {
    // yazl will not write "..", so the name is changed in the bytes (same length, in both headers).
    const zip = await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '<p>hi</p>', 'aa/evil.html': 'x' });
    const slipped = Buffer.from(zip.toString('latin1').split('aa/evil.html').join('../evil.html'), 'latin1');
    const res = await importZip(slipped);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.file': 'kpg.scormImport.unsafePath' });
  });

  it('refuses a zip that would unpack to more than the limit (a zip bomb) before reading it', async () => {
    const zip = await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '<p>hi</p>' });
    // The central directory claims index.html unpacks to 4 GB; the import believes the claim and stops.
    const central = zip.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
    zip.writeUInt32LE(0xfffffff0, central + 24);
    const res = await importZip(zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.file': 'kpg.scormImport.tooLarge' });
  });

  it('is all or nothing: a file that turns out damaged while stored leaves no package', async () => {
    const before = await packageCount();
    const zip = await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '<p>hi</p>', 'zz.txt': 'long text '.repeat(500) }, false);
    // The central directory says zz.txt is 10 bytes: reading it finds more, as in a damaged or forged archive.
    const central = zip.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
    zip.writeUInt32LE(10, central + 24);
    const res = await importZip(zip);
    expect(res.statusCode).toBe(400);
    expect(await packageCount()).toBe(before);
  });

  it('asks for a course admin', async () => {
    const zip = fixture('RuntimeBasicCalls_SCORM12.zip');
    expect((await importZip(zip, 'p.zip', learner)).statusCode).toBe(403);
    const signedOut = await app.inject({ method: 'POST', url: `${BASE}/scormimport` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("§7 SCORM import of the tool's own export: a round trip", () => {
  it.each(['12', '2004'])(
    'SCORM %s: export then import gives the same chapters, lessons, texts, files, tasks and exam',
    async (version) => {
      const pkg = await newPackage(app, {
        exam: true,
        examPercentRequired: 60,
        texts: { en_US: { title: 'Safety', body: '<p>Intro</p>' }, nb_NO: { title: 'Sikkerhet', body: '' } },
      });
      const chapter = (
        await call(app, 'POST', `/package/${pkg.uuid}/chapter`, {
          texts: { en_US: { title: 'Start', body: '' }, sv_SE: { title: 'Början', body: '' } },
        })
      ).json().chapters[0];
      const html = await newLesson(app, {
        lessonType: 'htmlv2',
        jsFile: 'js/intro.js',
        texts: texts('Welcome'),
        tags: ['fire'],
        endingLinks: [{ text: 'More', href: 'https://example.com/' }],
      });
      await uploadLessonFile(
        app,
        html.uuid,
        'intro.html',
        '<link href="css/site.css" rel="stylesheet"><script src="js/intro.js"></script>',
        undefined,
        'js/intro.html',
      );
      await uploadLessonFile(app, html.uuid, 'intro.js', 'document.body.dataset.ready = "1";', undefined, 'js/intro.js');
      await uploadLessonFile(app, html.uuid, 'site.css', 'body { color: red }', undefined, 'css/site.css');
      const first = await newTask(app, 'First', { tags: ['fire'] });
      const second = await newTask(app, 'Second', {
        multipleCorrect: true,
        options: [
          { idx: 0, texts: texts('A'), correct: true },
          { idx: 1, texts: texts('B'), correct: true },
        ],
      });
      const taskLesson = await newLesson(app, { lessonType: 'task', texts: texts('Check'), taskUuids: [first.uuid] });
      for (const lesson of [html, taskLesson])
        await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
      await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'All', take: 1, taskUuids: [first.uuid, second.uuid] });

      const exported = await call(app, 'GET', `${EXPORT}/${pkg.uuid}/720/true/240,720/${version}`);
      expect(exported.statusCode).toBe(200);
      const res = await importZip(exported.rawPayload, `export-${version}.zip`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'atrium', lessons: 2, tasks: 2, files: 3, leftOut: [] });

      const source = (await call(app, 'GET', `/package/${pkg.uuid}`)).json();
      const copy = (await call(app, 'GET', `/package/${res.json().uuid}`)).json();
      const shape = (detail: typeof source) => ({
        internalName: detail.internalName,
        texts: detail.texts,
        exam: detail.exam,
        examPercentRequired: detail.examPercentRequired,
        chapters: detail.chapters.map((one: typeof chapter) => ({
          texts: one.texts,
          lessons: one.lessons.map((lesson: typeof source) => ({
            type: lesson.lessonType,
            texts: lesson.texts,
            jsFile: lesson.jsFile,
            files: lesson.fileNames,
            tasks: lesson.taskCount,
          })),
        })),
        groups: detail.examGroups.map((group: typeof source) => ({
          name: group.internalName,
          take: group.take,
          tasks: group.tasks.map((task: typeof source) => task.title),
        })),
      });
      expect(shape(copy)).toEqual(shape(source));
      expect(copy.status).toBe('development');
      // New lessons and tasks of their own, with the same tags, links, options and file bytes.
      const lesson = copy.chapters[0].lessons[0];
      expect(lesson.uuid).not.toBe(html.uuid);
      const lessonCopy = (await call(app, 'GET', `/lesson/${lesson.uuid}`)).json();
      expect(lessonCopy).toMatchObject({ tags: ['fire'], endingLinks: [{ text: 'More', href: 'https://example.com/' }] });
      const css = await call(app, 'GET', `/api/authoring/web/data/elearningpackage/lessonfiles/${lesson.uuid}/css/site.css`);
      expect(css.body).toBe('body { color: red }');
      const taskCopy = (await call(app, 'GET', `/task/${copy.examGroups[0].tasks[1].uuid}`)).json();
      expect(taskCopy).toMatchObject({
        multipleCorrect: true,
        options: [expect.objectContaining({ correct: true }), expect.objectContaining({ correct: true })],
      });
    },
  );
});

describe('§7 SCORM import at once', () => {
  it('two imports of one export at once both succeed; a free unique file name goes to one of them', async () => {
    const pkg = await newPackage(app);
    const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('One') })).json().chapters[0];
    const lesson = await newLesson(app, { lessonType: 'html', jsFile: 'a.js', uniqueFileName: 'race-name', texts: texts('A') });
    await uploadLessonFile(app, lesson.uuid, 'a.js', '');
    await uploadLessonFile(app, lesson.uuid, 'a.html', '');
    await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
    const exported = await call(app, 'GET', `${EXPORT}/${pkg.uuid}/720/true/240,720/12`);
    // The source gives its name up, so the name is free for the copies.
    expect((await call(app, 'PUT', `/lesson/${lesson.uuid}/uniquefilename`, { uniqueFileName: 'race-name-old' })).statusCode).toBe(200);
    const answers = await Promise.all([importZip(exported.rawPayload), importZip(exported.rawPayload)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const names = [];
    for (const res of answers) {
      const copy = (await call(app, 'GET', `/package/${res.json().uuid}`)).json();
      names.push((await call(app, 'GET', `/lesson/${copy.chapters[0].lessons[0].uuid}`)).json().uniqueFileName);
    }
    expect(names.sort()).toEqual(['race-name', null].sort());
  });
});

describe('§7 file scan (decision 0255)', () => {
  it('names files no page uses and files pages name that are missing', async () => {
    const imported = (await importZip(fixture('RuntimeBasicCalls_SCORM12.zip'))).json();
    const scan = (await call(app, 'GET', `/package/${imported.uuid}/filescan`)).json();
    expect(scan.lessons).toHaveLength(1);
    // The manifest and its schemas are kept but nothing opens them; the entry page, launch page and pages are used.
    expect(scan.lessons[0].unusedFiles).toEqual(expect.arrayContaining(['imsmanifest.xml', 'ims_xml.xsd']));
    expect(scan.lessons[0].unusedFiles).not.toEqual(expect.arrayContaining(['shared/launchpage.html']));

    const pkg = await newPackage(app);
    const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('One') })).json().chapters[0];
    const lesson = await newLesson(app, { lessonType: 'htmlv2', jsFile: 'page.js', texts: texts('Page') });
    await uploadLessonFile(
      app,
      lesson.uuid,
      'page.html',
      '<img src="img/logo.png"><a href="https://example.com/x.png">x</a><script src="page.js"></script>',
    );
    await uploadLessonFile(app, lesson.uuid, 'page.js', '');
    await uploadLessonFile(app, lesson.uuid, 'old.css', 'body{background:url("bg.jpg")}');
    await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
    const result = (await call(app, 'GET', `/package/${pkg.uuid}/filescan`)).json();
    expect(result.lessons).toEqual([
      {
        uuid: lesson.uuid,
        title: 'Page',
        unusedFiles: ['old.css'],
        missingFiles: [
          { file: 'bg.jpg', referencedBy: 'old.css' },
          { file: 'img/logo.png', referencedBy: 'page.html' },
        ],
      },
    ]);
  });

  it("is the author's customer's only", async () => {
    const pkg = await newPackage(app);
    expect((await call(app, 'GET', `/package/${pkg.uuid}/filescan`, undefined, learner)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/package/${pkg.uuid}/filescan`, undefined, otherAuthor)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/package/not-a-uuid/filescan')).statusCode).toBe(400);
  });
});
