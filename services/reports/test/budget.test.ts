import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { compareWithBudget, splitBudget } from '../src/budget/budget-arithmetic';
import { seedDemoBudgets } from '../src/budget/seed-budgets';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns, seedClassroomLine } from './classroom-search-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  // March 2026: open course 101 sold for 13 500.00 NOK (80 % potential 36 000.00), internal course 102 at 20 000.00.
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 900000, quantity: 2, placed: '2026-01-15T10:00:00Z' });
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 450000, quantity: 1, placed: '2026-02-10T10:00:00Z' });
  // March 2025: 8 000.00 NOK.
  await seedClassroomLine(database.db, { instanceId: 104, netPrice: 800000, quantity: 2, placed: '2025-02-01T10:00:00Z' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'PUT', url: string, cookie: string | null, payload?: object) =>
  app.inject({ method, url: `/api/reports${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const page = workbook.addWorksheet('Budgets');
  page.addRow(['Site', 'Year', 'Month', 'Budget']);
  for (const row of rows) page.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const upload = (file: Buffer, cookie: string | null = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/reports/data/budgets/import',
    headers: { 'content-type': XLSX, ...(cookie ? { cookie } : {}) },
    payload: file,
  });

describe('the arithmetic of document 003 §9', () => {
  it('splits each month into open and internal courses by the site’s percent, the parts adding up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => splitBudget('NO', month, 1_000_000).open)).toEqual([
      400000, 400000, 450000, 450000, 550000, 550000, 500000, 600000, 550000, 550000, 500000, 500000,
    ]);
    expect([1, 2, 3, 12].map((month) => splitBudget('SE', month, 1_000_000))).toEqual([
      { open: 250000, internal: 750000 },
      { open: 300000, internal: 700000 },
      { open: 350000, internal: 650000 },
      { open: 350000, internal: 650000 },
    ]);
    // 40 % of 333 minor units is 133.2: the open part is rounded, the internal part is the rest.
    expect(splitBudget('NO', 1, 333)).toEqual({ open: 133, internal: 200 });
  });

  it('chooses message 3 when turnover reaches the budget, 2 when the 80 % potential does, else 1', () => {
    expect(compareWithBudget('NO', 10_000_000, 10_000_000, 0).message).toBe(3);
    expect(compareWithBudget('NO', 10_000_000, 9_999_999, 10_000_000).message).toBe(2);
    expect(compareWithBudget('NO', 10_000_000, 9_999_999, 9_999_999).message).toBe(1);
    expect(compareWithBudget('NO', 0, 0, 0).message).toBe(3);
  });

  it('takes the floor of the gap ÷ 100 and estimates missing courses at 32000 (Norway) or 40000 (Sweden) a course', () => {
    // 100 000.00 budget, 35 000.50 sold, 80 % potential 60 000.00.
    expect(compareWithBudget('NO', 10_000_000, 3_500_050, 6_000_000)).toEqual({
      budget: 10_000_000,
      budgetGap: 64999,
      potentialGap: 40000,
      missingCourses: 3,
      message: 1,
    });
    expect(compareWithBudget('SE', 10_000_000, 3_500_050, 6_000_000).missingCourses).toBe(2);
    // Above the budget: a negative gap (floored), no courses missing.
    expect(compareWithBudget('NO', 10_000_000, 10_000_150, 0)).toEqual({
      budget: 10_000_000,
      budgetGap: -2,
      potentialGap: 100000,
      missingCourses: 0,
      message: 3,
    });
  });
});

it('gives a year without budgets as twelve months of 0', async () => {
  const res = await call('GET', '/data/budgets/SE/2019', staff);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    site: 'SE',
    year: 2019,
    currency: 'SEK',
    months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, amount: 0, open: 0, internal: 0 })),
    total: 0,
  });
});

it('lets only platform admins set budgets, refuses bad values naming the field, and saves a month once however often', async () => {
  const body = { months: [{ month: 3, amount: 10_000_000 }] };
  expect((await call('PUT', '/data/budgets/NO/2026', null, body)).statusCode).toBe(401);
  expect((await call('PUT', '/data/budgets/NO/2026', staff, body)).statusCode).toBe(403);
  expect((await call('GET', '/data/budgets/NO/2026', carl)).statusCode).toBe(403);
  const cases: [string, object, string][] = [
    ['/data/budgets/DK/2026', body, 'site'],
    ['/data/budgets/NO/1999', body, 'year'],
    ['/data/budgets/NO/2026', { months: [{ month: 13, amount: 1 }] }, 'month'],
    ['/data/budgets/NO/2026', { months: [{ month: 1, amount: -1 }] }, 'amount'],
    ['/data/budgets/NO/2026', { months: [{ month: 1, amount: 1.5 }] }, 'amount'],
    [
      '/data/budgets/NO/2026',
      {
        months: [
          { month: 1, amount: 1 },
          { month: 1, amount: 2 },
        ],
      },
      'months',
    ],
  ];
  for (const [url, payload, field] of cases) {
    const res = await call('PUT', url, admin, payload);
    expect({ url, field, status: res.statusCode }).toEqual({ url, field, status: 400 });
    expect(res.json().message).toContain(field);
  }
  const saves = await Promise.all([1, 2, 3].map(() => call('PUT', '/data/budgets/NO/2026', admin, body)));
  expect(saves.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  expect(saves[0]!.json().months[2]).toEqual({ month: 3, amount: 10_000_000, open: 4_500_000, internal: 5_500_000 });
  const { rows } = await sql<{
    count: number;
  }>`select count(*)::int as count from reports.budget where site = 'NO' and year = 2026`.execute(database.db);
  expect(rows[0]!.count).toBe(1);
});

it('compares turnover with the budget month by month: open/internal split, a year earlier, the 80 % potential and the message', async () => {
  await call('PUT', '/data/budgets/NO/2026', admin, { months: [{ month: 3, amount: 10_000_000 }] });
  const res = await call('GET', '/data/budget-report/NO/2026', staff);
  expect(res.statusCode).toBe(200);
  const report = res.json();
  expect(report.currency).toBe('NOK');
  expect(report.months).toHaveLength(12);
  expect(report.months[2]).toEqual({
    month: 3,
    budget: { open: 4_500_000, internal: 5_500_000, total: 10_000_000 },
    // Open: 101 sold 13 500.00 (103 is cancelled); internal: 102 at its price of 20 000.00.
    turnover: { open: 1_350_000, internal: 2_000_000, total: 3_350_000 },
    previousYear: { open: 800_000, internal: 0, total: 800_000 },
    // 80 % of 101's full course (4 500.00 × 10) and 102 at actual turnover.
    potential80: { open: 3_600_000, internal: 2_000_000, total: 5_600_000 },
    comparison: { budget: 10_000_000, budgetGap: 66500, potentialGap: 44000, missingCourses: 3, message: 1 },
  });
  expect(report.months[0].comparison).toEqual({ budget: 0, budgetGap: 0, potentialGap: 0, missingCourses: 0, message: 3 });
  expect(report.total.turnover.total).toBe(3_350_000);
  expect(report.total.budget.total).toBe(10_000_000);

  // A smaller budget the 80 % potential reaches: message 2; one turnover reaches: message 3.
  await call('PUT', '/data/budgets/NO/2026', admin, { months: [{ month: 3, amount: 5_000_000 }] });
  expect((await call('GET', '/data/budget-report/NO/2026', staff)).json().months[2].comparison.message).toBe(2);
  await call('PUT', '/data/budgets/NO/2026', admin, { months: [{ month: 3, amount: 3_350_000 }] });
  expect((await call('GET', '/data/budget-report/NO/2026', staff)).json().months[2].comparison).toEqual({
    budget: 3_350_000,
    budgetGap: 0,
    potentialGap: -22500,
    missingCourses: 0,
    message: 3,
  });
});

it('shows the month against the budget in the turnover potential report, not for one venue', async () => {
  await call('PUT', '/data/budgets/NO/2026', admin, { months: [{ month: 3, amount: 5_000_000 }] });
  const search = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/reports/data/classroom-search/COURSE_TURNOVER_POTENTIAL',
      headers: { cookie: staff },
      payload: body,
    });
  expect((await search({ date: '2026-03-01' })).json().budget).toEqual({
    budget: 5_000_000,
    budgetGap: 16500,
    potentialGap: -6000,
    missingCourses: 1,
    message: 2,
  });
  expect((await search({ date: '2026-03-01', coursePlaceId: 1 })).json().budget).toBeNull();
});

it('imports budgets from Excel in one go, refusing a bad row by its row and column', async () => {
  expect((await upload(await sheet([['SE', 2025, 1, 1000]]), staff)).statusCode).toBe(403);
  const refusals: [unknown[][], string][] = [
    [[['DK', 2025, 1, 1000]], 'body.row.2.site'],
    [
      [
        ['SE', 2025, 1, 1000],
        ['SE', 1999, 2, 1000],
      ],
      'body.row.3.year',
    ],
    [[['SE', 2025, 0, 1000]], 'body.row.2.month'],
    [[['SE', 2025, 1, -5]], 'body.row.2.budget'],
    [[['SE', 2025, 1, 10.005]], 'body.row.2.budget'],
    [[['SE', 2025, 1, 'lots']], 'body.row.2.budget'],
    [
      [
        ['SE', 2025, 1, 1],
        ['se', 2025, 1, 2],
      ],
      'body.row.3.month',
    ],
    [[], 'body.file'],
  ];
  for (const [rows, field] of refusals) {
    const res = await upload(await sheet(rows));
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(Object.keys(res.json().fields)).toEqual([field]);
  }
  expect((await upload(Buffer.from('not a spreadsheet'))).json().fields).toEqual({ 'body.file': 'budget.import.notExcel' });
  // Nothing of a refused file was saved.
  expect((await call('GET', '/data/budgets/SE/2025', admin)).json().total).toBe(0);

  const res = await upload(await sheet([['SE', 2025, 1, 1250000.5], ['SE', 2025, 2, '1 000 000,25'], [], ['no', 2026, 4, 80000]]));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    imported: 3,
    years: [
      { site: 'SE', year: 2025 },
      { site: 'NO', year: 2026 },
    ],
  });
  const sweden = (await call('GET', '/data/budgets/SE/2025', staff)).json();
  expect(sweden.months.slice(0, 3)).toEqual([
    { month: 1, amount: 125_000_050, open: 31_250_013, internal: 93_750_037 },
    { month: 2, amount: 100_000_025, open: 30_000_008, internal: 70_000_017 },
    { month: 3, amount: 0, open: 0, internal: 0 },
  ]);
  expect((await call('GET', '/data/budgets/NO/2026', staff)).json().months[3].amount).toBe(8_000_000);
});

it('downloads a site’s budgets as the sheet the import reads', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/reports/data/budgets/excel?site=SE',
    headers: { cookie: `${admin}; page_locale=en_US` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="budgets-SE.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const page = workbook.getWorksheet('Budgets')!;
  expect(page.getRow(1).values).toEqual([undefined, 'Learning site', 'Year', 'Month', 'Budget']);
  expect(page.getRow(2).values).toEqual([undefined, 'SE', 2025, 1, 1250000.5]);
  expect((await upload(res.rawPayload)).json().imported).toBe(2);
  expect((await app.inject({ method: 'GET', url: '/api/reports/data/budgets/excel?site=XX', headers: { cookie: admin } })).statusCode).toBe(
    400,
  );
  expect((await app.inject({ method: 'GET', url: '/api/reports/data/budgets/excel?site=SE', headers: { cookie: staff } })).statusCode).toBe(
    403,
  );
});

it('seeds demo budgets for both sites: Norway from 2020, Sweden from 2024, through next year', async () => {
  await sql`delete from reports.budget`.execute(database.db);
  await seedDemoBudgets(database.db);
  const next = new Date().getUTCFullYear() + 1;
  const { rows } = await sql<{ site: string; first: number; last: number; months: number }>`
    select site, min(year) as first, max(year) as last, count(*)::int as months from reports.budget group by site order by site`.execute(
    database.db,
  );
  expect(rows).toEqual([
    { site: 'NO', first: 2020, last: next, months: (next - 2019) * 12 },
    { site: 'SE', first: 2024, last: next, months: (next - 2023) * 12 },
  ]);
  await seedDemoBudgets(database.db);
});
