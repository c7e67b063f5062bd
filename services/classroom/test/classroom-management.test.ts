import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { STATUS_CANCELLED, type CourseOverview, type SentEmail, type TransferResult } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const instructor = sessionCookie({ roles: ['instructor'], userId: 5 });
let courseId: number;
let cliId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
});

beforeEach(async () => {
  courseId = await insertCourse(database.db, { name: `Run ${Math.random()}` });
  cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 3 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, cookie = staff) =>
  app.inject({ method, url: `/api/classroom${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const cmd = (name: string, payload: object = {}, instance = cliId) =>
  call('POST', `/data/classroom-management/${instance}/${name}`, payload);
const overview = async (instance = cliId) => (await call('GET', `/data/classroom-management/${instance}`)).json() as CourseOverview;
const mailsOf = async (instance = cliId) => (await call('GET', `/data/classroom-management/${instance}/emails-sent`)).json() as SentEmail[];
const wait = (userId: number, customerId: number | null = null, instance = cliId) =>
  call('POST', `/data/classroomCourse/${instance}/waitingList`, { userId, customerId });

describe('access and input', () => {
  it('answers 401 signed out, 403 to an instructor, 404 for an unknown instance and 400 naming the field', async () => {
    expect((await app.inject({ url: `/api/classroom/data/classroom-management/${cliId}` })).statusCode).toBe(401);
    expect((await call('GET', `/data/classroom-management/${cliId}`, undefined, instructor)).statusCode).toBe(403);
    expect((await call('GET', `/data/classroom-management/${cliId}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', '/data/classroom-management/999999')).statusCode).toBe(404);
    expectRefusedField(await call('GET', '/data/classroom-management/abc'), 'instanceId');
    expectRefusedField(await cmd('makeReservation', { seats: 0 }), 'seats');
    expectRefusedField(await cmd('cancelParticipation', { participants: [] }), 'participants');
    expectRefusedField(await cmd('updateWorkItem', { key: 'nonsense', done: true }), 'key');
  });
});

describe('GET data/classroom-management/{instanceId}', () => {
  it('gives the course overview: attending, waiting in queue order, reservations, cancelled, work items and seats', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2, status: 'cancelled' }]);
    await wait(4);
    await wait(3);
    await cmd('makeReservation', { seats: 1, comment: 'Board' });
    const view = await overview();
    expect(view.details.seats).toEqual({ maxParticipants: 3, attendees: 1, reservedSeats: 1, seatsAvailable: 1 });
    expect(view.participants.attending.map((p) => p.name)).toEqual(['Ada Admin']);
    expect(view.participants.cancelled.map((p) => p.name)).toEqual(['Berit Bakke']);
    expect(view.participants.waitingList.map((w) => [w.name, w.place])).toEqual([
      ['Dina Dahl', 1],
      ['Carl Company', 2],
    ]);
    expect(view.participants.reservations).toEqual([{ id: expect.any(Number), seats: 1, comment: 'Board' }]);
    expect(view.workItems.items.find((item) => item.key === 'acceptCourseMaterials')).toEqual({
      key: 'acceptCourseMaterials',
      done: null,
      by: null,
      timestamp: null,
    });
  });
});

describe('cancelParticipation', () => {
  it('cancels, tells the person and offers the freed seat to the first in the queue only', async () => {
    const [a, b, c] = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }, { userId: 3 }]);
    await wait(4);
    await wait(5);
    const res = await cmd('cancelParticipation', { participants: [a] });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled.map((p: { status: string }) => p.status)).toEqual(['cancelled']);
    let mails = await mailsOf();
    expect(mails.map((mail) => [mail.kind, mail.to[0]])).toEqual([
      ['participantCancelled', 'ada@example.com'],
      ['waitingListOffer', 'dina@example.com'],
    ]);
    expect((await overview()).participants.waitingList.map((w) => [w.userId, w.offered !== null])).toEqual([
      [4, true],
      [5, false],
    ]);
    // The second seat freed goes to the next in the queue, not again to the first.
    await cmd('cancelParticipation', { participants: [b] });
    mails = await mailsOf();
    expect(mails.filter((mail) => mail.kind === 'waitingListOffer').map((mail) => mail.to[0])).toEqual([
      'erik@example.com',
      'dina@example.com',
    ]);
    expect(c).toBeGreaterThan(0);
  });

  it('refuses a fee unless the cancellation rules are ignored, which waives the fee', async () => {
    const [a] = await insertParticipants(database.db, cliId, [{ userId: 1, fee: 50000 }]);
    const refused = await cmd('cancelParticipation', { participants: [a] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('license.cancel.feeNotAccepted');
    const ignored = await cmd('cancelParticipation', { participants: [a], ignoreCancellationRules: true });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().cancelled[0]).toMatchObject({ status: 'cancelled', cancellationFee: 0 });
  });

  it('refuses participants of another instance and tells nobody while notifications are blocked', async () => {
    const other = await insertInstance(database.db, courseId, { from: 20 });
    const [elsewhere] = await insertParticipants(database.db, other, [{ userId: 1 }]);
    expectRefusedField(await cmd('cancelParticipation', { participants: [elsewhere] }), 'participants');
    const [a] = await insertParticipants(database.db, cliId, [{ userId: 2 }]);
    expect((await cmd('blockNotifications', { block: true })).statusCode).toBe(204);
    expect((await overview()).details.blockNotifications).toBe(true);
    await cmd('cancelParticipation', { participants: [a] });
    expect(await mailsOf()).toEqual([]);
  });
});

describe('reservations', () => {
  it('reserves 1 up to the free seats and offers seats freed by a cancelled reservation', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }]);
    const tooMany = await cmd('makeReservation', { seats: 3, comment: '' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('notification.notenoughseats');
    const made = await cmd('makeReservation', { seats: 2, comment: 'Held for Acme' });
    expect(made.statusCode).toBe(200);
    expect((await cmd('makeReservation', { seats: 1 })).json().message).toBe('notification.noseats');
    await wait(6);
    const { id } = made.json() as { id: number };
    expect((await cmd(`cancelReservation/${id}`)).statusCode).toBe(204);
    expect((await cmd(`cancelReservation/${id}`)).statusCode).toBe(404);
    expect((await mailsOf()).map((mail) => mail.to[0])).toEqual(['frida@example.com']);
  });
});

describe('addParticipants', () => {
  it('adds within the seats, skips those already on the course and takes the added off the waiting list', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }]);
    await wait(2);
    const res = await cmd('addParticipants', {
      participants: [
        { userId: 1, customerId: null },
        { userId: 2, customerId: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyAdded).toEqual([1]);
    expect(res.json().added.map((p: { userId: number }) => p.userId)).toEqual([2]);
    const view = await overview();
    expect(view.participants.waitingList).toEqual([]);
    expect((await mailsOf()).map((mail) => mail.kind)).toEqual(['participantAdded']);
    const full = await cmd('addParticipants', {
      participants: [
        { userId: 3, customerId: null },
        { userId: 4, customerId: null },
      ],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('license.add.notEnoughSeats');
  });

  it('never overbooks when several add the last seat at once', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }]);
    const answers = await Promise.all(
      [3, 4, 5, 6].map((userId) => cmd('addParticipants', { participants: [{ userId, customerId: null }] })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await overview()).details.seats).toMatchObject({ attendees: 3, seatsAvailable: 0 });
  });
});

describe('waiting list', () => {
  it('keeps a place once, refuses one who attends, and removes by user', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }]);
    expect((await wait(1)).json().message).toBe('notification.useralready');
    const first = await wait(2);
    expect(first.statusCode).toBe(201);
    expect((await wait(2)).json()).toEqual(first.json());
    expect((await call('GET', `/data/classroomCourse/${cliId}/waitingList`)).json()).toHaveLength(1);
    expect((await call('DELETE', `/data/classroomCourse/${cliId}/waitingList/2`)).statusCode).toBe(204);
    expect((await call('DELETE', `/data/classroomCourse/${cliId}/waitingList/2`)).statusCode).toBe(404);
  });

  it('offers seats freed at once to different people in queue order', async () => {
    const ids = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }, { userId: 3 }]);
    for (const userId of [4, 5, 6]) await wait(userId);
    await Promise.all(ids.slice(0, 2).map((id) => cmd('cancelParticipation', { participants: [id] })));
    expect((await overview()).participants.waitingList.map((w) => [w.userId, w.offered !== null])).toEqual([
      [4, true],
      [5, true],
      [6, false],
    ]);
  });
});

describe('copy and move (document 002 §5)', () => {
  let target: number;
  beforeEach(async () => {
    target = await insertInstance(database.db, courseId, { from: 40, maxParticipants: 2 });
  });
  const transfer = (kind: 'copy' | 'move', participants: number[]) =>
    call(
      'POST',
      kind === 'copy'
        ? `/data/classroom-management/addFromCourse/${cliId}/addFreeLicensesInCourse/${target}`
        : `/data/classroom-management/moveParticipants/fromCourse/${cliId}/toCourse/${target}`,
      { participants },
    );

  it('needs selected users and free seats', async () => {
    expectRefusedField(await transfer('copy', []), 'participants');
    expect((await transfer('copy', [])).json().message).toContain('notification.nousers');
    const ids = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }, { userId: 3 }]);
    expect((await transfer('move', ids)).json().message).toBe('notification.notenoughseats');
    await insertParticipants(database.db, target, [{ userId: 5 }, { userId: 6 }]);
    expect((await transfer('copy', ids)).json().message).toBe('notification.noseats');
    expect((await transfer('move', ids)).json().message).toBe('notification.noseats');
  });

  it('copies as many as the free seats, dropping those already in the target', async () => {
    const ids = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }, { userId: 3 }]);
    await wait(1, null, target);
    const res = await transfer('copy', ids);
    expect(res.statusCode).toBe(200);
    const result = res.json() as TransferResult;
    expect(result.alreadyPresent).toEqual([1]);
    expect(result.added.map((p) => p.userId)).toEqual([2, 3]);
    expect(result.noSeat).toEqual([]);
    expect((await overview()).participants.attending).toHaveLength(3);
    const again = await insertInstance(database.db, courseId, { from: 50, maxParticipants: 1 });
    const partial = (
      await call('POST', `/data/classroom-management/addFromCourse/${cliId}/addFreeLicensesInCourse/${again}`, { participants: ids })
    ).json() as TransferResult;
    expect([partial.added.map((p) => p.userId), partial.noSeat]).toEqual([[1], [2, 3]]);
  });

  it('moves the participations and offers the freed seats of the source to its queue', async () => {
    const ids = await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }, { userId: 3 }]);
    await wait(4);
    const res = await transfer('move', ids.slice(0, 2));
    expect(res.statusCode).toBe(200);
    expect((res.json() as TransferResult).added.map((p) => p.id)).toEqual(ids.slice(0, 2));
    expect((await overview()).participants.attending.map((p) => p.userId)).toEqual([3]);
    expect((await overview(target)).participants.attending.map((p) => p.userId)).toEqual([1, 2]);
    expect((await mailsOf()).map((mail) => [mail.kind, mail.to[0]])).toEqual([['waitingListOffer', 'dina@example.com']]);
  });
});

describe('work items, packaged materials and info', () => {
  it('saves a work item by key and marks a pre-test score when its upload item turns undefined', async () => {
    const res = await cmd('updateWorkItem', { key: 'materialsSent', done: true });
    expect(res.json()).toMatchObject({ key: 'materialsSent', done: true, by: 2 });
    expect((await cmd('updateWorkItem', { key: 'materialsSent', done: false })).json()).toMatchObject({ done: false });
    await cmd('updateWorkItem', { key: 'uploadPreTest', done: null });
    await cmd('updateWorkItem', { key: 'uploadPostTest', done: false });
    const view = await overview();
    expect([view.details.instanceHasPreScore, view.details.instanceHasPostScore]).toEqual([true, false]);
    expect(view.workItems.items.filter((item) => item.done !== null).map((item) => item.key)).toEqual(['materialsSent', 'uploadPostTest']);
  });

  it('keeps packaged materials and the external and internal info', async () => {
    await cmd('updatePackagedMaterials', { count: 12, extraInfo: 'Two boxes' });
    await cmd('editExternalInfo', { info: 'Bring boots\nand a helmet' });
    await cmd('editInternalInfo', { info: 'Key at reception' });
    const view = await overview();
    expect(view.workItems.packagedMaterials).toEqual({ count: 12, extraInfo: 'Two boxes' });
    expect([view.externalInfo, view.internalInfo]).toEqual(['Bring boots\nand a helmet', 'Key at reception']);
  });
});

describe('cancel the course, confirmations and sent e-mails', () => {
  it('cancels every participant and the queue, tells them all, and changes nothing the second time', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }]);
    await wait(3);
    const res = await call('PUT', '/clicourse/cancel', { id: cliId });
    expect(res.json()).toEqual({ cancelledParticipants: 2, notified: 3 });
    expect((await call('PUT', '/clicourse/cancel', { id: cliId })).json()).toEqual({ cancelledParticipants: 0, notified: 0 });
    const view = await overview();
    expect(view.details.status).toBe(STATUS_CANCELLED);
    expect(view.participants.cancelled.map((p) => p.status)).toEqual(['coursecancelled', 'coursecancelled']);
    expect(view.participants.waitingList).toEqual([]);
    expect((await cmd('addParticipants', { participants: [{ userId: 4, customerId: null }] })).statusCode).toBe(409);
  });

  it('sends the course confirmation to everyone attending and resends a sent e-mail to another address', async () => {
    await insertParticipants(database.db, cliId, [{ userId: 1 }, { userId: 2 }]);
    await cmd('blockNotifications', { block: true });
    expect((await cmd('sendCourseConfirmation')).json()).toEqual({ sent: 2 });
    const [mail] = await mailsOf();
    const resent = await call('POST', `/data/classroom-management/resend-email/${mail!.id}`, { to: ' Boss@Example.com ' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ kind: 'resend', to: ['boss@example.com'], subject: mail!.subject });
    expectRefusedField(await call('POST', `/data/classroom-management/resend-email/${mail!.id}`, { to: 'nope' }), 'to');
    expect((await classroomDb(database.db).selectFrom('instance_email').selectAll().where('cli_id', '=', cliId).execute()).length).toBe(3);
  });
});

describe('lists of values', () => {
  it('gives instructors and staff the course instance statuses and course languages', async () => {
    const statuses = await call('GET', '/clicourses/courseinstancestatuses/', undefined, instructor);
    expect(statuses.json()).toContainEqual({ id: STATUS_CANCELLED, name: 'cancelled' });
    expect((await call('GET', '/clicourses/courselanguages/')).json()).toEqual(['nb_NO', 'sv_SE', 'en_US']);
    expect((await app.inject({ url: '/api/classroom/clicourses/courselanguages/' })).statusCode).toBe(401);
  });
});
