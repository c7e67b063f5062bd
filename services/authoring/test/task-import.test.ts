import ExcelJS from 'exceljs';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { TASK_IMPORT_COLUMN_LABELS, TASK_IMPORT_COLUMNS, type TaskImportResult } from '@atrium/authoring-contract';
import { authoringModule } from '../src';
import { author, call, learner, otherAuthor } from './authoring-fixtures';

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

const URL = '/api/authoring/web/data/elearningpackage/taskimport/upload';

function upload(fileName: string, content: Buffer | string, query = 'locale=en_US&save=true', cookie = author) {
  const boundary = '----atriumtaskimport';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${URL}?${query}`,
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const HEADER =
  'Question;Explanation;Option 1;Option 2;Option 3;Option 4;Option 5;Option 6;Correct options;Multiple correct;Requires sound;Requires image;Tags';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const taskCount = async () => (await call(app, 'GET', '/tasks?search=Import')).json<{ total: number }>().total;

it('the template has the columns in the page language; another language of the headers is read too', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/authoring/web/data/elearningpackage/taskimport/template',
    headers: { cookie: `page_locale=sv_SE; ${author}` },
  });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
  expect(headers).toEqual(TASK_IMPORT_COLUMNS.map((column) => TASK_IMPORT_COLUMN_LABELS.sv_SE[column]));

  // The Swedish template filled in and uploaded as xlsx.
  workbook.worksheets[0]!.addRow([
    'Import: vilken släckare?',
    '',
    'Pulver',
    'Vatten',
    '',
    '',
    '',
    '',
    '1',
    'nej',
    '',
    'x',
    'brand, släckare',
  ]);
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());
  const saved = await upload('uppgifter.xlsx', filled, 'locale=sv_SE&save=true');
  expect(saved.json()).toEqual({
    rows: [{ row: 2, question: 'Import: vilken släckare?', problems: [], alreadyPresent: false }],
    imported: 1,
    skipped: 0,
  });
  const found = await call(app, 'GET', '/tasks?search=vilken');
  const [task] = found.json<{ rows: { uuid: string }[] }>().rows;
  const detail = (await call(app, 'GET', `/task/${task!.uuid}`)).json();
  expect(detail).toMatchObject({
    locale: 'sv_SE',
    requireImage: true,
    requireSound: false,
    tags: ['brand', 'släckare'],
    options: [
      { idx: 0, correct: true, texts: { sv_SE: { title: 'Pulver' } } },
      { idx: 1, correct: false, texts: { sv_SE: { title: 'Vatten' } } },
    ],
  });
});

it('checks every row and names each problem by row and column before anything is saved', async () => {
  const before = await taskCount();
  const res = await upload(
    'tasks.csv',
    csv(
      'Import: fine;;Yes;No;;;;;1;;;;',
      ';;A;B;;;;;1;;;;',
      'Import: bad correct;;A;B;;;;;3;;;;',
      'Import: two correct;;A;B;;;;;1,2;no;;;',
      'Import: bad flag;;A;B;;;;;1;maybe;;;',
      'Import: no answer;;A;B;;;;;;;;;',
    ),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json<TaskImportResult>()).toEqual({
    imported: 0,
    skipped: 0,
    rows: [
      { row: 2, question: 'Import: fine', problems: [], alreadyPresent: false },
      { row: 3, question: '', problems: [{ column: 'question', key: 'validation.required' }], alreadyPresent: false },
      {
        row: 4,
        question: 'Import: bad correct',
        problems: [
          { column: 'correct', key: 'kpg.taskImport.badCorrect' },
          { column: 'correct', key: 'kpg.task.needsCorrect' },
        ],
        alreadyPresent: false,
      },
      { row: 5, question: 'Import: two correct', problems: [{ column: 'correct', key: 'kpg.task.oneCorrect' }], alreadyPresent: false },
      {
        row: 6,
        question: 'Import: bad flag',
        problems: [{ column: 'multipleCorrect', key: 'kpg.taskImport.badYesNo' }],
        alreadyPresent: false,
      },
      { row: 7, question: 'Import: no answer', problems: [{ column: 'correct', key: 'kpg.task.needsCorrect' }], alreadyPresent: false },
    ],
  });
  expect(await taskCount()).toBe(before);
});

it('a check alone saves nothing; multiple correct answers are allowed when the row says so', async () => {
  const before = await taskCount();
  const rows = csv('Import: many;Both burn;Paper;Wood;;;;;1 2;yes;;;');
  const checked = await upload('tasks.csv', rows, 'locale=en_US');
  expect(checked.json()).toEqual({
    rows: [{ row: 2, question: 'Import: many', problems: [], alreadyPresent: false }],
    imported: 0,
    skipped: 0,
  });
  expect(await taskCount()).toBe(before);
  expect((await upload('tasks.csv', rows)).json()).toMatchObject({ imported: 1 });
  expect(await taskCount()).toBe(before + 1);
});

it('refuses a file without the columns, of another type, or unreadable, and a caller without authoring', async () => {
  const noColumns = await upload('tasks.csv', 'Name;Email\nA;b');
  expect(noColumns.statusCode).toBe(400);
  expect(noColumns.json().message).toBe('kpg.taskImport.noColumns');
  expect((await upload('tasks.pdf', 'x')).statusCode).toBe(415);
  const broken = await upload('tasks.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a zip')]));
  expect(broken.statusCode).toBe(400);
  expect(broken.json().message).toBe('kpg.taskImport.unreadable');
  const badLocale = await upload('tasks.csv', csv('Q;;A;;;;;;1;;;;'), 'locale=de_DE');
  expect(Object.keys(badLocale.json().fields)).toEqual(['querystring.locale']);
  expect((await upload('tasks.csv', csv('Q;;A;;;;;;1;;;;'), undefined, learner)).statusCode).toBe(403);
  // Another customer's authors import into their own library.
  await upload('tasks.csv', csv('Import: theirs;;A;;;;;;1;;;;'), undefined, otherAuthor);
  expect((await call(app, 'GET', '/tasks?search=theirs')).json()).toMatchObject({ total: 0 });
});

it('§7 excel download: the tasks the search finds in the import columns, which upload again as they are', async () => {
  await upload('tasks.csv', csv('Roundtrip: which burns?;Both do;Paper;Wood;Stone;;;;1,2;yes;;x;fire, basics'));
  const res = await app.inject({
    method: 'GET',
    url: '/api/authoring/web/data/elearningpackage/tasks/excel?search=Roundtrip',
    headers: { cookie: `page_locale=nb_NO; ${author}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="tasks.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
    TASK_IMPORT_COLUMNS.map((column) => TASK_IMPORT_COLUMN_LABELS.nb_NO[column]),
  );
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
    'Roundtrip: which burns?',
    'Both do',
    'Paper',
    'Wood',
    'Stone',
    undefined,
    undefined,
    undefined,
    '1,2',
    'ja',
    'nei',
    'ja',
    'basics, fire',
  ]);
  const again = await upload('tasks.xlsx', res.rawPayload, 'locale=en_US');
  // Checked again, the downloaded tasks are found to be there already.
  expect(again.json()).toEqual({
    rows: [{ row: 2, question: 'Roundtrip: which burns?', problems: [], alreadyPresent: true }],
    imported: 0,
    skipped: 1,
  });
  const refused = await app.inject({
    method: 'GET',
    url: '/api/authoring/web/data/elearningpackage/tasks/excel',
    headers: { cookie: learner },
  });
  expect(refused.statusCode).toBe(403);
});

it('a file imported twice: its tasks are marked as already there and skipped, new rows still import', async () => {
  const first = csv('Twice: which exit?;;Left;Right;;;;;2;;;;', 'Twice: which alarm?;;Red;Blue;;;;;1;;;;');
  expect((await upload('tasks.csv', first)).json()).toMatchObject({ imported: 2, skipped: 0 });
  const count = async () => (await call(app, 'GET', '/tasks?search=Twice')).json<{ total: number }>().total;
  // The check warns before anything is sent again; spacing and case do not make a task new.
  const checked = await upload('tasks.csv', csv('twice:  Which exit? ;;left;Right;;;;;2;;;;'), 'locale=en_US');
  expect(checked.json<TaskImportResult>().rows[0]!.alreadyPresent).toBe(true);
  // The same file again, with one new row and one row repeated within the file.
  const again = await upload(
    'tasks.csv',
    csv(
      'Twice: which exit?;;Left;Right;;;;;2;;;;',
      'Twice: which alarm?;;Red;Blue;;;;;1;;;;',
      'Twice: which door?;;Front;Back;;;;;1;;;;',
      'Twice: which door?;;Front;Back;;;;;1;;;;',
    ),
  );
  expect(again.json<TaskImportResult>()).toMatchObject({ imported: 1, skipped: 3 });
  expect(again.json<TaskImportResult>().rows.map((row) => row.alreadyPresent)).toEqual([true, true, false, true]);
  expect(await count()).toBe(3);
  // Another correct option, or another language, is another task.
  expect((await upload('tasks.csv', csv('Twice: which exit?;;Left;Right;;;;;1;;;;'))).json()).toMatchObject({ imported: 1 });
  expect((await upload('tasks.csv', first, 'locale=nb_NO&save=true')).json()).toMatchObject({ imported: 2 });
  // Two uploads of one new file at once save its task once.
  const racing = csv('Twice: raced?;;Yes;No;;;;;1;;;;');
  const answers = await Promise.all([upload('tasks.csv', racing), upload('tasks.csv', racing)]);
  expect(answers.map((answer) => answer.json<TaskImportResult>().imported).sort()).toEqual([0, 1]);
  expect((await call(app, 'GET', '/tasks?search=raced')).json()).toMatchObject({ total: 1 });
});
