import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { Clash } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
let mine: number;
let other: number;
let cancelled: number;
let room: number;
const DAY = isoDay(20);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  const db = classroomDb(database.db);
  const place = await db.insertInto('course_place').values({ name: 'Senteret' }).returning('id').executeTakeFirstOrThrow();
  room = (
    await db.insertInto('course_place_room').values({ course_place_id: place.id, name: 'Sal 1' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  const courseId = await insertCourse(database.db, { name: 'Elsikkerhet' });
  mine = await insertInstance(database.db, courseId, { from: 20 });
  other = await insertInstance(database.db, courseId, { from: 20 });
  cancelled = await insertInstance(database.db, courseId, { from: 20 });
  await db.updateTable('classroom_course_instance').set({ status: 4 }).where('id', '=', cancelled).execute();
  for (const cliId of [other, cancelled]) {
    const h = await db
      .insertInto('classroom_happening')
      .values({ cli_id: cliId, date: DAY, from_time: '09:00:00', to_time: '12:00:00', room_id: room })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('classroom_happening_instructor').values({ happening_id: h.id, instructor_id: 5 }).execute();
  }
  await insertParticipants(database.db, other, [{ userId: 3 }, { userId: 4, status: 'cancelled' }]);
  await insertParticipants(database.db, cancelled, [{ userId: 2 }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const check = async (body: object, cookie = staff) =>
  app.inject({ method: 'POST', url: '/api/classroom/data/classroom-management/clash-check', headers: { cookie }, payload: body });
const clashesOf = async (body: object) => ((await check(body)).json() as { clashes: Clash[] }).clashes;

it('names an instructor and a room booked twice at overlapping times, with the other course and its time', async () => {
  const clashes = await clashesOf({
    cliId: mine,
    happenings: [{ date: DAY, fromTime: '11:00', toTime: '15:00', room, instructors: [5, 1] }],
  });
  expect(clashes).toEqual([
    {
      kind: 'instructor',
      who: 5,
      name: 'Erik Eng',
      otherInstanceId: other,
      otherTitle: 'Elsikkerhet',
      date: DAY,
      fromTime: '09:00',
      toTime: '12:00',
    },
    {
      kind: 'room',
      who: room,
      name: 'Sal 1',
      otherInstanceId: other,
      otherTitle: 'Elsikkerhet',
      date: DAY,
      fromTime: '09:00',
      toTime: '12:00',
    },
  ]);
});

it('finds nothing when the times only touch, on another day, or against a cancelled instance', async () => {
  expect(await clashesOf({ cliId: mine, happenings: [{ date: DAY, fromTime: '12:00', toTime: '15:00', room, instructors: [5] }] })).toEqual(
    [],
  );
  expect(
    await clashesOf({ cliId: mine, happenings: [{ date: isoDay(21), fromTime: '09:00', toTime: '12:00', room, instructors: [5] }] }),
  ).toEqual([]);
  // Berit attends only the cancelled instance.
  expect(
    await clashesOf({
      cliId: mine,
      happenings: [{ date: DAY, fromTime: '10:00', toTime: '11:00', room: null, instructors: [] }],
      userIds: [2],
    }),
  ).toEqual([]);
});

it('names a person to add who attends an overlapping instance, using the stored happenings when none are sent', async () => {
  const db = classroomDb(database.db);
  await db
    .insertInto('classroom_happening')
    .values({ cli_id: mine, date: DAY, from_time: '08:00:00', to_time: '10:00:00', room_id: null })
    .execute();
  const clashes = await clashesOf({ cliId: mine, userIds: [3, 4] });
  // Dina cancelled the other course: no clash for her.
  expect(clashes).toEqual([expect.objectContaining({ kind: 'participant', who: 3, name: 'Carl Company', otherInstanceId: other })]);
});

it('is for course staff, and answers 404 for an unknown instance and 400 naming the field', async () => {
  expect((await check({ cliId: mine }, teacher)).statusCode).toBe(403);
  expect((await check({ cliId: 999999 })).statusCode).toBe(404);
  expectRefusedField(await check({ cliId: mine, happenings: [{ date: DAY, fromTime: '12:00', toTime: '11:00' }] }), 'toTime');
});
