import { createTestDatabase, buildTestApp, type TestDatabase } from '@atrium/service-core/testing';
import { classroomSearchParamsSchemas, type ClassroomSearchType } from '@atrium/reports-contract';
import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { reportsModule } from '../src';
import { reportsDb } from '../src/db';
import { classroomSearchFile } from '../src/report-export/classroom-search-files';
import type { ReportFileRow } from '../src/report-export/report-file';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportInstanceStandIns, seedMayInstances } from './classroom-search-fixtures';

// Issue 19: every search's file reads its rows a batch at a time from a cursor, so memory holds one batch however many
// rows the file has. Proven by the largest answer of any query while a file of 120 rows is read in batches of 25.
let database: TestDatabase;
let app: FastifyInstance;
const COUNT = 120;
const BATCH = 25;
let largestAnswer = 0;

/** Notes the most rows any one query answered (a cursor's fetch included). */
const answerSizes: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: ({ result }) => {
    largestAnswer = Math.max(largestAnswer, result.rows.length);
    return Promise.resolve(result);
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportInstanceStandIns(database.db);
  await seedMayInstances(database.db, COUNT);
  // A course day with an instructor for every fifth instance, so the list's days are read per batch too.
  await sql`
    insert into published.classroom_report_happening
    select 100 + n, 1000 + n, date '2026-05-01' + n % 28, '09:00', '15:00', 'Rom ' || n, '{1}' from generate_series(5, ${COUNT}, 5) as n`.execute(
    database.db,
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const PARAMS: Record<ClassroomSearchType, object> = {
  COURSE_LIST: { fromDate: '2026-05-01', toDate: '2026-05-31', showInvoiceNumber: true, showInternalInfo: true },
  COURSE_PLAN: { year: 2026, period: 'SPRING' },
  COURSE_TURNOVER: { fromDate: '2026-05-01', toDate: '2026-05-31' },
  COURSE_TURNOVER_POTENTIAL: { date: '2026-05-15' },
  PURCHASE_REPORT: { fromDate: '2026-05-01', toDate: '2026-05-31' },
};

/** A search's file rows read in batches of a size, with its announced total. */
async function fileRows(type: ClassroomSearchType, batch: number, db = reportsDb(database.db)) {
  const params = classroomSearchParamsSchemas[type].parse(PARAMS[type]);
  const plan = await classroomSearchFile(db, 'NOK', type, params as never, batch);
  const rows: ReportFileRow[] = [];
  for await (const row of plan.rows) rows.push(row);
  return { total: plan.total, rows };
}

it.each(Object.keys(PARAMS) as ClassroomSearchType[])(
  '%s: the file read in batches is the file read at once, and no query answers more than a batch',
  async (type) => {
    const whole = await fileRows(type, 10_000);
    largestAnswer = 0;
    const batched = await fileRows(type, BATCH, reportsDb(database.db.withPlugin(answerSizes)));
    expect(batched.rows.length).toBeGreaterThan(2 * BATCH);
    expect(batched).toEqual(whole);
    expect(batched.total).toBe(batched.rows.length);
    expect(largestAnswer).toBeGreaterThan(0);
    expect(largestAnswer).toBeLessThanOrEqual(BATCH);
  },
);
