import { inflateSync } from 'node:zlib';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { call, learner, newLesson, newPackage, newTask, otherAuthor, texts } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The text a PDF shows: each content stream inflated, its hex strings (pdfkit's standard fonts) decoded, line by line. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\] TJ/g))
      lines.push(
        [...shown[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join('')
          // WinAnsi's en dash.
          .replaceAll('\x96', '–'),
      );
  }
  return lines.join('\n');
}

const SCRIPT = (uuid: string) => `/api/authoring/web/data/elearningpackage/script/${uuid}/pdf`;

it('§2 /elearningpackage/script as a real PDF: the package in order, lesson texts, tasks with the correct options, the exam', async () => {
  const pkg = await newPackage(app, {
    exam: true,
    internalName: 'Fire 2026',
    texts: { en_US: { title: 'Fire safety', body: '<p>Read all of it</p>' } },
  });
  const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('Basics') })).json().chapters[0];
  const quiz = await newTask(app, 'Which exit?');
  const video = await newLesson(app, { lessonType: 'video', texts: { en_US: { title: 'Watch', body: '<p>Look <em>closely</em></p>' } } });
  const tasks = await newLesson(app, { lessonType: 'task', texts: texts('Check'), taskUuids: [quiz.uuid] });
  for (const lesson of [video, tasks])
    await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
  await call(app, 'PUT', `/lesson/${video.uuid}/disabled`, { disabled: true });
  await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'All', take: 1, taskUuids: [quiz.uuid] });

  const res = await call(app, 'GET', SCRIPT(pkg.uuid));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="script-Fire-2026.pdf"');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(res.rawPayload);
  const inOrder = [
    'Script: Fire safety',
    'Fire 2026 · Development',
    'Read all of it',
    '1. Basics',
    '1.1 Watch',
    'Video · disabled, left out of the export',
    'Look closely',
    '1.2 Check',
    '1. Which exit?',
    '– Right  [correct]',
    '– Wrong',
    'Exam',
    '70 % correct answers needed to pass',
    'All: 1 of 1 tasks drawn',
  ];
  let from = 0;
  for (const line of inOrder) {
    const at = text.indexOf(line, from);
    expect({ line, found: at >= 0 }).toEqual({ line, found: true });
    from = at + line.length;
  }
});

it('writes the script in the package’s language, and keeps it to the author’s customer and course staff', async () => {
  const pkg = await newPackage(app, { locale: 'nb_NO', exam: true, texts: { nb_NO: { title: 'Brannvern', body: '' } } });
  const text = pdfText((await call(app, 'GET', SCRIPT(pkg.uuid))).rawPayload);
  expect(text).toContain('Manus: Brannvern');
  expect(text).toContain('Eksamen');
  expect((await call(app, 'GET', SCRIPT(pkg.uuid), undefined, otherAuthor)).statusCode).toBe(404);
  expect((await call(app, 'GET', SCRIPT(pkg.uuid), undefined, learner)).statusCode).toBe(403);
  expect((await call(app, 'GET', SCRIPT('not-a-uuid'))).json().fields).toHaveProperty(['params.uuid']);
});
