import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import {
  STATUS_CANCELLED,
  type AddClassroomLicensesResponse,
  type AdvancedSearchResponse,
  type ClassroomLicense,
  type ClassroomLicenseListResponse,
} from '@atrium/classroom-contract';
import { classroomDb } from '../src/db';
import { seedDemoParticipants } from '../src/licenses/seed-participants';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 3, customerId: 2 });
let courseId: number;
let cliId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
});

beforeEach(async () => {
  courseId = await insertCourse(database.db, { name: `Changes ${Math.random()}` });
  cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 4 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url: `/api/classroom${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const licensesOf = async (course: number) =>
  (
    (
      await app.inject({ url: `/api/classroom/license/clcourse/${course}`, headers: { cookie: admin } })
    ).json() as ClassroomLicenseListResponse
  ).licenses;
const participantRows = () =>
  classroomDb(database.db).selectFrom('participant').selectAll().where('cli_id', '=', cliId).orderBy('id').execute();
const outbox = () => database.db.withSchema('classroom').selectFrom('outbox').selectAll().orderBy('id').execute();

describe('PUT data/licenses/clcourses/setlicensesapproved', () => {
  it('approves the licenses at the chosen day, whatever result was recorded, and returns them', async () => {
    const [a, b] = await insertParticipants(database.db, cliId, [{ userId: 1, status: 'notapproved' }, { userId: 2 }]);
    const res = await send('PUT', '/data/licenses/clcourses/setlicensesapproved', { ids: [a, b], date: '2026-03-05' }, staff);
    expect(res.statusCode).toBe(200);
    expect(
      (res.json() as ClassroomLicense[]).map((license) => [license.id, license.status, license.approved, license.derivedStatus]),
    ).toEqual([
      [a, 'approved', '2026-03-05', 'approved'],
      [b, 'approved', '2026-03-05', 'approved'],
    ]);
    expect((await participantRows())[0]).toMatchObject({ approved_by: 2, approved_at: expect.any(Date) });
  });

  it('approves nothing when the selection holds a cancelled license or one of a cancelled course', async () => {
    const [open, cancelled] = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2, status: 'cancelled' }]);
    const cancelledCourse = await insertInstance(database.db, courseId, { from: 30, status: STATUS_CANCELLED });
    const [ofCancelledCourse] = await insertParticipants(database.db, cancelledCourse, [{ userId: 4 }]);
    for (const ids of [
      [open, cancelled],
      [open, ofCancelledCourse],
    ]) {
      const res = await send('PUT', '/data/licenses/clcourses/setlicensesapproved', { ids, date: '2026-03-05' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('license.approve.cancelled');
    }
    expect((await licensesOf(courseId)).map((license) => license.approved)).toEqual([null, null, null]);
  });

  it('answers 404 for an unknown license and 400 naming a bad field', async () => {
    expect((await send('PUT', '/data/licenses/clcourses/setlicensesapproved', { ids: [999999], date: '2026-03-05' })).statusCode).toBe(404);
    const approve = (payload: object) => send('PUT', '/data/licenses/clcourses/setlicensesapproved', payload);
    expectRefusedField(await approve({ ids: [1], date: '05.03.2026' }), 'body.date');
    expectRefusedField(await approve({ ids: [], date: '2026-03-05' }), 'body.ids');
    expectRefusedField(await approve({ date: '2026-03-05' }), 'body.ids');
  });
});

describe('PUT data/licenses/clcourses/cancel', () => {
  it('cancels the selected licenses and returns them', async () => {
    const [a, b] = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2, status: 'signed' }]);
    const res = await send('PUT', '/data/licenses/clcourses/cancel', { ids: [a, b] }, staff);
    expect(res.statusCode).toBe(200);
    expect(
      (res.json() as ClassroomLicense[]).map((license) => [license.id, license.status, license.cancelled, license.derivedStatus]),
    ).toEqual([
      [a, 'cancelled', true, 'cancelled'],
      [b, 'cancelled', true, 'cancelled'],
    ]);
    expect((await participantRows())[0]).toMatchObject({ cancelled_by: 2, cancelled_at: expect.any(Date) });
  });

  it('offers the seats it frees to the waiting list in queue order, as course management does', async () => {
    const full = await insertInstance(database.db, courseId, { from: 20, maxParticipants: 2 });
    const [a, b] = await insertParticipants(database.db, full, [{ userId: 1 }, { userId: 2 }]);
    for (const userId of [4, 5, 6])
      await classroomDb(database.db).insertInto('waiting_list').values({ cli_id: full, user_id: userId, customer_id: 2 }).execute();
    expect((await send('PUT', '/data/licenses/clcourses/cancel', { ids: [a] }, staff)).statusCode).toBe(200);
    const queue = () =>
      classroomDb(database.db)
        .selectFrom('waiting_list')
        .select(['user_id', 'offered_at'])
        .where('cli_id', '=', full)
        .orderBy('position')
        .execute();
    expect((await queue()).map((row) => [row.user_id, row.offered_at !== null])).toEqual([
      [4, true],
      [5, false],
      [6, false],
    ]);
    // Cancelling again frees nothing new, so nobody else is offered the seat already on offer.
    expect((await send('PUT', '/data/licenses/clcourses/cancel', { ids: [a] }, staff)).statusCode).toBe(200);
    expect((await queue()).filter((row) => row.offered_at !== null)).toHaveLength(1);
    expect((await send('PUT', '/data/licenses/clcourses/cancel', { ids: [b] }, staff)).statusCode).toBe(200);
    expect((await queue()).map((row) => row.offered_at !== null)).toEqual([true, true, false]);
    // Offered at once, so nothing is left for the job that offers seats other areas' cancels free.
    expect(await classroomDb(database.db).selectFrom('seat_offer_due').selectAll().where('cli_id', '=', full).execute()).toEqual([]);
  });

  it('cancels a selection that costs anything only with the fee accepted', async () => {
    const [free, costly] = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2, fee: 45000 }]);
    const refused = await send('PUT', '/data/licenses/clcourses/cancel', { ids: [free, costly] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('license.cancel.feeNotAccepted');
    expect((await participantRows()).map((row) => row.status)).toEqual(['enrolled', 'enrolled']);
    const accepted = await send('PUT', '/data/licenses/clcourses/cancel', { ids: [free, costly], acceptCancellationFee: true });
    expect(accepted.statusCode).toBe(200);
    expect((await participantRows()).map((row) => [row.status, row.cancellation_fee])).toEqual([
      ['cancelled', 0],
      ['cancelled', 45000],
    ]);
    // Already cancelled, it costs nothing again and stays as it was.
    const before = (await participantRows())[1]!.cancelled_at;
    expect((await send('PUT', '/data/licenses/clcourses/cancel', { ids: [costly] })).statusCode).toBe(200);
    expect((await participantRows())[1]!.cancelled_at).toEqual(before);
  });

  it('cancels nothing when the selection holds a course-programme license or an approved one', async () => {
    const [plain, program, approved] = await insertParticipants(database.db, cliId, [
      { userId: 1 },
      { userId: 2, courseProgram: true },
      { userId: 4, status: 'approved' },
    ]);
    for (const [ids, message] of [
      [[plain, program], 'license.cancel.partOfCourseProgram'],
      [[plain, approved], 'license.cancel.approved'],
    ] as const) {
      const res = await send('PUT', '/data/licenses/clcourses/cancel', { ids, acceptCancellationFee: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect((await participantRows()).map((row) => row.status)).toEqual(['enrolled', 'enrolled', 'approved']);
  });

  it('leaves a license of a cancelled course as course-cancelled', async () => {
    const cancelledCourse = await insertInstance(database.db, courseId, { from: 30, status: STATUS_CANCELLED });
    const [id] = await insertParticipants(database.db, cancelledCourse, [{ userId: 1, fee: 10000 }]);
    const res = await send('PUT', '/data/licenses/clcourses/cancel', { ids: [id] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ClassroomLicense[])[0]).toMatchObject({ status: 'enrolled', derivedStatus: 'courseCancelled' });
  });

  it('answers 400 naming a bad field and 404 for an unknown license', async () => {
    expectRefusedField(await send('PUT', '/data/licenses/clcourses/cancel', { ids: ['x'] }), 'body.ids');
    expectRefusedField(
      await send('PUT', '/data/licenses/clcourses/cancel', { ids: [1], acceptCancellationFee: 'yes' }),
      'body.acceptCancellationFee',
    );
    expect((await send('PUT', '/data/licenses/clcourses/cancel', { ids: [999999] })).statusCode).toBe(404);
  });
});

describe('POST data/license/clcourse/{id}', () => {
  beforeEach(async () => {
    await database.db.withSchema('classroom').deleteFrom('outbox').execute();
  });

  it('puts each user on the instance for their customer and mails them when asked', async () => {
    const res = await send('POST', `/data/license/clcourse/${courseId}`, {
      cliId,
      usersWithCustomer: [
        { userId: 4, customerId: 2 },
        { userId: 5, customerId: null },
      ],
      sendEmailNotification: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AddClassroomLicensesResponse;
    expect(body.alreadyLicensed).toEqual([]);
    expect(
      body.created.map((license) => [
        license.cliId,
        license.userId,
        license.customerId,
        license.name,
        license.status,
        license.derivedStatus,
      ]),
    ).toEqual([
      [cliId, 4, 2, 'Dina Dahl', 'enrolled', 'notStarted'],
      [cliId, 5, null, 'Erik Eng', 'enrolled', 'notStarted'],
    ]);
    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toEqual([['dina@example.com'], ['erik@example.com']]);
    expect(mails[0]).toMatchObject({
      status: 'queued',
      subject: expect.stringContaining('Changes'),
      text: expect.stringContaining(isoDay(10)),
    });
  });

  it('sends no mail unless asked', async () => {
    const res = await send('POST', `/data/license/clcourse/${courseId}`, { cliId, usersWithCustomer: [{ userId: 4, customerId: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(await outbox()).toEqual([]);
  });

  it('adds nobody twice for the same customer, but again once cancelled or for another customer', async () => {
    await insertParticipants(database.db, cliId, [
      { userId: 4, customerId: 2 },
      { userId: 5, customerId: 2, status: 'cancelled' },
    ]);
    const res = await send('POST', `/data/license/clcourse/${courseId}`, {
      cliId,
      usersWithCustomer: [
        { userId: 4, customerId: 2 },
        { userId: 4, customerId: 1 },
        { userId: 5, customerId: 2 },
        { userId: 5, customerId: 2 },
      ],
      sendEmailNotification: true,
    });
    const body = res.json() as AddClassroomLicensesResponse;
    expect(body.alreadyLicensed).toEqual([4]);
    expect(body.created.map((license) => [license.userId, license.customerId])).toEqual([
      [4, 1],
      [5, 2],
    ]);
  });

  it('adds nobody when they do not fit in the free seats, which reserved seats reduce', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2, status: 'cancelled' }]);
    await classroomDb(database.db).insertInto('reservation').values({ cli_id: cliId, seats: 2, comment: null }).execute();
    // 4 seats - 1 attendee - 2 reserved leaves one.
    const two = await send('POST', `/data/license/clcourse/${courseId}`, {
      cliId,
      usersWithCustomer: [
        { userId: 4, customerId: 2 },
        { userId: 5, customerId: 2 },
      ],
    });
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe('license.add.notEnoughSeats');
    expect(await participantRows()).toHaveLength(2);
    const one = await send('POST', `/data/license/clcourse/${courseId}`, { cliId, usersWithCustomer: [{ userId: 4, customerId: 2 }] });
    expect(one.statusCode).toBe(200);
  });

  it('refuses an instance of another course with 400 naming cliId, and a cancelled instance with 409', async () => {
    const other = await insertInstance(database.db, await insertCourse(database.db, { name: 'Other' }), { from: 5 });
    const wrong = await send('POST', `/data/license/clcourse/${courseId}`, {
      cliId: other,
      usersWithCustomer: [{ userId: 4, customerId: 2 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ 'body.cliId': 'Not an instance of this course' });
    const cancelled = await insertInstance(database.db, courseId, { from: 5, status: STATUS_CANCELLED });
    const refused = await send('POST', `/data/license/clcourse/${courseId}`, {
      cliId: cancelled,
      usersWithCustomer: [{ userId: 4, customerId: 2 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('license.add.instanceCancelled');
  });

  it('refuses an unknown user with a 400 naming the entry, and adds nobody', async () => {
    const res = await send('POST', `/data/license/clcourse/${courseId}`, {
      cliId,
      usersWithCustomer: [
        { userId: 4, customerId: 2 },
        { userId: 4040, customerId: 2 },
      ],
      sendEmailNotification: true,
    });
    expectRefusedField(res, 'body.usersWithCustomer.1.userId');
    expect(await participantRows()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('answers 400 naming a bad field and 404 for an unknown course', async () => {
    const add = (payload: object) => send('POST', `/data/license/clcourse/${courseId}`, payload);
    expectRefusedField(await add({ usersWithCustomer: [{ userId: 4, customerId: 1 }] }), 'body.cliId');
    expectRefusedField(await add({ cliId, usersWithCustomer: [] }), 'body.usersWithCustomer');
    expectRefusedField(await add({ cliId, usersWithCustomer: [{ userId: 'x', customerId: 1 }] }), 'body.usersWithCustomer.0.userId');
    expectRefusedField(
      await add({ cliId, usersWithCustomer: [{ userId: 4, customerId: 1 }], sendEmailNotification: 'yes' }),
      'body.sendEmailNotification',
    );
    expect(
      (await send('POST', '/data/license/clcourse/999999', { cliId, usersWithCustomer: [{ userId: 4, customerId: 1 }] })).statusCode,
    ).toBe(404);
  });
});

describe('company admins', () => {
  it('may read but not approve, cancel or add', async () => {
    const [own] = await insertParticipants(database.db, cliId, [{ userId: 4, customerId: 2 }]);
    expect(
      (await send('PUT', '/data/licenses/clcourses/setlicensesapproved', { ids: [own], date: '2026-03-01' }, companyAdmin)).statusCode,
    ).toBe(403);
    expect((await send('PUT', '/data/licenses/clcourses/cancel', { ids: [own] }, companyAdmin)).statusCode).toBe(403);
    expect(
      (await send('POST', `/data/license/clcourse/${courseId}`, { cliId, usersWithCustomer: [{ userId: 1, customerId: 2 }] }, companyAdmin))
        .statusCode,
    ).toBe(403);
    expect((await participantRows()).map((row) => row.status)).toEqual(['enrolled']);
  });
});

describe('instances with participants', () => {
  it('are not deleted: their participants hold licenses', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1, status: 'cancelled' }]);
    const res = await send('DELETE', `/clicourse/${cliId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('clicourse.hasParticipants');
    const empty = await insertInstance(database.db, courseId, { from: 50 });
    expect((await send('DELETE', `/clicourse/${empty}`)).statusCode).toBe(204);
  });

  it('show their attendees in the advanced search', async () => {
    const other = await insertInstance(database.db, courseId, { from: 11 });
    await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2, status: 'approved' }, { userId: 4, status: 'cancelled' }]);
    const res = await app.inject({
      url: `/api/classroom/clicourses/advanced-search/datespan?fromDate=${isoDay(0)}&toDate=${isoDay(60)}&classroomCourseId=${courseId}`,
      headers: { cookie: staff },
    });
    const result = res.json() as AdvancedSearchResponse;
    expect(result.clis.map((cli) => cli.id)).toEqual([cliId, other]);
    expect(result.participants).toEqual([{ cliId, count: 2 }]);
  });
});

describe('demo data', () => {
  it('gives the demo course participants in several states, some of them the company admin’s', async () => {
    const demoCourse = await insertCourse(database.db, { name: 'Varme arbeider' });
    for (const from of [-60, -20, 10]) await insertInstance(database.db, demoCourse, { from, maxParticipants: 16 });
    await seedDemoParticipants(database.db);
    const licenses = await licensesOf(demoCourse);
    expect(new Set(licenses.map((license) => license.derivedStatus))).toEqual(
      new Set(['approved', 'notApproved', 'absent', 'notStarted', 'cancelled']),
    );
    expect(licenses.some((license) => license.asPartOfCourseProgram)).toBe(true);
    expect(licenses.some((license) => license.cancellationFee > 0 && !license.cancelled)).toBe(true);
    const forCompany = await app.inject({ url: `/api/classroom/license/clcourse/${demoCourse}`, headers: { cookie: companyAdmin } });
    expect((forCompany.json() as ClassroomLicenseListResponse).licenses.map((license) => license.userId)).toEqual([4, 4]);
  });
});
