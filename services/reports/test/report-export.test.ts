import { buildTestApp, createTestDatabase, sessionCookie, startTestS3, type TestDatabase, type TestS3 } from '@atrium/service-core/testing';
import type { ReportExport } from '@atrium/reports-contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { removeOldExports } from '../src/report-export/remove-old-exports';
import { startReportExportWorker } from '../src/report-export/report-export-worker';
import { runReportExport } from '../src/report-export/run-report-export';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns, seedClassroomLine } from './classroom-search-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let s3: TestS3;
const staff = `${sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 })}; page_locale=en_US`;
const otherStaff = sessionCookie({ roles: ['staff'], userId: 2, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const MARCH = 'fromDate=2026-03-01&toDate=2026-03-31';

beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(process.env, s3.settings);
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 900000, quantity: 2, placed: '2026-01-15T10:00:00Z' });
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 450050, quantity: 1, placed: '2026-02-10T10:00:00Z' });
  await seedClassroomLine(database.db, { instanceId: 103, netPrice: 450000, quantity: 1, placed: '2026-02-20T10:00:00Z' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  for (const name of Object.keys(s3.settings)) delete process.env[name];
  await s3.close();
});

const download = (type: string, format: string, query: string, cookie = staff) =>
  app.inject({ url: `/api/reports/data/classroom-search/${type}/${format}?${query}`, headers: { cookie } });

async function sheetOf(payload: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

/** The CSV's lines split into fields (the test data holds no quoted fields). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

it('downloads every search type as Excel and as CSV with the same rows, headers in the page’s language', async () => {
  const cases: [string, string, string, string[], unknown[][], string[][]][] = [
    [
      'COURSE_LIST',
      MARCH,
      'Course list',
      ['Year', 'Week', 'Course instance', 'Course', 'Start date', 'End date', 'Cancelled', 'Internal course'],
      [
        [2026, 10, 101, 'First aid'],
        [2026, 10, 105, 'Svensk kurs'],
        [2026, 11, 102, 'brannvern'],
      ],
      [
        [
          '2026',
          '10',
          '101',
          'First aid',
          '02.03.2026',
          '02.03.2026',
          'No',
          'No',
          'Oslo sentrum',
          '4',
          '10',
          '5',
          '02.03.2026 08:00–15:30, Rom 1, Stian Staff',
        ],
      ],
    ],
    [
      'COURSE_PLAN',
      'period=SPRING&year=2026',
      'Course plan',
      ['Course', 'Month', 'Course instance', 'Start date', 'Place'],
      [
        ['brannvern', 3, 102],
        ['First aid', 3, 101],
        ['Svensk kurs', 3, 105],
      ],
      [['brannvern', '3', '102', '11.03.2026', 'BGO']],
    ],
    [
      'COURSE_TURNOVER',
      MARCH,
      'Courses',
      ['Course instance', 'Course', 'Start date', 'End date', 'Course place', 'Internal course', 'Attending'],
      [
        [101, 'First aid'],
        [102, 'brannvern'],
      ],
      [
        [
          '101',
          'First aid',
          '02.03.2026',
          '02.03.2026',
          'Oslo sentrum',
          'No',
          '4',
          '10',
          '5',
          '13500.50',
          '27000.00',
          '36000.00',
          '45000.00',
          '22499.50',
          'NOK',
        ],
      ],
    ],
    [
      'COURSE_TURNOVER_POTENTIAL',
      'date=2026-03-15',
      'Courses',
      ['Course instance', 'Course'],
      [
        [101, 'First aid'],
        [102, 'brannvern'],
      ],
      [
        [
          '101',
          'First aid',
          '02.03.2026',
          '02.03.2026',
          'Oslo sentrum',
          'No',
          '4',
          '10',
          '5',
          '13500.50',
          '27000.00',
          '36000.00',
          '45000.00',
          '22499.50',
          'NOK',
        ],
      ],
    ],
    [
      'PURCHASE_REPORT',
      `${MARCH}&includeCancelledCourses=true`,
      'Purchase report',
      ['Ordered', 'Order', 'Customer', 'Course', 'Course instance', 'First course day', 'Quantity', 'Net price', 'Currency'],
      [
        [new Date('2026-01-15T00:00:00Z'), 1, 'Nordsjø Energi AS', 'First aid', 101, new Date('2026-03-02T00:00:00Z'), 2, 9000, 'NOK'],
        [new Date('2026-02-10T00:00:00Z'), 2, 'Nordsjø Energi AS', 'First aid', 101, new Date('2026-03-02T00:00:00Z'), 1, 4500.5, 'NOK'],
        [new Date('2026-02-20T00:00:00Z'), 3, 'Nordsjø Energi AS', 'First aid', 103, new Date('2026-03-20T00:00:00Z'), 1, 4500, 'NOK'],
      ],
      [
        ['15.01.2026', '1', 'Nordsjø Energi AS', 'First aid', '101', '02.03.2026', '2', '9000.00', 'NOK'],
        ['10.02.2026', '2', 'Nordsjø Energi AS', 'First aid', '101', '02.03.2026', '1', '4500.50', 'NOK'],
        ['20.02.2026', '3', 'Nordsjø Energi AS', 'First aid', '103', '20.03.2026', '1', '4500.00', 'NOK'],
      ],
    ],
  ];
  for (const [type, query, sheetName, header, excelStarts, csvStarts] of cases) {
    const excel = await download(type, 'excel', query);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toBe(`attachment; filename="${type.toLowerCase().replace(/_/g, '-')}.xlsx"`);
    const sheet = await sheetOf(excel.rawPayload);
    expect(sheet.name).toBe(sheetName);
    expect(sheet.rows[0]!.slice(0, header.length)).toEqual(header);
    expect(sheet.rows.slice(1).map((row) => row.slice(0, excelStarts[0]!.length))).toEqual(excelStarts);

    const csv = await download(type, 'csv', query);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${type.toLowerCase().replace(/_/g, '-')}.csv"`);
    expect(csv.payload.startsWith('\uFEFF')).toBe(true);
    const lines = csvRows(csv.payload);
    // The same header and as many rows as the spreadsheet.
    expect(lines[0]).toEqual(sheet.rows[0]);
    expect(lines.length).toBe(sheet.rows.length);
    expect(lines.slice(1, 1 + csvStarts.length).map((line) => line.slice(0, csvStarts[0]!.length))).toEqual(csvStarts);
  }
});

it('writes the headers in Norwegian and Swedish from the spreadsheet catalogue', async () => {
  const norwegian = await app.inject({
    url: `/api/reports/data/classroom-search/PURCHASE_REPORT/csv?${MARCH}`,
    headers: { cookie: staff.replace('en_US', 'nb_NO') },
  });
  expect(csvRows(norwegian.payload)[0]).toEqual([
    'Bestilt',
    'Ordre',
    'Kunde',
    'Kurs',
    'Kursgjennomføring',
    'Første kursdag',
    'Antall',
    'Nettopris',
    'Valuta',
  ]);
  const swedish = await sheetOf(
    (
      await app.inject({
        url: `/api/reports/data/classroom-search/COURSE_PLAN/excel?period=SPRING&year=2026`,
        headers: { cookie: staff.replace('en_US', 'sv_SE') },
      })
    ).rawPayload,
  );
  expect(swedish.name).toBe('Kursplan');
  expect(swedish.rows[0]).toEqual(['Kurs', 'Månad', 'Kurstillfälle', 'Startdatum', 'Plats']);
});

it('refuses the files as the searches refuse: 403 for a company admin, 400 naming the field', async () => {
  expect((await download('COURSE_LIST', 'csv', MARCH, carl)).statusCode).toBe(403);
  const tooLong = await download('PURCHASE_REPORT', 'csv', 'fromDate=2026-01-01&toDate=2026-12-31');
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().message).toContain('toDate');
  expect((await download('COURSE_PLAN', 'excel', 'period=WINTER&year=2026')).statusCode).toBe(400);
});

const start = (body: object, cookie = staff) =>
  app.inject({ method: 'POST', url: '/api/reports/data/report-exports', headers: { cookie }, payload: body });
const status = (id: number, cookie = staff) => app.inject({ url: `/api/reports/data/report-exports/${id}`, headers: { cookie } });
const file = (id: number, cookie = staff) => app.inject({ url: `/api/reports/data/report-exports/${id}/file`, headers: { cookie } });

it('makes a file in the background with progress, for its owner only, the same as the streamed download', async () => {
  const query = `${MARCH}&includeCancelledCourses=true`;
  const queued = await start({ type: 'PURCHASE_REPORT', format: 'csv', query });
  expect(queued.statusCode).toBe(202);
  const made = queued.json<ReportExport>();
  expect(made).toMatchObject({ status: 'queued', done: 0, total: null, fileName: 'purchase-report.csv', error: null });
  expect((await file(made.id)).statusCode).toBe(409);

  await runReportExport(database.db, made.id);
  expect((await status(made.id)).json<ReportExport>()).toMatchObject({ status: 'done', done: 3, total: 3 });
  const stored = await file(made.id);
  expect(stored.statusCode).toBe(200);
  expect(stored.headers['content-disposition']).toBe('attachment; filename="purchase-report.csv"');
  expect(stored.payload).toBe((await download('PURCHASE_REPORT', 'csv', query)).payload);

  // Another course administrator may not read it, nor see its state.
  expect((await status(made.id, otherStaff)).statusCode).toBe(403);
  expect((await file(made.id, otherStaff)).statusCode).toBe(403);
  expect((await status(999999)).statusCode).toBe(404);

  const excel = (await start({ type: 'COURSE_TURNOVER', format: 'excel', query: MARCH })).json<ReportExport>();
  await runReportExport(database.db, excel.id);
  const sheet = await sheetOf((await file(excel.id)).rawPayload);
  expect(sheet.rows.slice(1).map((row) => [row[0], row[9]])).toEqual([
    [101, 13500.5],
    [102, 20000],
  ]);
});

it('refuses an export as the search refuses it: the field named, a company admin 403', async () => {
  const tooLong = await start({ type: 'COURSE_LIST', format: 'csv', query: 'fromDate=2026-01-01&toDate=2026-12-31' });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().message).toContain('query.toDate');
  const badFormat = await start({ type: 'COURSE_LIST', format: 'pdf', query: MARCH });
  expect(badFormat.statusCode).toBe(400);
  expect(badFormat.json().message).toContain('format');
  expect((await start({ type: 'COURSE_LIST', format: 'csv', query: MARCH }, carl)).statusCode).toBe(403);
});

it('finishes an export a stopped process left running, and the worker makes the queued ones', async () => {
  const left = (await start({ type: 'COURSE_LIST', format: 'excel', query: MARCH })).json<ReportExport>();
  await sql`update reports.report_export set status = 'running', done = 1 where id = ${left.id}`.execute(database.db);
  await runReportExport(database.db, left.id);
  expect((await status(left.id)).json<ReportExport>()).toMatchObject({ status: 'done', done: 3, total: 3 });
  // A job handed out again after it was done changes nothing.
  await runReportExport(database.db, left.id);
  expect((await file(left.id)).statusCode).toBe(200);

  const worker = await startReportExportWorker(database.db, () => undefined);
  try {
    const queued = (await start({ type: 'COURSE_PLAN', format: 'csv', query: 'period=SPRING&year=2026' })).json<ReportExport>();
    let state = queued;
    while (state.status === 'queued' || state.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await status(queued.id)).json<ReportExport>();
    }
    expect(state).toMatchObject({ status: 'done', total: 3 });
    expect(csvRows((await file(queued.id)).payload)).toHaveLength(4);
  } finally {
    await worker.stop();
  }
});

it('removes exports and their files a week after they were made', async () => {
  const old = (await start({ type: 'COURSE_PLAN', format: 'excel', query: 'period=SPRING&year=2026' })).json<ReportExport>();
  await runReportExport(database.db, old.id);
  const fresh = (await start({ type: 'COURSE_PLAN', format: 'excel', query: 'period=SPRING&year=2026' })).json<ReportExport>();
  await runReportExport(database.db, fresh.id);
  await sql`update reports.report_export set finished_at = now() - interval '8 days' where id = ${old.id}`.execute(database.db);
  await removeOldExports(database.db);
  expect((await status(old.id)).statusCode).toBe(404);
  expect((await file(fresh.id)).statusCode).toBe(200);
});

it('lists a page of purchase lines in the window, sums every line, and the files hold them all', async () => {
  // 1,200 more lines of 1.00 for instance 103 (cancelled, so asked for), ordered on 1 March 2026.
  await sql`
    with o as (
      insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key, created)
      select 2, 1, 'Many ' || n, 'nb_NO', 'NO', 'NOK', 25, gen_random_uuid(), '2026-03-01T10:00:00Z'::timestamptz
      from generate_series(1, 1200) as n returning id
    )
    insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, 'CLASSROOM', 7, 103, 'First aid', 1, 100, 100, '{30}' from o`.execute(database.db);
  const query = { fromDate: '2026-03-01', toDate: '2026-03-31', includeCancelledCourses: true };
  const window = async (page: number) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/reports/data/classroom-search/PURCHASE_REPORT',
        headers: { cookie: staff },
        payload: { ...query, page },
      })
    ).json();
  const report = await window(1);
  expect(report.items).toHaveLength(50);
  expect(report.lineCount).toBe(1203);
  // The 25th page of 50 holds the last 3 lines.
  expect((await window(25)).items).toHaveLength(3);
  expect(report.months).toEqual([
    { month: '2026-01', netTotal: 900000 },
    { month: '2026-02', netTotal: 900050 },
    { month: '2026-03', netTotal: 120000 },
  ]);
  expect(report.total).toBe(1920050);
  // The file walks every page of lines (2,000 a page, keyed by order time and line id) without a line twice.
  const csv = csvRows((await download('PURCHASE_REPORT', 'csv', `${MARCH}&includeCancelledCourses=true`)).payload);
  expect(csv).toHaveLength(1 + 1203);
  expect(new Set(csv.slice(1).map((line) => line[1])).size).toBe(1203);
  expect(csv.slice(1).reduce((sum, line) => sum + Number(line[7]), 0)).toBeCloseTo(19200.5, 2);
});
