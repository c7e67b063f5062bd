import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { reportsModule } from '../src';
import { unitsOf } from '../src/report-export/minor-units';
import { publishSellingStandIns } from './selling-fixtures';
import { publishReportCourseStandIn, creditLine, seedEcourseLine } from './elearning-search-fixtures';
import { seedClassroomLine } from './classroom-search-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const swede = sessionCookie({ roles: ['staff'], userId: 5, site: 'SE' });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const MARCH = { fromDate: '2026-03-01', toDate: '2026-03-31' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  await publishReportCourseStandIn(database.db);
  const db = database.db;
  await seedEcourseLine(db, { courseId: 5, netPrice: 297000, quantity: 3, placed: '2026-03-02T10:00:00Z' });
  // 23:30 UTC on 28 February is 00:30 on 1 March in Oslo: in March. 22:30 UTC on 31 March is 1 April in Oslo: out.
  await seedEcourseLine(db, { courseId: 5, netPrice: 198000, quantity: 2, placed: '2026-02-28T23:30:00Z' });
  await seedEcourseLine(db, { courseId: 5, netPrice: 99000, quantity: 1, placed: '2026-03-31T22:30:00Z' });
  await seedEcourseLine(db, { courseId: 6, netPrice: 196000, quantity: 4, placed: '2026-03-10T10:00:00Z' });
  await seedEcourseLine(db, { courseId: 6, netPrice: 49005, quantity: 1, placed: '2026-03-12T10:00:00Z' });
  await seedEcourseLine(db, { courseId: 6, netPrice: 49000, quantity: 1, placed: '2026-03-11T10:00:00Z', status: 'cancelled' });
  await creditLine(db, await seedEcourseLine(db, { courseId: 5, netPrice: 99000, quantity: 1, placed: '2026-03-15T10:00:00Z' }));
  await seedEcourseLine(db, { courseId: 7, title: 'Old; "first" course', netPrice: 10000, quantity: 1, placed: '2026-03-20T10:00:00Z' });
  await seedEcourseLine(db, { courseId: 5, netPrice: 105000, quantity: 1, placed: '2026-03-05T10:00:00Z', currency: 'SEK' });
  await seedEcourseLine(db, { courseId: 5, netPrice: 198000, quantity: 2, placed: '2025-03-10T10:00:00Z' });
  // A classroom line is not e-learning turnover.
  await seedClassroomLine(db, { instanceId: 101, netPrice: 450000, quantity: 1, placed: '2026-03-03T10:00:00Z' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const search = (body: object, cookie: string | null = staff) =>
  app.inject({ method: 'POST', url: '/api/reports/data/elearning-search', headers: cookie ? { cookie } : {}, payload: body });
const csv = (query: string, cookie: string | null = staff) =>
  app.inject({
    method: 'GET',
    url: `/api/reports/data/elearning-search/csv?${query}`,
    headers: cookie ? { cookie: `${cookie}; page_locale=en_US` } : {},
  });

it('is course staff’s: 401 signed out, 403 for a company admin, for the search and its CSV', async () => {
  expect((await search(MARCH, null)).statusCode).toBe(401);
  expect((await search(MARCH, carl)).statusCode).toBe(403);
  expect((await csv('fromDate=2026-03-01&toDate=2026-03-31', null)).statusCode).toBe(401);
  expect((await csv('fromDate=2026-03-01&toDate=2026-03-31', carl)).statusCode).toBe(403);
});

it('refuses bad dates and a start after the end, naming the field', async () => {
  const cases: [object, string][] = [
    [{ fromDate: '2026-04-01', toDate: '2026-03-01' }, 'fromDate'],
    [{ fromDate: '2026-02-30', toDate: '2026-03-01' }, 'fromDate'],
    [{ fromDate: '2026-03-01' }, 'toDate'],
    [{ ...MARCH, productCategories: [''] }, 'productCategories'],
  ];
  for (const [body, field] of cases) {
    const res = await search(body);
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().message).toContain(field);
  }
  expect((await csv('fromDate=2026-04-01&toDate=2026-03-01')).statusCode).toBe(400);
});

it('sums e-course lines per course by the Oslo day of the order, biggest first, without cancelled orders and credited lines', async () => {
  const res = await search(MARCH);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    currency: 'NOK',
    current: {
      ...MARCH,
      rows: [
        { courseId: 5, title: 'Arbeid i høyden', language: 'nb_NO', numLicensesSold: 5, netTurnover: 495000 },
        { courseId: 6, title: 'Golf explained', language: 'en_US', numLicensesSold: 5, netTurnover: 245005 },
        { courseId: 7, title: 'Old; "first" course', language: null, numLicensesSold: 1, netTurnover: 10000 },
      ],
      numLicensesSold: 11,
      netTurnover: 750005,
    },
    previousYear: {
      fromDate: '2025-03-01',
      toDate: '2025-03-31',
      rows: [{ courseId: 5, title: 'Arbeid i høyden', language: 'nb_NO', numLicensesSold: 2, netTurnover: 198000 }],
      numLicensesSold: 2,
      netTurnover: 198000,
    },
  });
});

it('filters on product categories, one or many, and counts only the viewer’s site currency', async () => {
  const sport = (await search({ ...MARCH, productCategories: 'Sport' })).json();
  expect(sport.current.rows.map((row: { courseId: number }) => row.courseId)).toEqual([6]);
  const both = (await search({ ...MARCH, productCategories: ['Fritid', 'HMS'] })).json();
  expect(both.current.netTurnover).toBe(495000 + 245005);
  const swedish = (await search(MARCH, swede)).json();
  expect(swedish.currency).toBe('SEK');
  expect(swedish.current.rows).toEqual([
    { courseId: 5, title: 'Arbeid i høyden', language: 'nb_NO', numLicensesSold: 1, netTurnover: 105000 },
  ]);
});

it('downloads the CSV of §9: byte-order mark, semicolons, turnover ÷ 100 with 2 decimals, elearning-search.csv', async () => {
  const res = await csv('fromDate=2026-03-01&toDate=2026-03-31');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="elearning-search.csv"');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(res.rawPayload.toString('utf8')).toBe(
    '\uFEFFCourse;Language;Licenses sold;Net turnover (NOK)\r\n' +
      'Arbeid i høyden;nb_NO;5;4950.00\r\n' +
      'Golf explained;en_US;5;2450.05\r\n' +
      '"Old; ""first"" course";;1;100.00\r\n',
  );
  // Norwegian headers for a Norwegian page; a period without sales is the header alone.
  const empty = await app.inject({
    method: 'GET',
    url: '/api/reports/data/elearning-search/csv?fromDate=2020-01-01&toDate=2020-01-31',
    headers: { cookie: `${staff}; page_locale=nb_NO` },
  });
  expect(empty.rawPayload.toString('utf8')).toBe('\uFEFFKurs;Språk;Solgte lisenser;Netto omsetning (NOK)\r\n');
});

it('writes minor units as currency units with exactly 2 decimals', () => {
  expect([1005, 0, 7, 100, 123456789, -250].map(unitsOf)).toEqual(['10.05', '0.00', '0.07', '1.00', '1234567.89', '-2.50']);
});
