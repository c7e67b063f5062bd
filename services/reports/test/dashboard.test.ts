import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { reportsDb } from '../src/db';
import { dashboardSummary, osloDay } from '../src/dashboard/dashboard-summary';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns, seedClassroomLine } from './classroom-search-fixtures';
import { publishReportCourseStandIn, seedEcourseLine } from './elearning-search-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await publishReportCourseStandIn(database.db);
  // Wednesday 4 March 2026: a classroom order and an e-course order today, a cancelled one, and one yesterday.
  await seedClassroomLine(database.db, { instanceId: 101, netPrice: 450000, quantity: 1, placed: '2026-03-04T08:00:00Z' });
  await seedEcourseLine(database.db, { courseId: 5, netPrice: 99000, quantity: 1, placed: '2026-03-04T09:00:00Z' });
  await seedEcourseLine(database.db, { courseId: 5, netPrice: 99000, quantity: 1, placed: '2026-03-04T09:30:00Z', status: 'cancelled' });
  await seedEcourseLine(database.db, { courseId: 6, netPrice: 49000, quantity: 1, placed: '2026-03-03T09:00:00Z' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('lets /tkadash/show’s call to platform admins only and /eca/dashboard’s to platform and eca admins', async () => {
  const as = (roles: string[]) => sessionCookie({ roles: roles as never, userId: 1 });
  const status = async (kind: string, roles: string[]) =>
    (await app.inject({ method: 'GET', url: `/api/reports/data/dashboard/${kind}`, headers: { cookie: as(roles) } })).statusCode;
  expect([await status('tka', ['atrium']), await status('tka', ['eca_admin']), await status('tka', ['staff'])]).toEqual([200, 403, 403]);
  expect([await status('eca', ['atrium']), await status('eca', ['eca_admin']), await status('eca', ['staff'])]).toEqual([200, 200, 403]);
});

it('sums today’s orders, the month so far against a year earlier and the budget, and this week’s instances', async () => {
  const summary = await dashboardSummary(reportsDb(database.db), 'NOK', new Date('2026-03-04T10:00:00Z'));
  expect(summary).toEqual({
    currency: 'NOK',
    today: { date: '2026-03-04', orders: 2, netTotal: 549000 },
    month: {
      fromDate: '2026-03-01',
      toDate: '2026-03-04',
      // Open course 101 (4 500.00 sold) and internal course 102 at its price; 80 % of 101's full course plus 102.
      classroom: {
        netTurnover: 2450000,
        previousYear: 0,
        potential80: 5600000,
        budget: { budget: 0, budgetGap: -24500, potentialGap: -56000, missingCourses: 0, message: 3 },
      },
      elearning: { netTurnover: 148000, previousYear: 0, licensesSold: 2 },
    },
    // ISO week 10: instance 101 only (105 is Swedish, 102 starts the week after).
    week: {
      fromDate: '2026-03-02',
      toDate: '2026-03-08',
      instances: 1,
      cancelled: 0,
      attending: 4,
      openSpots: 5,
      // 101 was on Monday and nobody has confirmed its internal control yet.
      internalControl: { confirmed: 0, withOpenChecks: 0, due: 1 },
    },
  });
});

it('shows the week’s internal control as the classroom area publishes it (decisions 0225, 0238)', async () => {
  const week = async () => (await dashboardSummary(reportsDb(database.db), 'NOK', new Date('2026-03-04T10:00:00Z'))).week.internalControl;
  await sql`insert into published.classroom_internal_control values (101, '2026-03-03T12:00:00Z', '{participantListSigned}')`.execute(
    database.db,
  );
  expect(await week()).toEqual({ confirmed: 1, withOpenChecks: 1, due: 0 });
  await sql`update published.classroom_internal_control set open_checks = '{}' where cli_id = 101`.execute(database.db);
  expect(await week()).toEqual({ confirmed: 1, withOpenChecks: 0, due: 0 });
  // On the course day itself it is not due yet.
  await sql`delete from published.classroom_internal_control`.execute(database.db);
  expect((await dashboardSummary(reportsDb(database.db), 'NOK', new Date('2026-03-02T10:00:00Z'))).week.internalControl).toEqual({
    confirmed: 0,
    withOpenChecks: 0,
    due: 0,
  });
});

it('counts days in Oslo', () => {
  expect(osloDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
  expect(osloDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
});
