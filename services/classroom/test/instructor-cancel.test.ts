import {
  buildTestApp,
  createTestDatabase,
  decodedMail,
  sessionCookie,
  startTestMailDelivery,
  waitForMail,
  type TestDatabase,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { CalendarItem } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, PEOPLE, publishPeople } from './participant-fixtures';

// Decision 0244: an instructor cancels their own part in course dates; the course's responsible person is told by
// e-mail (a real SMTP server), and the instructor's calendar shows the course as cancelled by them, asking nothing.

let database: TestDatabase;
let app: FastifyInstance;
let mail: TestMailDelivery;
let cliId: number;
let otherCli: number;
let first: number;
let second: number;
let elsewhere: number;
const erik = sessionCookie({ roles: ['instructor'], userId: 5 });
const frida = sessionCookie({ roles: ['instructor_external'], userId: 6 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });

async function happening(cli: number, offset: number, instructors: number[]) {
  const db = classroomDb(database.db);
  const row = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cli, date: isoDay(offset), from_time: '09:00:00', to_time: '16:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const instructor_id of instructors)
    await db.insertInto('classroom_happening_instructor').values({ happening_id: row.id, instructor_id }).execute();
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  mail = await startTestMailDelivery(database.db, ['classroom']);
  await publishPeople(database.db, [...PEOPLE.filter((p) => p.id !== 1), { id: 1, first: 'Ada', last: 'Admin', locale: 'nb_NO' }]);
  const courseId = await insertCourse(database.db, { name: 'Scaffolding' });
  await classroomDb(database.db).updateTable('classroom_course').set({ course_responsible: 1 }).where('id', '=', courseId).execute();
  cliId = await insertInstance(database.db, courseId, { from: 3, to: 4 });
  otherCli = await insertInstance(database.db, courseId, { from: 10 });
  first = await happening(cliId, 3, [5, 6]);
  second = await happening(cliId, 4, [5, 6]);
  elsewhere = await happening(otherCli, 10, [6]);
});

afterAll(async () => {
  await mail.stop();
  await app.close();
  await database.drop();
});

const cancel = (body: unknown, cookie = erik, cli = cliId) =>
  app.inject({
    method: 'POST',
    url: `/api/classroom/data/instructors/classroom-management/${cli}/cancel-me`,
    headers: { cookie },
    payload: body as object,
  });
const calendar = async (cookie = erik) =>
  (
    await app.inject({
      url: `/api/classroom/data/instructor-course-calendar-list?dateStart=${isoDay(-7)}&dateEnd=${isoDay(42)}`,
      headers: { cookie },
    })
  ).json() as CalendarItem[];
const cancelMails = () =>
  classroomDb(database.db).selectFrom('instance_email').selectAll().where('kind', '=', 'instructorCancelled').execute();

test('refuses an empty list, a date of another instance and a date the caller does not teach', async () => {
  expectRefusedField(await cancel({ happeningIds: [] }), 'happeningIds');
  expectRefusedField(await cancel({ happeningIds: [elsewhere] }, frida), 'happeningIds');
  expect((await cancel({ happeningIds: [first] }, staff)).statusCode).toBe(403);
  expect((await cancel({ happeningIds: [first] }, erik, 999_999)).statusCode).toBe(404);
  expect(await cancelMails()).toHaveLength(0);
});

test('leaving one date keeps the course; the course responsible is e-mailed once, in their language', async () => {
  const [a, b] = await Promise.all([
    cancel({ happeningIds: [first], comment: 'Sick leave' }),
    cancel({ happeningIds: [first], comment: 'Sick leave' }),
  ]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  expect(a.json()).toEqual({ stillTeaching: true });
  expect(await cancelMails()).toHaveLength(1);
  const arrived = await waitForMail(mail, (m) => m.to.includes('ada@example.com'));
  const text = decodedMail(arrived.raw);
  expect(text).toContain('Erik Eng har meldt seg av som instrukt');
  expect(text).toContain(`${isoDay(3)} 09:00`);
  expect(text).toContain('Sick leave');

  const page = await app.inject({ url: `/api/classroom/data/instructors/classroom-management/${cliId}`, headers: { cookie: frida } });
  const happenings = (page.json() as { details: { happenings: { id: number; instructors: string; instructorIds: number[] }[] } }).details
    .happenings;
  expect(happenings.find((h) => h.id === first)).toMatchObject({ instructors: 'Frida Fjell', instructorIds: [6] });
  expect(happenings.find((h) => h.id === second)?.instructorIds).toEqual([5, 6]);
  const [item] = await calendar();
  expect(item).toMatchObject({ instanceId: cliId, meCancelled: false, allTasksComplete: false });
});

test('leaving every date: the page is no longer theirs, the calendar shows the course cancelled by them and asks nothing', async () => {
  expect((await cancel({ happeningIds: [first, second] })).json()).toEqual({ stillTeaching: false });
  expect(await cancelMails()).toHaveLength(2);
  expect(
    (await app.inject({ url: `/api/classroom/data/instructors/classroom-management/${cliId}`, headers: { cookie: erik } })).statusCode,
  ).toBe(403);
  const [item] = await calendar();
  expect(item).toMatchObject({
    instanceId: cliId,
    meCancelled: true,
    allTasksComplete: true,
    courseWorkItems: { pre: { acceptCourseMaterials: { completed: false, notDone: false } } },
  });
  expect(item!.instructors).toEqual([
    { id: 6, name: 'Frida Fjell', meCancelled: false },
    { id: 5, name: 'Erik Eng', meCancelled: true },
  ]);
  expect(item!.workItems.every((w) => w.timestampMeCancelledFromCourse !== null)).toBe(true);
  // The other instructor still teaches: the course asks its tasks of them.
  const [hers] = (await calendar(frida)).filter((row) => row.instanceId === cliId);
  expect(hers).toMatchObject({ meCancelled: false, allTasksComplete: false });
  expect(hers!.workItems[0]!.timestampMeCancelledFromCourse).toBeNull();
  // A repeat by the instructor who left changes nothing and tells nobody again.
  expect((await cancel({ happeningIds: [second] })).json()).toEqual({ stillTeaching: false });
  expect(await cancelMails()).toHaveLength(2);
});

test('course staff see who left which date, when and why; others may not look', async () => {
  const url = `/api/classroom/data/classroom-management/${cliId}/instructor-cancellations`;
  const seen = await app.inject({ url, headers: { cookie: staff } });
  expect(seen.json()).toEqual([
    {
      instructorId: 5,
      name: 'Erik Eng',
      date: isoDay(3),
      fromTime: '09:00',
      toTime: '16:00',
      cancelledAt: expect.any(String),
      comment: 'Sick leave',
    },
    {
      instructorId: 5,
      name: 'Erik Eng',
      date: isoDay(4),
      fromTime: '09:00',
      toTime: '16:00',
      cancelledAt: expect.any(String),
      comment: null,
    },
  ]);
  expect((await app.inject({ url, headers: { cookie: frida } })).statusCode).toBe(403);
  expect(
    (await app.inject({ url: '/api/classroom/data/classroom-management/999999/instructor-cancellations', headers: { cookie: staff } }))
      .statusCode,
  ).toBe(404);
});
