import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import { licenseStatus, type AddLicensesResponse, type EcourseLicense, type EcourseLicenseListResponse } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { seedDemoLicenses } from '../src/licenses/seed-licenses';
import { insertCourse, insertLicenses, publishPeople } from './license-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
// Carl administers customer 2's licenses only.
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 3, customerId: 2 });
let courseId: number;
let bigCourseId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await publishPeople(database.db, [
    { id: 1, first: 'Ada', last: 'Admin' },
    { id: 2, first: 'Berit', last: 'Bakke' },
    { id: 3, first: 'Carl', last: 'Company' },
    { id: 4, first: 'Dina', last: 'Dahl' },
    { id: 5, first: 'Erik', last: 'Eng' },
    { id: 6, first: 'Frida', last: 'Fjell' },
  ]);
  courseId = await insertCourse(database.db, 'Varme arbeider');
  const keys = ['notStarted', 'started', 'completed', 'cancelled', 'notPassed', 'program', 'unknown'];
  const created = await insertLicenses(database.db, courseId, [
    { userId: 1, customerId: 1 },
    { userId: 2, customerId: 2, started: '2026-01-10T09:00:00Z' },
    { userId: 3, customerId: 2, started: '2026-01-11T09:00:00Z', completed: '2026-02-01T09:00:00Z' },
    { userId: 4, customerId: 2, cancelled: true, fee: 50000 },
    { userId: 5, customerId: 1, started: '2026-01-12T09:00:00Z', notPassed: true },
    { userId: 6, customerId: 2, started: '2026-01-13T09:00:00Z', courseProgram: true },
    { userId: 77, started: '2026-01-14T09:00:00Z', cancelled: true },
  ]);
  keys.forEach((key, index) => (ids[key] = created[index]!));
  await insertLicenses(database.db, await insertCourse(database.db, 'Other course'), [{ userId: 1, customerId: 2 }]);
  bigCourseId = await insertCourse(database.db, 'Popular course');
  await insertLicenses(
    database.db,
    bigCourseId,
    Array.from({ length: 305 }, (_, index) => ({ userId: 1000 + index, customerId: 2 })),
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, cookie = admin) => app.inject({ url: `/api/elearning${url}`, headers: { cookie } });
const send = (method: 'PUT' | 'POST', url: string, payload: object, cookie = admin) =>
  app.inject({ method, url: `/api/elearning${url}`, headers: { cookie }, payload });

async function listKeys(query = '', cookie = admin): Promise<string[]> {
  const res = await get(`/web/license/ecourse/${courseId}${query}`, cookie);
  expect(res.statusCode).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return (res.json() as EcourseLicenseListResponse).licenses.map((license) => byId.get(license.id) ?? String(license.id));
}

describe('license status (document 001 §4)', () => {
  const base = { notPassed: false, cancelled: false, completed: null, started: null };
  it('is derived in order: not passed, cancelled, completed with date, started with date, not started', () => {
    const all = { notPassed: true, cancelled: true, completed: '2026-02-01', started: '2026-01-01' };
    expect(licenseStatus(all)).toEqual({ key: 'notPassed', date: null });
    expect(licenseStatus({ ...all, notPassed: false })).toEqual({ key: 'cancelled', date: null });
    expect(licenseStatus({ ...all, notPassed: false, cancelled: false })).toEqual({ key: 'completed', date: '2026-02-01' });
    expect(licenseStatus({ ...base, started: '2026-01-01' })).toEqual({ key: 'started', date: '2026-01-01' });
    expect(licenseStatus(base)).toEqual({ key: 'notStarted', date: null });
  });
});

describe('GET license/ecourse/{id}', () => {
  it('lists the course’s licenses by name with the people’s names from the users area', async () => {
    const res = await get(`/license/ecourse/${courseId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as EcourseLicenseListResponse;
    expect(body.courseName).toBe('Varme arbeider');
    expect(body.licenses.map((license) => license.name)).toEqual([
      'Ada Admin',
      'Berit Bakke',
      'Carl Company',
      'Dina Dahl',
      'Erik Eng',
      'Frida Fjell',
      null,
    ]);
    expect(body.licenses[3]).toEqual({
      id: ids.cancelled,
      uuid: expect.any(String),
      userId: 4,
      remoteLearnerId: null,
      name: 'Dina Dahl',
      customerId: 2,
      started: null,
      completed: null,
      approved: null,
      cancelled: true,
      notPassed: false,
      cancellationFee: 50000,
      asPartOfCourseProgram: false,
    });
  });

  it.each([
    ['all', ['notStarted', 'started', 'completed', 'cancelled', 'notPassed', 'program', 'unknown']],
    ['completed', ['completed']],
    ['started', ['started', 'notPassed', 'program']],
    ['notStarted', ['notStarted']],
    ['cancelled', ['cancelled', 'unknown']],
    ['notCompleted', ['notStarted', 'started', 'program']],
  ])('filter=%s keeps the licenses document 001 §4 names', async (filter, expected) => {
    expect(await listKeys(`?filter=${filter}`)).toEqual(expected);
    const total = await get(`/license/ecourse/total/${courseId}?filter=${filter}`);
    expect(total.json()).toEqual({ total: expected.length });
  });

  it('finds part of a name, or a user id exactly', async () => {
    expect(await listKeys('?query=IN')).toEqual(['notStarted', 'cancelled']);
    expect(await listKeys('?query=77')).toEqual(['unknown']);
    expect(await listKeys('?query=7')).toEqual([]);
    expect(await listKeys('?query=dahl&filter=cancelled')).toEqual(['cancelled']);
  });

  it('sorts by status in the order statuses are derived, or by a date, either way', async () => {
    expect(await listKeys('?sort=status')).toEqual(['notPassed', 'cancelled', 'unknown', 'completed', 'started', 'program', 'notStarted']);
    expect(await listKeys('?sort=started&order=desc&filter=started')).toEqual(['program', 'notPassed', 'started']);
    expect(await listKeys('?sort=name&order=desc')).toEqual([
      'program',
      'notPassed',
      'cancelled',
      'completed',
      'started',
      'notStarted',
      'unknown',
    ]);
  });

  it('shows at most 300 licenses; the total tells how many there are', async () => {
    const res = await get(`/license/ecourse/${bigCourseId}`);
    expect((res.json() as EcourseLicenseListResponse).licenses).toHaveLength(300);
    expect((await get(`/license/ecourse/total/${bigCourseId}`)).json()).toEqual({ total: 305 });
  });

  it('answers 404 for an unknown course and 400 naming a bad parameter', async () => {
    expect((await get('/license/ecourse/999999')).statusCode).toBe(404);
    expect((await get('/license/ecourse/total/999999')).statusCode).toBe(404);
    for (const [query, field] of [
      ['filter=done', 'querystring.filter'],
      ['sort=price', 'querystring.sort'],
      ['order=up', 'querystring.order'],
    ]) {
      const res = await get(`/web/license/ecourse/${courseId}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await get('/license/ecourse/abc')).json().message).toContain('params.id');
  });
});

describe('GET /web/license/ecourse/excel/{id}', () => {
  async function sheetRows(url: string, cookie = admin): Promise<unknown[][]> {
    const res = await get(url, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('holds the filtered licenses in the asked order, with their derived status', async () => {
    const [header, ...rows] = await sheetRows(
      `/web/license/ecourse/excel/${courseId}?filter=notCompleted&sort=name&order=desc`,
      `${admin}; page_locale=en_US`,
    );
    expect(header).toEqual([
      'License id',
      'User id',
      'Name',
      'Learner id in the customer LMS',
      'Customer id',
      'Status',
      'Started',
      'Completed',
      'Cancellation fee',
      'Part of course programme',
    ]);
    expect(rows.map((row) => row[2])).toEqual(['Frida Fjell', 'Berit Bakke', 'Ada Admin']);
    expect(rows[1]).toEqual([ids.started, 2, 'Berit Bakke', undefined, 2, 'Started', new Date(Date.UTC(2026, 0, 10)), undefined, 0, false]);
  });

  it('is written in the language of the page that asked for it, dates shown DD.MM.YYYY', async () => {
    const url = `/web/license/ecourse/excel/${courseId}?filter=notCompleted&sort=name&order=desc`;
    const [norwegian, ...rows] = await sheetRows(url);
    expect(norwegian).toContain('Lisens-id');
    expect(rows[1]![5]).toBe('Startet');
    const [swedish, ...swedishRows] = await sheetRows(url, `${admin}; page_locale=sv_SE`);
    expect(swedish).toContain('Licens-id');
    expect(swedishRows[2]![5]).toBe('Ej startad');
    const res = await get(url, admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.name).toBe('Lisenser');
    expect(workbook.worksheets[0]!.getColumn(7).numFmt).toBe('dd.mm.yyyy');
  });

  it('holds every matching license, not only the 300 the screen shows', async () => {
    expect(await sheetRows(`/web/license/ecourse/excel/${bigCourseId}`)).toHaveLength(306);
  });

  it('holds only the company’s own licenses for a company admin', async () => {
    const [, ...rows] = await sheetRows(`/web/license/ecourse/excel/${courseId}`, companyAdmin);
    expect(rows.map((row) => row[4])).toEqual([2, 2, 2, 2]);
  });
});

describe('company admins', () => {
  it('see only the licenses bought for their own company', async () => {
    expect(await listKeys('', companyAdmin)).toEqual(['started', 'completed', 'cancelled', 'program']);
    expect((await get(`/license/ecourse/total/${courseId}?filter=started`, companyAdmin)).json()).toEqual({ total: 2 });
  });

  it('may not approve or add licenses', async () => {
    expect(
      (await send('PUT', '/data/licenses/ecourses/setlicensesapproved', { ids: [ids.started], date: '2026-03-01' }, companyAdmin))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/data/license/ecourse/${courseId}`, { usersWithCustomer: [{ userId: 1, customerId: 2 }] }, companyAdmin))
        .statusCode,
    ).toBe(403);
  });

  it('cannot cancel another company’s license', async () => {
    // User 4's only license of the course is cancelled, so another open one may be added (one open license each).
    const [other] = await insertLicenses(database.db, courseId, [{ userId: 4, customerId: 1 }]);
    const res = await send('PUT', '/data/licenses/ecourses/cancel', { ids: [other] }, companyAdmin);
    expect(res.statusCode).toBe(404);
    const [row] = await elearningDb(database.db).selectFrom('license').select('cancelled').where('id', '=', other!).execute();
    expect(row?.cancelled).toBe(false);
    await elearningDb(database.db).deleteFrom('license').where('id', '=', other!).execute();
  });
});

describe('access', () => {
  it('refuses people without a license role with 403, and signed-out callers with 401', async () => {
    const instructor = sessionCookie({ roles: ['instructor'] });
    for (const url of [
      `/license/ecourse/${courseId}`,
      `/license/ecourse/total/${courseId}`,
      `/web/license/ecourse/${courseId}`,
      `/web/license/ecourse/excel/${courseId}`,
    ]) {
      expect((await get(url, instructor)).statusCode).toBe(403);
      expect((await app.inject({ url: `/api/elearning${url}` })).statusCode).toBe(401);
    }
    expect((await send('PUT', '/data/licenses/ecourses/cancel', { ids: [1] }, instructor)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/data/licenses/ecourses/setlicensesapproved', { ids: [1], date: '2026-01-01' }, instructor)).statusCode,
    ).toBe(403);
  });
});

describe('changes', () => {
  let changeCourse: number;
  beforeEach(async () => {
    changeCourse = await insertCourse(database.db, `Changes ${Math.random()}`);
  });

  const licensesOf = async (course: number) => ((await get(`/license/ecourse/${course}`)).json() as EcourseLicenseListResponse).licenses;

  describe('PUT data/licenses/ecourses/setlicensesapproved', () => {
    it('completes the licenses at the chosen day, passed, and returns them', async () => {
      const [a, b] = await insertLicenses(database.db, changeCourse, [
        { userId: 1, started: '2026-01-01T10:00:00Z', notPassed: true },
        { userId: 2 },
      ]);
      const res = await send('PUT', '/data/licenses/ecourses/setlicensesapproved', { ids: [a, b], date: '2026-03-05' }, staff);
      expect(res.statusCode).toBe(200);
      const updated = res.json() as EcourseLicense[];
      expect(updated.map((license) => [license.id, license.completed?.slice(0, 10), license.notPassed])).toEqual([
        [a, '2026-03-05', false],
        [b, '2026-03-05', false],
      ]);
      expect(updated.every((license) => license.approved !== null && licenseStatus(license).key === 'completed')).toBe(true);
      // A license approved without having been started counts as started that day; a started one keeps its start.
      expect(updated.map((license) => license.started?.slice(0, 10))).toEqual(['2026-01-01', '2026-03-05']);
      expect((await get(`/license/ecourse/total/${changeCourse}?filter=notStarted`)).json()).toEqual({ total: 0 });
      expect((await licensesOf(changeCourse)).map((license) => license.completed?.slice(0, 10))).toEqual(['2026-03-05', '2026-03-05']);
      const [row] = await elearningDb(database.db).selectFrom('license').select('approved_by').where('id', '=', a!).execute();
      expect(row?.approved_by).toBe(2);
    });

    it('approves nothing when the selection holds a cancelled license', async () => {
      const [open, cancelled] = await insertLicenses(database.db, changeCourse, [{ userId: 1 }, { userId: 2, cancelled: true }]);
      const res = await send('PUT', '/data/licenses/ecourses/setlicensesapproved', { ids: [open, cancelled], date: '2026-03-05' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('license.approve.cancelled');
      expect((await licensesOf(changeCourse)).map((license) => license.completed)).toEqual([null, null]);
    });

    it('answers 404 for an unknown license and 400 naming a bad field', async () => {
      expect((await send('PUT', '/data/licenses/ecourses/setlicensesapproved', { ids: [999999], date: '2026-03-05' })).statusCode).toBe(
        404,
      );
      for (const [payload, field] of [
        [{ ids: [1], date: '05.03.2026' }, 'body.date'],
        [{ ids: [], date: '2026-03-05' }, 'body.ids'],
        [{ date: '2026-03-05' }, 'body.ids'],
      ] as const) {
        const res = await send('PUT', '/data/licenses/ecourses/setlicensesapproved', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(field);
      }
    });
  });

  describe('PUT data/licenses/ecourses/cancel', () => {
    it('cancels the selected licenses and returns them', async () => {
      const [a, b] = await insertLicenses(database.db, changeCourse, [
        { userId: 1, customerId: 2, fee: 1000 },
        { userId: 2, customerId: 2 },
      ]);
      // Document 001 §4: a's fee is open, so without the admin's consent nothing is cancelled (decision 0233).
      const refused = await send('PUT', '/data/licenses/ecourses/cancel', { ids: [a, b] }, companyAdmin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('license.cancel.feeNotAccepted');
      const untouched = await elearningDb(database.db).selectFrom('license').select('cancelled').where('id', 'in', [a!, b!]).execute();
      expect(untouched.map((row) => row.cancelled)).toEqual([false, false]);

      const res = await send('PUT', '/data/licenses/ecourses/cancel', { ids: [a, b], acceptCancellationFee: true }, companyAdmin);
      expect(res.statusCode).toBe(200);
      expect((res.json() as EcourseLicense[]).map((license) => [license.id, license.cancelled])).toEqual([
        [a, true],
        [b, true],
      ]);
      const [row] = await elearningDb(database.db)
        .selectFrom('license')
        .select(['cancelled_by', 'cancelled_at'])
        .where('id', '=', a!)
        .execute();
      expect(row).toEqual({ cancelled_by: 3, cancelled_at: expect.any(Date) });
    });

    it('cancels nothing when the selection holds a license that is part of a course programme', async () => {
      const [plain, program] = await insertLicenses(database.db, changeCourse, [{ userId: 1 }, { userId: 2, courseProgram: true }]);
      const res = await send('PUT', '/data/licenses/ecourses/cancel', { ids: [plain, program] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('license.cancel.partOfCourseProgram');
      expect((await licensesOf(changeCourse)).map((license) => license.cancelled)).toEqual([false, false]);
    });

    it('lets course staff cancel any customer’s licenses, a free one without a second consent', async () => {
      const [own, other] = await insertLicenses(database.db, changeCourse, [
        { userId: 3, customerId: 2 },
        { userId: 4, customerId: 7 },
      ]);
      const res = await send('PUT', '/data/licenses/ecourses/cancel', { ids: [own, other] }, staff);
      expect(res.statusCode).toBe(200);
      expect((res.json() as EcourseLicense[]).map((license) => license.cancelled)).toEqual([true, true]);
    });

    it('answers 400 naming a bad field and 404 for an unknown license', async () => {
      const res = await send('PUT', '/data/licenses/ecourses/cancel', { ids: ['x'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('body.ids');
      const consent = await send('PUT', '/data/licenses/ecourses/cancel', { ids: [1], acceptCancellationFee: 'yes' });
      expect(consent.statusCode).toBe(400);
      expect(consent.json().message).toContain('body.acceptCancellationFee');
      expect((await send('PUT', '/data/licenses/ecourses/cancel', { ids: [999999] })).statusCode).toBe(404);
    });
  });

  describe('POST data/license/ecourse/{id}', () => {
    const outbox = () => database.db.withSchema('elearning').selectFrom('outbox').selectAll().orderBy('id').execute();
    beforeEach(async () => {
      await database.db.withSchema('elearning').deleteFrom('outbox').execute();
    });

    it('gives each user a license for their customer and mails them when asked', async () => {
      const res = await send('POST', `/data/license/ecourse/${changeCourse}`, {
        usersWithCustomer: [
          { userId: 4, customerId: 2 },
          { userId: 5, customerId: null },
        ],
        sendEmailNotification: true,
        sendSmsNotification: false,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as AddLicensesResponse;
      expect(body.alreadyLicensed).toEqual([]);
      expect(body.created.map((license) => [license.userId, license.customerId, license.name, licenseStatus(license).key])).toEqual([
        [4, 2, 'Dina Dahl', 'notStarted'],
        [5, null, 'Erik Eng', 'notStarted'],
      ]);
      const mails = await outbox();
      expect(mails.map((mail) => mail.to)).toEqual([['dina@example.com'], ['erik@example.com']]);
      expect(mails[0]).toMatchObject({ status: 'queued', subject: expect.stringContaining('Changes') });
    });

    it('sends no mail unless asked', async () => {
      const res = await send('POST', `/data/license/ecourse/${changeCourse}`, {
        usersWithCustomer: [{ userId: 4, customerId: 2 }],
        sendEmailNotification: false,
        sendSmsNotification: true,
      });
      expect(res.statusCode).toBe(200);
      expect(await outbox()).toEqual([]);
    });

    it('gives no second license to a user who holds one that is not cancelled', async () => {
      await insertLicenses(database.db, changeCourse, [{ userId: 4 }, { userId: 5, cancelled: true }]);
      const res = await send('POST', `/data/license/ecourse/${changeCourse}`, {
        usersWithCustomer: [
          { userId: 4, customerId: 2 },
          { userId: 5, customerId: 2 },
          { userId: 5, customerId: 2 },
        ],
        sendEmailNotification: true,
      });
      const body = res.json() as AddLicensesResponse;
      expect(body.alreadyLicensed).toEqual([4]);
      expect(body.created.map((license) => license.userId)).toEqual([5]);
      expect((await outbox()).map((mail) => mail.to)).toEqual([['erik@example.com']]);
    });

    it('refuses an unknown user with a 400 naming the entry, and adds nobody', async () => {
      const res = await send('POST', `/data/license/ecourse/${changeCourse}`, {
        usersWithCustomer: [
          { userId: 4, customerId: 2 },
          { userId: 4040, customerId: 2 },
        ],
        sendEmailNotification: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('body.usersWithCustomer.1.userId');
      expect(await licensesOf(changeCourse)).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it('answers 400 naming a bad field and 404 for an unknown course', async () => {
      for (const [payload, field] of [
        [{ usersWithCustomer: [] }, 'body.usersWithCustomer'],
        [{ usersWithCustomer: [{ userId: 'x', customerId: 1 }] }, 'body.usersWithCustomer.0.userId'],
        [{ usersWithCustomer: [{ userId: 4, customerId: 1 }], sendEmailNotification: 'yes' }, 'body.sendEmailNotification'],
      ] as const) {
        const res = await send('POST', `/data/license/ecourse/${changeCourse}`, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(field);
      }
      expect((await send('POST', '/data/license/ecourse/999999', { usersWithCustomer: [{ userId: 4, customerId: 1 }] })).statusCode).toBe(
        404,
      );
    });
  });
});

describe('demo data', () => {
  it('gives the list licenses in several states, some of them the company admin’s', async () => {
    const demo = await createTestDatabase();
    const demoApp = await buildTestApp(demo.db, [elearningModule]);
    try {
      await publishPeople(demo.db, []);
      const demoCourse = await insertCourse(demo.db, 'Demo');
      await seedDemoLicenses(elearningDb(demo.db), demoCourse);
      const list = async (cookie: string) =>
        (
          (
            await demoApp.inject({ url: `/api/elearning/license/ecourse/${demoCourse}`, headers: { cookie } })
          ).json() as EcourseLicenseListResponse
        ).licenses;
      const licenses = await list(admin);
      expect(new Set(licenses.map((license) => licenseStatus(license).key))).toEqual(
        new Set(['notPassed', 'cancelled', 'started', 'notStarted']),
      );
      expect(licenses.some((license) => license.asPartOfCourseProgram)).toBe(true);
      expect(await list(companyAdmin)).toHaveLength(1);
    } finally {
      await demoApp.close();
      await demo.drop();
    }
  });
});
