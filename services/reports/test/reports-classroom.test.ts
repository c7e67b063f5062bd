import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns, seedClassroomLine } from './classroom-search-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const MARCH = 'dateFrom=2026-03-01&dateTo=2026-03-31';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 900000, quantity: 2, placed: '2026-01-15T10:00:00Z' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const download = (query: string, cookie: string | null = staff, locale = 'en_US') =>
  app.inject({
    method: 'GET',
    url: `/api/reports/data/reports-classroom?${query}`,
    headers: cookie ? { cookie: `${cookie}; page_locale=${locale}` } : {},
  });

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

it('offers its report types and the instance statuses to course staff only', async () => {
  const types = await app.inject({ method: 'POST', url: '/api/reports/data/reports-classroom/report-types', headers: { cookie: staff } });
  expect(types.statusCode).toBe(200);
  expect(types.json().reportTypes).toEqual([
    { type: 'INSTANCES', internalLocale: false },
    { type: 'COURSE_DAYS', internalLocale: false },
    { type: 'INTERNAL_REPORT', internalLocale: true },
  ]);
  expect(types.json().statuses.map((status: { name: string }) => status.name)).toEqual([
    'new',
    'tentative',
    'confirmed',
    'cancelled',
    'completed',
  ]);
  expect(
    (await app.inject({ method: 'POST', url: '/api/reports/data/reports-classroom/report-types', headers: { cookie: carl } })).statusCode,
  ).toBe(403);
  expect((await download(`reportType=INSTANCES&${MARCH}`, carl)).statusCode).toBe(403);
  expect((await download(`reportType=INSTANCES&${MARCH}`, null)).statusCode).toBe(401);
});

it('refuses bad filters naming the field, and years outside 10 back to 5 ahead', async () => {
  const year = new Date().getFullYear();
  const cases: [string, string][] = [
    [`reportType=OTHER&${MARCH}`, 'reportType'],
    ['reportType=INSTANCES&dateFrom=2026-04-01&dateTo=2026-03-01', 'dateFrom'],
    [`reportType=INSTANCES&dateFrom=${year - 11}-01-01&dateTo=${year}-01-01`, 'dateTo'],
    [`reportType=INSTANCES&dateFrom=${year}-01-01&dateTo=${year + 6}-01-01`, 'dateTo'],
    [`reportType=INSTANCES&${MARCH}&status=9`, 'status'],
    [`reportType=INTERNAL_REPORT&${MARCH}&locale=sv_SE`, 'locale'],
    [`reportType=INSTANCES&${MARCH}&instructorId=x`, 'instructorId'],
  ];
  for (const [query, field] of cases) {
    const res = await download(query);
    expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    expect(res.json().message).toContain(field);
  }
  expect((await download(`reportType=INSTANCES&dateFrom=${year - 10}-01-01&dateTo=${year + 5}-12-31`)).statusCode).toBe(200);
});

it('INSTANCES: every status of the period in the site currency, with seats, turnover and the 80 % potential', async () => {
  const res = await download(`reportType=INSTANCES&${MARCH}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="classroom-report-instances.xlsx"');
  const { name, rows } = await sheetOf(res.rawPayload);
  expect(name).toBe('Course instances');
  expect(rows[0]).toEqual([
    'Course instance',
    'Course',
    'Start date',
    'End date',
    'Course place',
    'Status',
    'Attending',
    'Max participants',
    'Internal course',
    'Open spots',
    'Net turnover',
    '80 % potential',
    'Currency',
  ]);
  expect(rows.slice(1).map((row) => [row[0], row[5], row[6], row[7], row[8], row[9], row[10], row[11], row[12]])).toEqual([
    [101, 'Confirmed', 4, 10, 'No', 5, 9000, 36000, 'NOK'],
    [102, 'Confirmed', 12, 12, 'Yes', 0, 20000, 20000, 'NOK'],
    [103, 'Cancelled', 0, 10, 'No', 10, 0, 36000, 'NOK'],
  ]);
  expect(rows[1]![2]).toEqual(new Date(Date.UTC(2026, 2, 2)));
  // The status, venue and theme filters.
  const confirmed = await sheetOf((await download(`reportType=INSTANCES&${MARCH}&status=4`)).rawPayload);
  expect(confirmed.rows.slice(1).map((row) => row[0])).toEqual([103]);
  const bergen = await sheetOf((await download(`reportType=INSTANCES&${MARCH}&coursePlaceId=2`)).rawPayload);
  expect(bergen.rows.slice(1).map((row) => row[0])).toEqual([102]);
  const brann = await sheetOf((await download(`reportType=INSTANCES&${MARCH}&theme=Brann`)).rawPayload);
  expect(brann.rows.slice(1).map((row) => row[0])).toEqual([102]);
});

it('COURSE_DAYS: each course day with room and instructors; the room and instructor filters', async () => {
  const { name, rows } = await sheetOf((await download(`reportType=COURSE_DAYS&${MARCH}`)).rawPayload);
  expect(name).toBe('Course days');
  expect(rows.slice(1).map((row) => [row[1], row[2], row[4], row[6] ?? null, row[7] ?? ''])).toEqual([
    ['08:00', '15:30', 101, 'Rom 1', 'Stian Staff'],
    ['09:00', '16:00', 102, 'Sal B', 'Stian Staff, Carl Company'],
    ['09:00', '12:00', 102, null, ''],
  ]);
  const room = await sheetOf((await download(`reportType=COURSE_DAYS&${MARCH}&courseRoom=sal`)).rawPayload);
  expect(room.rows.slice(1).map((row) => row[6])).toEqual(['Sal B']);
  const carlsDays = await sheetOf((await download(`reportType=INSTANCES&${MARCH}&instructorId=12`)).rawPayload);
  expect(carlsDays.rows.slice(1).map((row) => row[0])).toEqual([102]);
});

it('INTERNAL_REPORT: internal courses with customer and price, in the locale its filter chose', async () => {
  const english = await sheetOf((await download(`reportType=INTERNAL_REPORT&${MARCH}&locale=en_US`, staff, 'nb_NO')).rawPayload);
  expect(english.name).toBe('Internal courses');
  expect(english.rows.slice(1).map((row) => [row[0], row[8], row[9]])).toEqual([[102, 'Nordsjø Energi AS', 20000]]);
  const norwegian = await sheetOf((await download(`reportType=INTERNAL_REPORT&${MARCH}&locale=nb_NO`)).rawPayload);
  expect(norwegian.name).toBe('Interne kurs');
  expect(norwegian.rows[0]![8]).toBe('Kunde');
});
