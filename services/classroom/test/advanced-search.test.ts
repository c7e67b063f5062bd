import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import {
  advancedSearchQuerySchema,
  defaultSearchWindow,
  searchRows,
  shortenName,
  type AdvancedSearchResponse,
  type Instance,
  type InstanceCreate,
} from '@atrium/classroom-contract';
import { excelRows } from './excel-rows';
import { insertCourse, isoDay } from './fixtures';
import { insertPlace } from './instance-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'] });
const ids: Record<string, number> = {};
let place: { placeId: number; roomIds: number[] };

async function create(body: InstanceCreate): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/classroom/clicourses', headers: { cookie: staff }, payload: body });
  expect(res.statusCode).toBe(201);
  return (res.json() as Instance).id;
}

async function search(query: string, status = 200): Promise<AdvancedSearchResponse> {
  const res = await app.inject({ url: `/api/classroom/clicourses/advanced-search/datespan?${query}`, headers: { cookie: staff } });
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
  return res.json();
}

const window = `fromDate=${isoDay(0)}&toDate=${isoDay(60)}`;
const found = async (query: string) => (await search(`${window}&${query}`)).clis.map((cli) => cli.id);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const long = await insertCourse(database.db, { name: 'Arbeid på høyspenningsanlegg med ekstra langt navn' });
  const short = await insertCourse(database.db, { name: 'Brannvern' });
  place = await insertPlace(database.db, 'Kurssenter Bergen', ['Fjorden']);
  ids.long = long;
  ids.short = short;
  ids.a = await create({ courseClassroom: long, firstDate: isoDay(10), status: 2, sku: 'A-1', coursePlaceId: place.placeId });
  ids.b = await create({ courseClassroom: short, firstDate: isoDay(5), status: 4, info: 'Kveldskurs på kaia' });
  ids.c = await create({
    courseClassroom: short,
    firstDate: isoDay(20),
    status: 3,
    sku: 'B-1',
    internalCourse: { courseInternal: true, customerId: 9, price: 1000, orderReference: 'PO-77' },
  });
  ids.outside = await create({ courseClassroom: short, firstDate: isoDay(90), status: 3, sku: 'B-1' });
  ids.past = await create({ courseClassroom: short, firstDate: isoDay(-3), status: 3, sku: 'B-1' });
  const happenings = await app.inject({ url: `/api/classroom/clicourse/${ids.a}/classroomhappenings`, headers: { cookie: staff } });
  const [h] = happenings.json();
  await app.inject({
    method: 'PUT',
    url: '/api/classroom/clicourse/classroomhappenings',
    headers: { cookie: staff },
    payload: { ...h, room: place.roomIds[0], instructors: [31] },
  });
  await app.inject({
    method: 'POST',
    url: `/api/classroom/clicourse/${ids.b}/addParentCourse`,
    headers: { cookie: staff },
    payload: { parentId: ids.a },
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('GET /api/classroom/clicourses/advanced-search/datespan', () => {
  it('finds instances starting in the window, by start date, with every part of the answer', async () => {
    const result = await search(window);
    expect(result.clis.map((cli) => cli.id)).toEqual([ids.b, ids.a, ids.c]);
    expect(result.cls.map((cl) => cl.id).sort()).toEqual([ids.long, ids.short].sort());
    expect(result.happenings.map((h) => h.cliId).sort()).toEqual([ids.a, ids.b, ids.c].sort());
    expect(result.happenings.find((h) => h.cliId === ids.a)).toMatchObject({ room: place.roomIds[0], instructors: [31] });
    expect(result.rooms).toEqual([{ id: place.roomIds[0], name: 'Fjorden', coursePlaceId: place.placeId }]);
    expect(result.customers).toEqual([9]);
    expect(result.groupCourses).toEqual([{ parentId: ids.a, childId: ids.b }]);
    expect(result.participants).toEqual([]);
  });

  it('filters by course, instance id, instructor, customer, place, free text and purchasable only', async () => {
    expect(await found(`classroomCourseId=${ids.long}`)).toEqual([ids.a]);
    expect(await found(`courseId=${ids.c}`)).toEqual([ids.c]);
    expect(await found('instructorId=31')).toEqual([ids.a]);
    expect(await found('customerId=9')).toEqual([ids.c]);
    expect(await found(`coursePlaceId=${place.placeId}`)).toEqual([ids.a]);
    expect(await found('freeText=kaia')).toEqual([ids.b]);
    expect(await found('freeText=HØYSPENNING')).toEqual([ids.a]);
    expect(await found('freeText=po-77')).toEqual([ids.c]);
    expect(await found(`freeText=${ids.c}`)).toEqual([ids.c]);
    expect(await found('freeText=100%25')).toEqual([]);
    // a is tentative with an sku, c confirmed with one; b is cancelled without one.
    expect(await found('show=purchasable')).toEqual([ids.a, ids.c]);
  });

  it('answers a page at a time, counting the whole window, each page from its neighbour cursor', async () => {
    const first = await search(`${window}&pageSize=2`);
    expect(first.clis.map((cli) => cli.id)).toEqual([ids.b, ids.a]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    // The parts of the answer belong to the page's instances only.
    expect(first.customers).toEqual([]);
    expect(first.happenings.map((h) => h.cliId).sort()).toEqual([ids.a, ids.b].sort());
    const second = await search(`${window}&pageSize=2&page=2&after=${encodeURIComponent(first.cursors.last!)}`);
    expect(second.clis.map((cli) => cli.id)).toEqual([ids.c]);
    expect(second.customers).toEqual([9]);
    const back = await search(`${window}&pageSize=2&page=1&before=${encodeURIComponent(second.cursors.first!)}`);
    expect(back.clis.map((cli) => cli.id)).toEqual([ids.b, ids.a]);
    const last = await search(`${window}&pageSize=2&last=true`);
    expect(last).toMatchObject({ page: 2, total: 3 });
    expect(last.clis.map((cli) => cli.id)).toEqual([ids.c]);
    const badCursor = await app.inject({
      url: `/api/classroom/clicourses/advanced-search/datespan?${window}&before=x`,
      headers: { cookie: staff },
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().fields).toHaveProperty(['querystring.before']);
  });

  it('streams the whole window to Excel whatever page the list shows', async () => {
    const res = await app.inject({
      url: `/api/classroom/clicourses/advanced-search/datespan?${window}&pageSize=1&page=2&toExcel=true`,
      headers: { cookie: staff },
    });
    const [, ...data] = await excelRows(res.rawPayload);
    expect(data.map((row) => row[0])).toEqual([ids.b, ids.a, ids.c]);
  });

  it('turns an end before the start into the start plus one week', async () => {
    expect((await search(`fromDate=${isoDay(2)}&toDate=${isoDay(-30)}`)).clis.map((cli) => cli.id)).toEqual([ids.b]);
    expect(advancedSearchQuerySchema.parse({ fromDate: '2026-03-10', toDate: '2026-01-01' })).toMatchObject({ toDate: '2026-03-17' });
  });

  it('refuses a window over 365 days, naming toDate', async () => {
    await search(`fromDate=2026-01-01&toDate=2027-01-01`);
    const res = await app.inject({
      url: '/api/classroom/clicourses/advanced-search/datespan?fromDate=2026-01-01&toDate=2027-01-02',
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'querystring.toDate': 'search.tooLong' });
    const missing = await app.inject({ url: '/api/classroom/clicourses/advanced-search/datespan', headers: { cookie: staff } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty(['querystring.fromDate']);
  });

  it('streams exactly the rows the list shows as a workbook', async () => {
    const res = await app.inject({
      url: `/api/classroom/clicourses/advanced-search/datespan?${window}&toExcel=true`,
      headers: { cookie: `${staff}; page_locale=en_US` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="course-instances.xlsx"');
    const [header, ...data] = await excelRows(res.rawPayload);
    expect(header).toEqual([
      'Id',
      'Start date',
      'End date',
      'Course',
      'Course place',
      'Rooms',
      'Days',
      'Status',
      'Article number',
      'Order reference',
    ]);
    const shown = searchRows(await search(window)).map((r) => [
      r.id,
      r.startDate ? new Date(`${r.startDate}T00:00:00Z`) : '',
      r.endDate ? new Date(`${r.endDate}T00:00:00Z`) : '',
      r.courseName,
      r.coursePlace,
      r.rooms,
      r.days,
      `${r.statusName[0]!.toUpperCase()}${r.statusName.slice(1)}`,
      r.sku,
      r.orderReference,
    ]);
    expect(data).toEqual(shown.map((row) => row.map((cell) => (cell === '' ? undefined : cell))));
    // The screen cuts names to 20 characters; the spreadsheet holds them whole (issue 22).
    expect(data[1]![3]).toBe('Arbeid på høyspenningsanlegg med ekstra langt navn');
  });

  it("counts each instance's attendees, leaving out cancelled participants and instances without any", async () => {
    const participants = (cliId: number, statuses: string[]) =>
      statuses.map(
        (status, i) => sql`insert into classroom.participant (cli_id, user_id, status, cancelled_at)
        values (${cliId}, ${500 + i}, ${status}, case when ${status} like '%cancelled' then now() end)`,
      );
    for (const insert of [
      ...participants(ids.c!, ['enrolled', 'signed', 'cancelled']),
      ...participants(ids.b!, ['enrolled', 'coursecancelled']),
      ...participants(ids.a!, ['cancelled']),
    ])
      await insert.execute(database.db);
    try {
      // In the instances' order (start date): b, a, c; a has only a cancelled one.
      expect((await search(window)).participants).toEqual([
        { cliId: ids.b, count: 1 },
        { cliId: ids.c, count: 2 },
      ]);
    } finally {
      await sql`delete from classroom.participant where cli_id = any(${[ids.a, ids.b, ids.c]}::int[])`.execute(database.db);
    }
  });

  it('is for platform admins and course staff', async () => {
    expect((await app.inject({ url: `/api/classroom/clicourses/advanced-search/datespan?${window}` })).statusCode).toBe(401);
    const companyAdmin = sessionCookie({ roles: ['companyadmin'] });
    expect(
      (await app.inject({ url: `/api/classroom/clicourses/advanced-search/datespan?${window}`, headers: { cookie: companyAdmin } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('search rules shared with the screen', () => {
  it('cuts names to 20 characters plus an ellipsis', () => {
    expect(shortenName('12345678901234567890')).toBe('12345678901234567890');
    expect(shortenName('123456789012345678901')).toBe('12345678901234567890…');
  });

  it('defaults to today until three months ahead', () => {
    expect(defaultSearchWindow('2026-01-31')).toEqual({ fromDate: '2026-01-31', toDate: '2026-05-01' });
    expect(defaultSearchWindow('2026-03-15')).toEqual({ fromDate: '2026-03-15', toDate: '2026-06-15' });
  });
});
