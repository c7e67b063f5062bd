import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import { STATUS_CANCELLED, type ClassroomLicenseListResponse } from '@atrium/classroom-contract';
import { excelRows } from './excel-rows';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
// Carl reads customer 2's licenses only.
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 3, customerId: 2 });
let courseId: number;
let bigCourseId: number;
const ids: Record<string, number> = {};
const instances: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  courseId = await insertCourse(database.db, { name: 'Varme arbeider' });
  instances.past = await insertInstance(database.db, courseId, { from: -30, to: -29 });
  instances.coming = await insertInstance(database.db, courseId, { from: 20, maxParticipants: 8 });
  instances.cancelled = await insertInstance(database.db, courseId, { from: 40, status: STATUS_CANCELLED });
  const add = async (cliId: number, keys: string[], rows: Parameters<typeof insertParticipants>[2]) =>
    (await insertParticipants(database.db, cliId, rows)).forEach((id, index) => (ids[keys[index]!] = id));
  await add(
    instances.past,
    ['approved', 'notApproved', 'absent', 'signed', 'started'],
    [
      { userId: 1, customerId: 1, status: 'approved', approved: '2026-01-05' },
      { userId: 2, customerId: 2, status: 'notapproved' },
      { userId: 3, customerId: 2, status: 'absent' },
      { userId: 4, customerId: 2, status: 'signed' },
      { userId: 5, customerId: 1 },
    ],
  );
  await add(
    instances.coming,
    ['notStarted', 'program', 'cancelled', 'unknown'],
    [
      { userId: 6, customerId: 2, fee: 50000 },
      { userId: 1, customerId: 1, courseProgram: true },
      { userId: 2, customerId: 1, status: 'cancelled' },
      { userId: 77 },
    ],
  );
  await add(instances.cancelled, ['courseCancelled'], [{ userId: 3, customerId: 2 }]);
  const other = await insertCourse(database.db, { name: 'Other course' });
  await insertParticipants(database.db, await insertInstance(database.db, other, { from: 5 }), [{ userId: 1, customerId: 2 }]);
  bigCourseId = await insertCourse(database.db, { name: 'Popular course' });
  const big = await insertInstance(database.db, bigCourseId, { from: 5 });
  await insertParticipants(
    database.db,
    big,
    Array.from({ length: 305 }, (_, index) => ({ userId: 1000 + index, customerId: 2 })),
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, cookie = admin) => app.inject({ url: `/api/classroom${url}`, headers: { cookie } });

async function list(query = '', cookie = admin, course = courseId): Promise<ClassroomLicenseListResponse> {
  const res = await get(`/web/license/clcourse/${course}${query}`, cookie);
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status: 200 });
  return res.json();
}

async function listKeys(query = '', cookie = admin): Promise<string[]> {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return (await list(query, cookie)).licenses.map((license) => byId.get(license.id) ?? String(license.id));
}

describe('GET license/clcourse/{id}', () => {
  it('lists the participants of every instance of the course by name, with names from the users area and each one’s derived status', async () => {
    const res = await get(`/license/clcourse/${courseId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClassroomLicenseListResponse;
    expect(body).toMatchObject({ classroomCourseId: courseId, courseName: 'Varme arbeider', total: 10, limited: false });
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    expect(body.licenses.map((license) => [byId.get(license.id), license.derivedStatus])).toEqual([
      ['approved', 'approved'],
      ['program', 'notStarted'],
      ['notApproved', 'notApproved'],
      ['cancelled', 'cancelled'],
      ['absent', 'absent'],
      ['courseCancelled', 'courseCancelled'],
      ['signed', 'signed'],
      ['started', 'started'],
      ['notStarted', 'notStarted'],
      ['unknown', 'notStarted'],
    ]);
    expect(body.licenses.find((license) => license.id === ids.notStarted)).toEqual({
      id: ids.notStarted,
      uuid: expect.any(String),
      cliId: instances.coming,
      userId: 6,
      name: 'Frida Fjell',
      customerId: 2,
      status: 'enrolled',
      derivedStatus: 'notStarted',
      courseState: 'upcoming',
      startDate: isoDay(20),
      endDate: isoDay(20),
      approved: null,
      cancelled: false,
      cancellationFee: 50000,
      asPartOfCourseProgram: false,
      created: expect.any(String),
    });
    expect(body.licenses.find((license) => license.id === ids.approved)).toMatchObject({ approved: '2026-01-05', courseState: 'finished' });
    expect(body.licenses.find((license) => license.id === ids.courseCancelled)).toMatchObject({
      status: 'enrolled',
      cancelled: true,
      courseState: 'cancelled',
    });
    expect(body.licenses.find((license) => license.id === ids.unknown)?.name).toBeNull();
  });

  it('lists the course’s instances with their seats: maximum minus attendees minus reserved seats', async () => {
    await database.db.withSchema('classroom').insertInto('reservation').values({ cli_id: instances.coming!, seats: 2 }).execute();
    const { instances: shown } = await list();
    expect(shown.map((instance) => instance.id)).toEqual([instances.past, instances.coming, instances.cancelled]);
    // Of the coming instance's four participants one is cancelled: 8 - 3 - 2.
    expect(shown[1]).toEqual({
      id: instances.coming,
      startDate: isoDay(20),
      endDate: isoDay(20),
      courseState: 'upcoming',
      maxParticipants: 8,
      attendees: 3,
      reservedSeats: 2,
      seatsAvailable: 3,
    });
    expect(shown[0]).toMatchObject({ attendees: 5, maxParticipants: null, seatsAvailable: null });
    await database.db.withSchema('classroom').deleteFrom('reservation').execute();
  });

  it.each([
    ['all', ['approved', 'program', 'notApproved', 'cancelled', 'absent', 'courseCancelled', 'signed', 'started', 'notStarted', 'unknown']],
    ['completed', ['approved']],
    ['started', ['notApproved', 'absent', 'signed', 'started']],
    ['notStarted', ['program', 'notStarted', 'unknown']],
    ['cancelled', ['cancelled', 'courseCancelled']],
    ['notCompleted', ['program', 'signed', 'started', 'notStarted', 'unknown']],
  ])('filter=%s keeps the licenses document 001 §4 names', async (filter, expected) => {
    expect(await listKeys(`?filter=${filter}`)).toEqual(expected);
    expect((await get(`/license/clcourse/total/${courseId}?filter=${filter}`)).json()).toEqual({ total: expected.length });
  });

  it('finds part of a name, or a user id exactly', async () => {
    expect(await listKeys('?query=IN')).toEqual(['approved', 'program', 'signed']);
    expect(await listKeys('?query=77')).toEqual(['unknown']);
    expect(await listKeys('?query=7')).toEqual([]);
    expect(await listKeys('?query=100%25')).toEqual([]);
    expect(await listKeys('?query=company&filter=cancelled')).toEqual(['courseCancelled']);
  });

  it('sorts by the derived status in its order, by first course day or approved day, either way', async () => {
    expect(await listKeys('?sort=status')).toEqual([
      'cancelled',
      'courseCancelled',
      'notApproved',
      'absent',
      'approved',
      'signed',
      'started',
      'notStarted',
      'program',
      'unknown',
    ]);
    expect(await listKeys('?sort=started&order=desc&filter=cancelled')).toEqual(['courseCancelled', 'cancelled']);
    expect((await listKeys('?sort=completed'))[0]).toBe('approved');
  });

  it('shows at most 300 licenses and says how many match', async () => {
    const body = await list('', admin, bigCourseId);
    expect(body.licenses).toHaveLength(300);
    expect(body).toMatchObject({ total: 305, limited: true });
    expect((await get(`/license/clcourse/total/${bigCourseId}`)).json()).toEqual({ total: 305 });
  });

  it('answers 404 for an unknown course and 400 naming a bad parameter', async () => {
    expect((await get('/license/clcourse/999999')).statusCode).toBe(404);
    expect((await get('/license/clcourse/total/999999')).statusCode).toBe(404);
    expect((await get('/web/license/clcourse/excel/999999')).statusCode).toBe(404);
    expectRefusedField(await get(`/web/license/clcourse/${courseId}?filter=done`), 'querystring.filter');
    expectRefusedField(await get(`/license/clcourse/total/${courseId}?sort=price`), 'querystring.sort');
    expectRefusedField(await get(`/web/license/clcourse/excel/${courseId}?order=up`), 'querystring.order');
    expect((await get('/license/clcourse/abc')).json().message).toContain('params.id');
  });
});

describe('course state (document 001 §4)', () => {
  it('is ongoing from one day before the first course day to one day after the last, and cancelled with its instance', async () => {
    const course = await insertCourse(database.db, { name: 'States' });
    const cases: [string, { from: number; to?: number; status?: number }][] = [
      ['upcoming', { from: 2, to: 3 }],
      ['ongoing', { from: 1, to: 3 }],
      ['ongoing', { from: -3, to: -1 }],
      ['finished', { from: -3, to: -2 }],
      ['cancelled', { from: 0, status: STATUS_CANCELLED }],
    ];
    for (const [, instance] of cases)
      await insertParticipants(database.db, await insertInstance(database.db, course, instance), [{ userId: 1 }]);
    const { licenses, instances: shown } = await list('?sort=started', admin, course);
    const expectedOrder = [...cases].sort(([, a], [, b]) => a.from - b.from).map(([state]) => state);
    expect(shown.map((instance) => instance.courseState)).toEqual(expectedOrder);
    expect(licenses.map((license) => license.courseState)).toEqual(expectedOrder);
    expect(licenses.map((license) => license.derivedStatus)).toEqual(
      expectedOrder.map((state) => (state === 'cancelled' ? 'courseCancelled' : state === 'upcoming' ? 'notStarted' : 'started')),
    );
  });
});

describe('GET /web/license/clcourse/excel/{id}', () => {
  async function sheetRows(url: string, cookie = admin): Promise<unknown[][]> {
    const res = await get(url, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    return excelRows(res.rawPayload);
  }

  it('holds the filtered licenses in the asked order, with their derived status', async () => {
    const [header, ...rows] = await sheetRows(
      `/web/license/clcourse/excel/${courseId}?filter=started&sort=name&order=desc`,
      `${admin}; page_locale=en_US`,
    );
    expect(header).toEqual([
      'License id',
      'User id',
      'Name',
      'Customer id',
      'Course instance',
      'First course day',
      'Status',
      'Approved',
      'Cancellation fee',
      'Part of course programme',
    ]);
    expect(rows.map((row) => row[2])).toEqual(['Erik Eng', 'Dina Dahl', 'Carl Company', 'Berit Bakke']);
    expect(rows[2]).toEqual([
      ids.absent,
      3,
      'Carl Company',
      2,
      instances.past,
      new Date(`${isoDay(-30)}T00:00:00Z`),
      'Absent',
      undefined,
      0,
      false,
    ]);
  });

  it('holds every matching license, not only the 300 the screen shows', async () => {
    expect(await sheetRows(`/web/license/clcourse/excel/${bigCourseId}`)).toHaveLength(306);
  });

  it('holds only the company’s own licenses for a company admin', async () => {
    const [, ...rows] = await sheetRows(`/web/license/clcourse/excel/${courseId}`, companyAdmin);
    expect(rows.map((row) => row[3])).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('access', () => {
  it('lets a company admin read only the licenses bought for the active customer', async () => {
    expect(await listKeys('', companyAdmin)).toEqual(['notApproved', 'absent', 'courseCancelled', 'signed', 'notStarted']);
    expect((await get(`/license/clcourse/total/${courseId}?filter=started`, companyAdmin)).json()).toEqual({ total: 3 });
  });

  it('refuses people without a license role with 403, and signed-out callers with 401', async () => {
    const instructor = sessionCookie({ roles: ['instructor'] });
    for (const url of [
      `/license/clcourse/${courseId}`,
      `/license/clcourse/total/${courseId}`,
      `/web/license/clcourse/${courseId}`,
      `/web/license/clcourse/excel/${courseId}`,
    ]) {
      expect((await get(url, instructor)).statusCode).toBe(403);
      expect((await app.inject({ url: `/api/classroom${url}` })).statusCode).toBe(401);
    }
  });
});

describe('GET clicourses/licenseclassroomstatuses/', () => {
  it('lists the participant statuses; instructors may choose all but coursecancelled and cancelled', async () => {
    const res = await get('/clicourses/licenseclassroomstatuses/', sessionCookie({ roles: ['instructor'] }));
    expect(res.json()).toEqual([
      { name: 'enrolled', instructorMayChoose: true },
      { name: 'signed', instructorMayChoose: true },
      { name: 'approved', instructorMayChoose: true },
      { name: 'notapproved', instructorMayChoose: true },
      { name: 'absent', instructorMayChoose: true },
      { name: 'cancelled', instructorMayChoose: false },
      { name: 'coursecancelled', instructorMayChoose: false },
    ]);
    expect((await get('/clicourses/licenseclassroomstatuses/', companyAdmin)).statusCode).toBe(403);
  });
});
