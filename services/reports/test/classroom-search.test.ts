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
const MARCH = { fromDate: '2026-03-01', toDate: '2026-03-31' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 900000, quantity: 2, placed: '2026-01-15T10:00:00Z' });
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 450000, quantity: 1, placed: '2026-02-10T10:00:00Z' });
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 0, quantity: 1, placed: '2025-12-05T10:00:00Z' });
  await seedClassroomLine(database.db, {
    instanceId: 101,
    netPrice: 450000,
    quantity: 1,
    placed: '2026-02-11T10:00:00Z',
    status: 'cancelled',
  });
  await seedClassroomLine(database.db, { instanceId: 103, netPrice: 450000, quantity: 1, placed: '2026-02-20T10:00:00Z' });
  await seedClassroomLine(database.db, { instanceId: 104, netPrice: 800000, quantity: 2, placed: '2025-02-01T10:00:00Z' });
  await seedClassroomLine(database.db, {
    instanceId: 105,
    netPrice: 500000,
    quantity: 1,
    placed: '2026-02-01T10:00:00Z',
    currency: 'SEK',
    customerId: 3,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const search = (type: string, body: object, cookie: string | null = staff) =>
  app.inject({ method: 'POST', url: `/api/reports/data/classroom-search/${type}`, headers: cookie ? { cookie } : {}, payload: body });

it('is course staff’s: 401 signed out, 403 for a company admin', async () => {
  for (const type of ['COURSE_LIST', 'COURSE_PLAN', 'COURSE_TURNOVER', 'COURSE_TURNOVER_POTENTIAL', 'PURCHASE_REPORT']) {
    expect((await search(type, MARCH, null)).statusCode).toBe(401);
    expect((await search(type, MARCH, carl)).statusCode).toBe(403);
  }
});

it('refuses more than 180 days, a start after the end and bad values, naming the field', async () => {
  const cases: [string, object, string][] = [
    ['COURSE_LIST', { fromDate: '2026-01-01', toDate: '2026-07-01' }, 'toDate'],
    ['COURSE_TURNOVER', { fromDate: '2026-01-01', toDate: '2026-07-01' }, 'toDate'],
    ['PURCHASE_REPORT', { fromDate: '2026-01-01', toDate: '2026-07-01' }, 'toDate'],
    ['COURSE_LIST', { fromDate: '2026-04-01', toDate: '2026-03-01' }, 'fromDate'],
    ['COURSE_LIST', { fromDate: '2026-02-30', toDate: '2026-03-01' }, 'fromDate'],
    ['COURSE_LIST', { ...MARCH, coursePlaceId: 'x' }, 'coursePlaceId'],
    ['COURSE_PLAN', { period: 'WINTER', year: 2026 }, 'period'],
    ['COURSE_PLAN', { period: 'SPRING', year: 1800 }, 'year'],
    ['COURSE_TURNOVER_POTENTIAL', { date: 'today' }, 'date'],
    ['COURSE_TURNOVER', { ...MARCH, productCategories: [''] }, 'productCategories'],
  ];
  for (const [type, body, field] of cases) {
    const res = await search(type, body);
    expect({ type, field, status: res.statusCode }).toEqual({ type, field, status: 400 });
    expect(res.json().message).toContain(field);
  }
  // 180 days exactly is allowed.
  expect((await search('COURSE_LIST', { fromDate: '2026-01-01', toDate: '2026-06-30' })).statusCode).toBe(200);
});

it('COURSE_LIST: by start date in ISO weeks, with days, rooms and instructors; the filters of §2', async () => {
  const { weeks } = (await search('COURSE_LIST', MARCH)).json();
  expect(
    weeks.map((week: { year: number; week: number; courses: { instanceId: number }[] }) => [
      week.year,
      week.week,
      week.courses.map((c) => c.instanceId),
    ]),
  ).toEqual([
    [2026, 10, [101, 105]],
    [2026, 11, [102]],
  ]);
  expect(weeks[0].courses[0]).toEqual({
    instanceId: 101,
    courseId: 7,
    title: 'First aid',
    startDate: '2026-03-02',
    endDate: '2026-03-02',
    cancelled: false,
    internalCourse: false,
    place: 'Oslo sentrum',
    numAttending: 4,
    maxParticipants: 10,
    openCourseSpots: 5,
    happenings: [{ date: '2026-03-02', fromTime: '08:00', toTime: '15:30', room: 'Rom 1', instructors: ['Stian Staff'] }],
  });
  expect(weeks[1].courses[0].happenings).toEqual([
    { date: '2026-03-11', fromTime: '09:00', toTime: '16:00', room: 'Sal B', instructors: ['Stian Staff', 'Carl Company'] },
    { date: '2026-03-12', fromTime: '09:00', toTime: '12:00', room: null, instructors: [] },
  ]);
  const ids = async (body: object) =>
    (await search('COURSE_LIST', { ...MARCH, ...body }))
      .json()
      .weeks.flatMap((week: { courses: { instanceId: number }[] }) => week.courses.map((c) => c.instanceId));
  expect(await ids({ includeCancelledCourses: true })).toEqual([101, 105, 102, 103]);
  expect(await ids({ onlyInternalCourses: true })).toEqual([102]);
  expect(await ids({ onlyOpenCourses: true })).toEqual([101, 105]);
  expect(await ids({ coursePlaceId: 2 })).toEqual([102]);
  expect(await ids({ courseId: 9 })).toEqual([105]);
  expect(await ids({ searchExternal: 'po-77' })).toEqual([102]);
  expect(await ids({ searchExternal: 'FA-' })).toEqual([101]);
  const shown = (await search('COURSE_LIST', { ...MARCH, showInvoiceNumber: true, showInternalInfo: true })).json().weeks[0].courses[0];
  expect(shown).toMatchObject({ invoiceNumbers: [], internalInfo: 'Bring your own lunch' });
});

it('COURSE_PLAN: a half year per course (titles without case), instances per month with day and place; places by abbreviation', async () => {
  const plan = (await search('COURSE_PLAN', { period: 'SPRING', year: 2026 })).json();
  expect(plan.months).toEqual([1, 2, 3, 4, 5, 6]);
  expect(plan.places).toEqual([
    { id: 2, abbreviation: 'BGO', name: 'Bergen' },
    { id: 1, abbreviation: 'OSL', name: 'Oslo sentrum' },
  ]);
  expect(plan.items.map((item: { title: string }) => item.title)).toEqual(['brannvern', 'First aid', 'Svensk kurs']);
  expect(plan.items[1].months.find((m: { month: number }) => m.month === 3).instances).toEqual([{ instanceId: 101, day: 2, place: 'OSL' }]);
  expect((await search('COURSE_PLAN', { period: 'FALL', year: 2026 })).json()).toMatchObject({ months: [7, 8, 9, 10, 11, 12], items: [] });
  const internal = (await search('COURSE_PLAN', { period: 'SPRING', year: 2026, onlyInternalCourses: true })).json();
  expect(internal.items.map((item: { title: string }) => item.title)).toEqual(['brannvern']);
});

it('COURSE_TURNOVER: net turnover per ISO week and in total next to the same period a year earlier, with the §3 rows', async () => {
  const report = (await search('COURSE_TURNOVER', MARCH)).json();
  expect(report.currency).toBe('NOK');
  expect(report.total).toBe(1350000 + 2000000);
  expect(report.previousYearTotal).toBe(800000);
  expect(report.weeks).toEqual([
    { year: 2026, week: 9, netTurnover: 0, previousYear: 0 },
    { year: 2026, week: 10, netTurnover: 1350000, previousYear: 800000 },
    { year: 2026, week: 11, netTurnover: 2000000, previousYear: 0 },
    { year: 2026, week: 12, netTurnover: 0, previousYear: 0 },
    { year: 2026, week: 13, netTurnover: 0, previousYear: 0 },
    { year: 2026, week: 14, netTurnover: 0, previousYear: 0 },
  ]);
  expect(report.rows).toEqual([
    {
      instanceId: 101,
      title: 'First aid',
      place: 'Oslo sentrum',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      netTurnover: 1350000,
      potential1: 3600000,
      potential2: 4500000,
      potential60: 2700000,
      potentialDiff: 2250000,
      numAttending: 4,
      maxParticipants: 10,
      openCourseSpots: 5,
      internalCourse: false,
    },
    expect.objectContaining({
      instanceId: 102,
      netTurnover: 2000000,
      potential1: 2000000,
      potential2: 2000000,
      potential60: 2000000,
      potentialDiff: 0,
      openCourseSpots: 0,
      internalCourse: true,
    }),
  ]);
  const firstAid = (await search('COURSE_TURNOVER', { ...MARCH, productCategories: 'Førstehjelp' })).json();
  expect(firstAid.total).toBe(1350000);
  const many = (await search('COURSE_TURNOVER', { ...MARCH, productCategories: ['Førstehjelp', 'Brann'] })).json();
  expect(many.total).toBe(3350000);
  const swedish = (await search('COURSE_TURNOVER', MARCH, sessionCookie({ roles: ['staff'], userId: 5, site: 'SE' }))).json();
  expect(swedish).toMatchObject({ currency: 'SEK', total: 500000 });
});

it('COURSE_TURNOVER_POTENTIAL: the month of the date with its potentials, and the same month a year earlier', async () => {
  const report = (await search('COURSE_TURNOVER_POTENTIAL', { date: '2026-03-15' })).json();
  expect(report.month).toBe('2026-03');
  expect(report.rows.map((row: { instanceId: number }) => row.instanceId)).toEqual([101, 102]);
  expect(report.totals).toEqual({
    netTurnover: 3350000,
    potential60: 4700000,
    potential1: 5600000,
    potential2: 6500000,
    potentialDiff: 2250000,
  });
  expect(report.previousYear).toEqual({
    month: '2025-03',
    netTurnover: 800000,
    potential60: 1920000,
    potential1: 2560000,
    potential2: 3200000,
    potentialDiff: 1760000,
  });
  const oslo = (await search('COURSE_TURNOVER_POTENTIAL', { date: '2026-03-01', coursePlaceId: 1 })).json();
  expect(oslo.totals.netTurnover).toBe(1350000);
});

it('PURCHASE_REPORT: lines by date, monthly sums above 0 and a grand total; cancelled courses on request', async () => {
  const report = (await search('PURCHASE_REPORT', MARCH)).json();
  expect(report.currency).toBe('NOK');
  expect(report.items.map((item: { placed: string; netPrice: number }) => [item.placed.slice(0, 10), item.netPrice])).toEqual([
    ['2025-12-05', 0],
    ['2026-01-15', 900000],
    ['2026-02-10', 450000],
  ]);
  expect(report.items[1]).toMatchObject({ customer: 'Nordsjø Energi AS', instanceId: 101, startDate: '2026-03-02', quantity: 2 });
  expect(report.months).toEqual([
    { month: '2026-01', netTotal: 900000 },
    { month: '2026-02', netTotal: 450000 },
  ]);
  expect(report.total).toBe(1350000);
  expect(report.lineCount).toBe(3);
  const withCancelled = (await search('PURCHASE_REPORT', { ...MARCH, includeCancelledCourses: true })).json();
  expect(withCancelled.months).toEqual([
    { month: '2026-01', netTotal: 900000 },
    { month: '2026-02', netTotal: 900000 },
  ]);
  expect(withCancelled.total).toBe(1800000);
});

it('downloads the purchase report as a streamed Excel file with every line, course staff only', async () => {
  const url = '/api/reports/data/classroom-search/PURCHASE_REPORT/excel?fromDate=2026-03-01&toDate=2026-03-31&includeCancelledCourses=true';
  const english = `${staff}; page_locale=en_US`;
  expect((await app.inject({ url, headers: { cookie: carl } })).statusCode).toBe(403);
  expect((await app.inject({ url: url.replace('2026-03-31', '2026-12-31'), headers: { cookie: staff } })).json().message).toContain(
    'toDate',
  );
  const res = await app.inject({ url, headers: { cookie: english } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="purchase-report.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Purchase report')!;
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  expect(rows.map((row) => [row[3], row[5], row[8], row[9]])).toEqual([
    ['Nordsjø Energi AS', 101, 0, 'NOK'],
    ['Nordsjø Energi AS', 101, 9000, 'NOK'],
    ['Nordsjø Energi AS', 101, 4500, 'NOK'],
    ['Nordsjø Energi AS', 103, 4500, 'NOK'],
  ]);
});

it('downloads the turnover and potential reports’ course rows as Excel in the page’s language, amounts in currency units', async () => {
  const file = async (type: string, query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/reports/data/classroom-search/${type}/excel?${query}`,
      headers: { cookie: `${staff}; page_locale=en_US` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Courses')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { disposition: res.headers['content-disposition'], rows };
  };
  const potential = await file('COURSE_TURNOVER_POTENTIAL', 'date=2026-03-15');
  expect(potential.disposition).toBe('attachment; filename="course-turnover-potential.xlsx"');
  expect(potential.rows[0]).toEqual([
    'Course instance',
    'Course',
    'Start date',
    'End date',
    'Course place',
    'Internal course',
    'Attending',
    'Max participants',
    'Open spots',
    'Net turnover',
    '60 % potential',
    '80 % potential',
    '100 % potential',
    'Missing to 80 %',
    'Currency',
  ]);
  expect(potential.rows.slice(1).map((row) => [row[0], row[5], ...row.slice(9)])).toEqual([
    [101, 'No', 13500, 27000, 36000, 45000, 22500, 'NOK'],
    [102, 'Yes', 20000, 20000, 20000, 20000, 0, 'NOK'],
  ]);
  const turnover = await file('COURSE_TURNOVER', 'fromDate=2026-03-01&toDate=2026-03-31&onlyInternalCourses=true');
  expect(turnover.rows.slice(1).map((row) => row[0])).toEqual([102]);
  const refused = await app.inject({
    method: 'GET',
    url: '/api/reports/data/classroom-search/COURSE_TURNOVER/excel?fromDate=2026-01-01&toDate=2026-12-31',
    headers: { cookie: staff },
  });
  expect(refused.statusCode).toBe(400);
  expect(
    (
      await app.inject({
        method: 'GET',
        url: '/api/reports/data/classroom-search/COURSE_TURNOVER_POTENTIAL/excel?date=2026-03-01',
        headers: { cookie: carl },
      })
    ).statusCode,
  ).toBe(403);
});
