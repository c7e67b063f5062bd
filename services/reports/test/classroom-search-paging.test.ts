import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import { purchaseReportParamsSchema, type ClassroomReportRow } from '@atrium/reports-contract';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';
import { pageWindow, purchaseReport } from '../src/classroom-search/classroom-search-query';
import { reportsDb } from '../src/db';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns, seedMayInstances } from './classroom-search-fixtures';

// Decision 0235: the result windows ask for a page of 50 rows; sums, totals and counts cover every row.
let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const MAY = { fromDate: '2026-05-01', toDate: '2026-05-31' };
const COUNT = 120;

/** Instance n (1..120): course 50 + n % 60, May (n % 28) + 1, NOK 10.00 × 10 seats, every tenth internal at NOK 50.00. */
const instance = (n: number) => ({ id: 1000 + n, internal: n % 10 === 0, sold: 300 * (n % 3) });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await seedMayInstances(database.db, COUNT);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const search = async (type: string, body: object) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/reports/data/classroom-search/${type}`,
    headers: { cookie: staff },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const expectedNet = Array.from({ length: COUNT }, (_, i) => instance(i + 1)).reduce(
  (sum, one) => sum + (one.internal ? 5000 : 0) + one.sold,
  0,
);

it('COURSE_TURNOVER: page 2 holds the next 50 rows, the last page the rest; the total and the weeks cover every row', async () => {
  const pages = [await search('COURSE_TURNOVER', MAY), await search('COURSE_TURNOVER', { ...MAY, page: 2 })];
  pages.push(await search('COURSE_TURNOVER', { ...MAY, page: 3 }));
  expect(pages.map((page) => [page.page, page.pageSize, page.rowCount, page.rows.length])).toEqual([
    [1, 50, COUNT, 50],
    [2, 50, COUNT, 50],
    [3, 50, COUNT, 20],
  ]);
  const rows: ClassroomReportRow[] = pages.flatMap((page) => page.rows);
  // In the report's order (start date, then instance), every instance once.
  expect(new Set(rows.map((row) => row.instanceId)).size).toBe(COUNT);
  const order = rows.map((row) => `${row.startDate} ${String(row.instanceId)}`);
  expect(order).toEqual([...order].sort());
  // The same sums as adding up every row, as the window did before it was paged.
  expect(rows.reduce((sum, row) => sum + row.netTurnover, 0)).toBe(expectedNet);
  for (const page of pages) {
    expect(page.total).toBe(expectedNet);
    expect(page.weeks.reduce((sum: number, week: { netTurnover: number }) => sum + week.netTurnover, 0)).toBe(expectedNet);
  }
  expect((await search('COURSE_TURNOVER', { ...MAY, page: 4 })).rows).toEqual([]);
});

it('COURSE_TURNOVER_POTENTIAL: totals over every row of the month whichever page is asked for', async () => {
  const first = await search('COURSE_TURNOVER_POTENTIAL', { date: '2026-05-10' });
  const rest = [await search('COURSE_TURNOVER_POTENTIAL', { date: '2026-05-10', page: 2 })];
  rest.push(await search('COURSE_TURNOVER_POTENTIAL', { date: '2026-05-10', page: 3 }));
  const rows: ClassroomReportRow[] = [first, ...rest].flatMap((page) => page.rows);
  expect(rows).toHaveLength(COUNT);
  expect(first.rowCount).toBe(COUNT);
  const sum = (key: 'netTurnover' | 'potential60' | 'potential1' | 'potential2' | 'potentialDiff') =>
    rows.reduce((total, row) => total + row[key], 0);
  const totals = {
    netTurnover: sum('netTurnover'),
    potential60: sum('potential60'),
    potential1: sum('potential1'),
    potential2: sum('potential2'),
    potentialDiff: sum('potentialDiff'),
  };
  // 108 open instances at 10 × 10.00 (100 % 10000, 80 % 8000, 60 % 6000), 12 internal ones at their turnover.
  const internalNet = Array.from({ length: COUNT }, (_, i) => instance(i + 1))
    .filter((one) => one.internal)
    .reduce((total, one) => total + 5000 + one.sold, 0);
  expect(totals).toEqual({
    netTurnover: expectedNet,
    potential60: 108 * 6000 + internalNet,
    potential1: 108 * 8000 + internalNet,
    potential2: 108 * 10000 + internalNet,
    potentialDiff: 108 * 8000 + internalNet - expectedNet,
  });
  expect(first.totals).toEqual(totals);
  expect(rest[1].totals).toEqual(totals);
});

it('COURSE_LIST and COURSE_PLAN: a page of instances or courses, with the count of all', async () => {
  const ids = (list: { weeks: { courses: { instanceId: number }[] }[] }) =>
    list.weeks.flatMap((week) => week.courses.map((c) => c.instanceId));
  const [first, last] = [await search('COURSE_LIST', MAY), await search('COURSE_LIST', { ...MAY, page: 3 })];
  expect([first.instanceCount, ids(first).length, last.instanceCount, ids(last).length]).toEqual([COUNT, 50, COUNT, 20]);
  expect(ids(first).filter((id: number) => ids(last).includes(id))).toEqual([]);

  const plan = [
    await search('COURSE_PLAN', { period: 'SPRING', year: 2026 }),
    await search('COURSE_PLAN', { period: 'SPRING', year: 2026, page: 2 }),
  ];
  expect(plan.map((page) => [page.courseCount, page.items.length])).toEqual([
    [60, 50],
    [60, 10],
  ]);
  const titles = plan.flatMap((page) => page.items.map((item: { title: string }) => item.title));
  expect(titles).toEqual(Array.from({ length: 60 }, (_, i) => `Course ${String(50 + i).padStart(3, '0')}`));
  // Each course's two instances (n and n + 60) are on its row; every venue is listed on every page.
  expect(plan[1].items[0].months.find((month: { month: number }) => month.month === 5).instances).toHaveLength(2);
  expect(plan[1].places.map((place: { abbreviation: string }) => place.abbreviation)).toEqual(['P1', 'P2']);
});

it('PURCHASE_REPORT: page 2 holds the next lines in order; the count and sums cover every line', async () => {
  const [first, second, third] = [1, 2, 3].map((page) => search('PURCHASE_REPORT', { ...MAY, page }));
  const pages = [await first!, await second!, await third!];
  expect(pages.map((page) => [page.lineCount, page.items.length])).toEqual([
    [80, 50],
    [80, 30],
    [80, 0],
  ]);
  const lines = pages.flatMap((page) => page.items.map((item: { purchaseId: number; placed: string }) => item.placed));
  expect(lines).toEqual([...lines].sort());
  expect(new Set(pages.flatMap((page) => page.items.map((item: { purchaseId: number }) => item.purchaseId))).size).toBe(80);
  const soldIn = (first: number, last: number) =>
    Array.from({ length: last - first + 1 }, (_, i) => instance(first + i)).reduce((sum, one) => sum + one.sold, 0);
  const months = [
    { month: '2026-04', netTotal: soldIn(1, 59) },
    { month: '2026-05', netTotal: soldIn(60, COUNT) },
  ];
  for (const page of pages) expect([page.total, page.months]).toEqual([soldIn(1, COUNT), months]);
  // April holds 40 lines: page 1 ends 10 lines into May, page 2 begins there.
  expect([pages[0].items[49].placed.slice(0, 7), pages[1].items[0].placed.slice(0, 7)]).toEqual(['2026-05', '2026-05']);
  expect(pages[0].items[39].placed.slice(0, 7)).toBe('2026-04');
});

it('PURCHASE_REPORT: a page reads the orders from its first line’s day, not from its month’s start', async () => {
  // Every string a query is sent with: the page's query is sent the instant its orders are read from.
  const sent: string[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      const { kind, value } = node as { kind?: string; value?: unknown };
      if (kind === 'ValueNode' && typeof value === 'string') sent.push(value);
      else Object.values(node).forEach(collect);
    }
  };
  const db = reportsDb(
    database.db.withPlugin({
      transformQuery: ({ node }) => (collect(node), node),
      transformResult: ({ result }) => Promise.resolve(result),
    }),
  );
  const params = purchaseReportParamsSchema.parse({ ...MAY, page: 2 });
  const report = await purchaseReport(db, 'NOK', params, pageWindow(2));
  // Page 2 begins with May's 11th line (instance 1076's, placed 9 May 10:00): May's other 10 lie on the days before.
  expect(report.items[0]!.placed).toBe('2026-05-09T10:00:00.000Z');
  expect(report.items).toEqual((await search('PURCHASE_REPORT', { ...MAY, page: 2 })).items);
  expect(sent).toContain('2026-05-09T00:00:00Z');
  expect(sent).not.toContain('2026-05-01T00:00:00Z');
});
