import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import { CLASSROOM_PLAN_CELL_SIZE } from '@atrium/reports-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns } from './classroom-search-fixtures';

// Decision 0259: a course plan's cell lists its first CLASSROOM_PLAN_CELL_SIZE instances and counts all of them; the
// files list every instance.
let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await sql`delete from published.classroom_report_instance`.execute(database.db);
  // Course 7 "Daily drill": 100 instances in March 2026 (days 1–25, four a day, ids 2000 + n), 2 in April. Course 8
  // "Annual review": one in May. Venues P1/P2 alternate.
  await sql`
    insert into published.classroom_report_instance
    select 2000 + n, 7, 'Daily drill', '{Kurs}', date '2026-03-01' + (n - 1) / 4, date '2026-03-01' + (n - 1) / 4,
           3, true, false, null, 'NOK', 1000, null, 10, null, null, null, 1 + n % 2, 'Place ' || (1 + n % 2), 'P' || (1 + n % 2), 0, 0
    from generate_series(1, 100) as n`.execute(database.db);
  await sql`
    insert into published.classroom_report_instance
    select id, course_id, title, '{Kurs}', day, day, 3, true, false, null, 'NOK', 1000, null, 10, null, null, null, 1, 'Place 1', 'P1', 0, 0
    from (values (3001, 7, 'Daily drill', date '2026-04-02'), (3002, 7, 'Daily drill', date '2026-04-09'),
                 (3003, 8, 'Annual review', date '2026-05-05')) as v (id, course_id, title, day)`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('COURSE_PLAN: a full cell lists its first instances by date and counts every one', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reports/data/classroom-search/COURSE_PLAN',
    headers: { cookie: staff },
    payload: { period: 'SPRING', year: 2026 },
  });
  expect(res.statusCode).toBe(200);
  const plan = res.json<{
    courseCount: number;
    items: { title: string; months: { month: number; instanceCount: number; instances: { instanceId: number; day: number }[] }[] }[];
  }>();
  expect(plan.courseCount).toBe(2);
  expect(plan.items.map((item) => item.title)).toEqual(['Annual review', 'Daily drill']);
  const drill = plan.items[1]!.months;
  expect(drill.map((month) => [month.month, month.instanceCount, month.instances.length])).toEqual([
    [1, 0, 0],
    [2, 0, 0],
    [3, 100, CLASSROOM_PLAN_CELL_SIZE],
    [4, 2, 2],
    [5, 0, 0],
    [6, 0, 0],
  ]);
  // The first 31 of March by date and id: four a day from the 1st, so the 8th's first three.
  const march = drill[2]!.instances;
  expect(march.map((instance) => instance.instanceId)).toEqual(Array.from({ length: 31 }, (_, i) => 2001 + i));
  expect(march.at(-1)!.day).toBe(8);
  expect(plan.items[0]!.months.map((month) => month.instanceCount)).toEqual([0, 0, 0, 0, 1, 0]);
});

it('COURSE_PLAN file: every instance of every cell, in the plan’s order', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/reports/data/classroom-search/COURSE_PLAN/csv?period=SPRING&year=2026',
    headers: { cookie: staff },
  });
  expect(res.statusCode).toBe(200);
  const rows = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  expect(rows).toHaveLength(103);
  // In the plan's order, read from a cursor: courses by title, then start date and instance.
  expect(rows[0]).toMatch(/^"?Annual review"?;5;3003;/);
  expect(rows.slice(1, 3).map((row) => row.split(';')[2])).toEqual(['2001', '2002']);
  expect(rows.at(-1)!.split(';')[2]).toBe('3002');
});
