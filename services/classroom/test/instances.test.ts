import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import type { Happening, Instance, InstanceCreate } from '@atrium/classroom-contract';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { insertPlace, setCourseDays } from './instance-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'] });
const admin = sessionCookie({ roles: ['atrium'] });
let threeDay: number;
let oneDay: number;
let place: { placeId: number; roomIds: number[] };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  threeDay = await insertCourse(database.db, { name: 'Stillas' });
  await setCourseDays(database.db, threeDay, 3, '09:15-15:30,08:00-16:00,08:00-12:00');
  oneDay = await insertCourse(database.db, { name: 'Brannvern' });
  await setCourseDays(database.db, oneDay, 1, null);
  place = await insertPlace(database.db, 'Kurssenter', ['Sal 1', 'Sal 2']);
  await classroomDb(database.db)
    .insertInto('task_set')
    .values([{ name: 'Standard' }])
    .execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = staff,
  status?: number,
): Promise<T> {
  const res = await app.inject({
    method,
    url: `/api/classroom/${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (status !== undefined) expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
  return (res.body ? res.json() : undefined) as T;
}

async function create(body: InstanceCreate, cookie = staff): Promise<Instance> {
  return call<Instance>('POST', 'clicourses', body, cookie, 201);
}

describe('instances', () => {
  it('creates an instance with one happening per course day at the first day time, dates following them', async () => {
    const instance = await create({ courseClassroom: threeDay, firstDate: isoDay(30) });
    expect(instance).toMatchObject({
      startDate: isoDay(30),
      endDate: isoDay(32),
      happeningCount: 3,
      dayMismatch: false,
      priceType: 'participant',
      status: 1,
    });
    const happenings = await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`);
    expect(happenings.map((h) => [h.date, h.fromTime, h.toTime])).toEqual([
      [isoDay(30), '09:15', '15:30'],
      [isoDay(31), '09:15', '15:30'],
      [isoDay(32), '09:15', '15:30'],
    ]);
  });

  it('uses 08:00-16:00 when the course has no day times', async () => {
    const instance = await create({ courseClassroom: oneDay, firstDate: isoDay(5) });
    const [happening] = await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`);
    expect(happening).toMatchObject({ date: isoDay(5), fromTime: '08:00', toTime: '16:00' });
  });

  it('gives an existing instance without happenings one per course day again', async () => {
    const instance = await create({ courseClassroom: threeDay, firstDate: isoDay(10) });
    const happenings = await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`);
    for (const h of happenings) await call('DELETE', `clicourse/classroomhappenings/${h.id}`, undefined, staff, 204);
    expect(await call<Instance>('GET', `clicourses/${instance.id}`)).toMatchObject({
      happeningCount: 0,
      startDate: null,
      endDate: null,
      dayMismatch: true,
    });
    expect(await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`)).toHaveLength(3);
  });

  it('flags a mismatch between course days and happenings, and moves the dates with the happenings', async () => {
    const instance = await create({ courseClassroom: oneDay, firstDate: isoDay(20) });
    const added = await call<Happening>(
      'POST',
      `clicourse/${instance.id}/classroomhappenings`,
      { date: isoDay(25), fromTime: '10:00', toTime: '14:00' },
      staff,
      201,
    );
    expect(await call<Instance>('GET', `clicourses/${instance.id}`)).toMatchObject({
      happeningCount: 2,
      dayMismatch: true,
      startDate: isoDay(20),
      endDate: isoDay(25),
    });
    await call(
      'PUT',
      'clicourse/classroomhappenings',
      { id: added.id, date: isoDay(15), fromTime: '10:00', toTime: '14:00', room: place.roomIds[0], instructors: [7] },
      staff,
      200,
    );
    expect(await call<Instance>('GET', `clicourses/${instance.id}`)).toMatchObject({ startDate: isoDay(15), endDate: isoDay(20) });
    await call(
      'POST',
      'clicourse/classroomhappenings',
      { cliId: instance.id, date: isoDay(40), fromTime: '10:00', toTime: '14:00' },
      staff,
      201,
    );
    expect(await call<Instance>('GET', `clicourses/${instance.id}`)).toMatchObject({ endDate: isoDay(40), happeningCount: 3 });
  });

  it('refuses a happening ending before it starts, an unknown room and a bad time, naming the field', async () => {
    const instance = await create({ courseClassroom: oneDay, firstDate: isoDay(3) });
    const late = await call<{ fields: Record<string, string> }>(
      'POST',
      `clicourse/${instance.id}/classroomhappenings`,
      { date: isoDay(3), fromTime: '16:00', toTime: '08:00' },
      staff,
      400,
    );
    expect(late.fields).toHaveProperty(['body.toTime']);
    const badTime = await call<{ fields: Record<string, string> }>(
      'POST',
      `clicourse/${instance.id}/classroomhappenings`,
      { date: isoDay(3), fromTime: '24:00', toTime: '25:00' },
      staff,
      400,
    );
    expect(badTime.fields).toHaveProperty(['body.fromTime']);
    const room = await call<{ message: string }>(
      'POST',
      `clicourse/${instance.id}/classroomhappenings`,
      { date: isoDay(3), fromTime: '08:00', toTime: '09:00', room: 999999 },
      staff,
      400,
    );
    expect(room.message).toMatch(/room/);
  });

  it('saves happenings and the course place together with addorupdate, removing those not kept', async () => {
    const instance = await create({ courseClassroom: threeDay, firstDate: isoDay(50) });
    const [first, second] = await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`);
    const saved = await call<Happening[]>(
      'POST',
      'clicourse/classroomhappenings/addorupdate',
      {
        cliId: instance.id,
        coursePlaceId: place.placeId,
        isAtriumCoursePlaceResponsible: true,
        coursePlaceConfirmed: true,
        oldHappenings: [{ ...first!, room: place.roomIds[1], instructors: [11, 12] }, second!],
        newHappenings: [{ date: isoDay(60), fromTime: '08:30', toTime: '11:00', instructors: [12] }],
      },
      staff,
      200,
    );
    expect(saved.map((h) => [h.date, h.room, h.instructors])).toEqual([
      [isoDay(50), place.roomIds[1], [11, 12]],
      [isoDay(51), null, []],
      [isoDay(60), null, [12]],
    ]);
    expect(await call<Instance>('GET', `clicourses/${instance.id}`)).toMatchObject({
      coursePlaceId: place.placeId,
      endDate: isoDay(60),
      classroomCourseInstanceFlags: { isAtriumCoursePlaceResponsible: true, coursePlaceConfirmed: true },
    });
    const bad = await call<{ message: string }>(
      'POST',
      'clicourse/classroomhappenings/addorupdate',
      {
        cliId: instance.id,
        coursePlaceId: null,
        isAtriumCoursePlaceResponsible: false,
        coursePlaceConfirmed: false,
        oldHappenings: [],
        newHappenings: [{ date: isoDay(1), fromTime: '08:00', toTime: '09:00', room: 999999 }],
      },
      staff,
      400,
    );
    expect(bad.message).toMatch(/^body\.newHappenings\.room/);
    // The failed save changed nothing (one transaction).
    expect(await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`)).toHaveLength(3);
  });

  it('adds and removes an instructor on one happening', async () => {
    const instance = await create({ courseClassroom: oneDay, firstDate: isoDay(8) });
    const [h] = await call<Happening[]>('GET', `clicourse/${instance.id}/classroomhappenings`);
    const url = `clicourse/${instance.id}/classroomhappenings/${h!.id}/instructor`;
    await call('POST', `${url}/42`, undefined, staff, 200);
    expect((await call<Happening>('POST', `${url}/42`, undefined, staff, 200)).instructors).toEqual([42]);
    expect((await call<Happening>('DELETE', `${url}/42`, undefined, staff, 200)).instructors).toEqual([]);
    await call('POST', `clicourse/${instance.id + 1000}/classroomhappenings/${h!.id}/instructor/42`, undefined, staff, 404);
  });

  it('keeps the internal customer, own price and order reference, and requires them for an internal course', async () => {
    const internal = { courseInternal: true, customerId: 2, price: 4500000, orderReference: 'PO-1' };
    const instance = await create({ courseClassroom: oneDay, internalCourse: internal, priceType: 'course', price: 100000 });
    expect(instance).toMatchObject({ internalCourse: internal, priceType: 'course', price: 100000 });
    expect(await call('GET', `clicourse/${instance.id}/customer`)).toEqual({ customerId: 2, customerName: null });
    const missing = await call<{ fields: Record<string, string> }>(
      'POST',
      'clicourses',
      { courseClassroom: oneDay, internalCourse: { courseInternal: true, customerId: null, price: null, orderReference: null } },
      staff,
      400,
    );
    expect(Object.keys(missing.fields)).toEqual(['body.internalCourse.customerId', 'body.internalCourse.price']);
    const badType = await call<{ fields: Record<string, string> }>(
      'POST',
      'clicourses',
      { courseClassroom: oneDay, priceType: 'hour' },
      staff,
      400,
    );
    expect(badType.fields).toHaveProperty(['body.priceType']);
  });

  it("answers the instance prices in the currency of its locale, with the internal course's own price", async () => {
    const internal = { courseInternal: true, customerId: 2, price: 4500000, orderReference: 'PO-2' };
    const swedish = await create({ courseClassroom: oneDay, locale: 'sv_SE', priceType: 'day', price: 120000, internalCourse: internal });
    expect(await call('GET', `clicourse/${swedish.id}/prices`)).toEqual({
      priceType: 'day',
      price: 120000,
      internalPrice: 4500000,
      currency: 'SEK',
    });
    const plain = await create({ courseClassroom: oneDay });
    expect(await call('GET', `clicourse/${plain.id}/prices`)).toEqual({
      priceType: 'participant',
      price: null,
      internalPrice: null,
      currency: 'NOK',
    });
    await call('GET', 'clicourse/999999/prices', undefined, staff, 404);
    await call('GET', `clicourse/${plain.id}/prices`, undefined, sessionCookie({ roles: ['instructor'] }), 403);
  });

  it('lists the course places for the picker with their rooms and whether the CRM synchronises them', async () => {
    const synced = await insertPlace(database.db, 'Bergen Havn', ['Kaia']);
    await classroomDb(database.db).updateTable('course_place').set({ so_sync: true }).where('id', '=', synced.placeId).execute();
    const places = await call<{ id: number; name: string; soSync: boolean; rooms: { name: string }[] }[]>('GET', 'data/courseplaces');
    expect(places.find((p) => p.id === synced.placeId)).toEqual({
      id: synced.placeId,
      name: 'Bergen Havn',
      abbreviation: null,
      address: null,
      city: 'Oslo',
      soSync: true,
      webinar: false,
      rooms: [{ id: synced.roomIds[0], name: 'Kaia', confirmed: false }],
    });
    expect(places.find((p) => p.id === place.placeId)).toMatchObject({
      name: 'Kurssenter',
      soSync: false,
      rooms: [{ name: 'Sal 1' }, { name: 'Sal 2' }],
    });
  });

  it('lists the towns of the course places with how many places each has', async () => {
    const before = await call<{ city: string; coursePlaceCount: number }[]>('GET', 'data/locations');
    const oslo = before.find((location) => location.city === 'Oslo')?.coursePlaceCount ?? 0;
    await insertPlace(database.db, 'Oslo sentrum', ['Sal 1']);
    await classroomDb(database.db)
      .insertInto('course_place')
      .values({ name: 'Uten sted', abbreviation: null, address_line: null, city: null })
      .execute();
    const after = await call<{ city: string; coursePlaceCount: number }[]>('GET', 'data/locations');
    expect(after.find((location) => location.city === 'Oslo')?.coursePlaceCount).toBe(oslo + 1);
    expect(after.map((location) => location.city)).toEqual([...after.map((location) => location.city)].sort());
    expect(after.every((location) => location.city)).toBe(true);
  });

  it('names the customer, contact person and report person from the published views', async () => {
    await sql`create schema if not exists published`.execute(database.db);
    await sql`create table published.company_customer (id integer primary key, name text not null)`.execute(database.db);
    await sql`insert into published.company_customer values (2, 'Nordsjø Energi AS')`.execute(database.db);
    await sql`create table published.users_person (id integer primary key, first_name text not null, last_name text not null, roles text[] not null default '{}', email text, locale text)`.execute(
      database.db,
    );
    await sql`insert into published.users_person (id, first_name, last_name) values (40, 'Carl', 'Company'), (41, 'Rita', 'Rapport')`.execute(
      database.db,
    );
    const instance = await create({
      courseClassroom: oneDay,
      internalCourse: { courseInternal: true, customerId: 2, price: 100, orderReference: null },
      customerContactPersonId: 40,
      customerRapportPersonId: 41,
    });
    expect(await call('GET', `clicourse/${instance.id}/customer`)).toEqual({ customerId: 2, customerName: 'Nordsjø Energi AS' });
    expect(await call('GET', `clicourse/${instance.id}/customercontactperson`)).toEqual({ userId: 40, name: 'Carl Company' });
    expect(await call('GET', `clicourse/${instance.id}/customerrapportperson`)).toEqual({ userId: 41, name: 'Rita Rapport' });
    await sql`drop schema published cascade`.execute(database.db);
  });

  it('answers 404 for a missing customer, contact person or report person (the screen shows nothing)', async () => {
    const instance = await create({ courseClassroom: oneDay });
    for (const part of ['customer', 'customercontactperson', 'customerrapportperson']) {
      await call('GET', `clicourse/${instance.id}/${part}`, undefined, staff, 404);
    }
  });

  it('lists the statuses, and buys only what is not new, has an article number and starts after today', async () => {
    expect(await call('GET', 'clicourses/coursestatuses/')).toEqual([
      { id: 1, name: 'new' },
      { id: 2, name: 'tentative' },
      { id: 3, name: 'confirmed' },
      { id: 4, name: 'cancelled' },
      { id: 5, name: 'completed' },
    ]);
    const buyable = await create({ courseClassroom: oneDay, firstDate: isoDay(2), status: 3, sku: 'A-1' });
    const canBuy = async (id: number) => (await call<{ canBuy: boolean }>('GET', `clicourses/with-buy-info/${id}`)).canBuy;
    expect(await canBuy(buyable.id)).toBe(true);
    expect(await canBuy((await create({ courseClassroom: oneDay, firstDate: isoDay(2), status: 1, sku: 'A-1' })).id)).toBe(false);
    expect(await canBuy((await create({ courseClassroom: oneDay, firstDate: isoDay(2), status: 3, sku: null })).id)).toBe(false);
    expect(await canBuy((await create({ courseClassroom: oneDay, firstDate: isoDay(0), status: 3, sku: 'A-1' })).id)).toBe(false);
  });

  it("lists a course's instances per time span, by start date", async () => {
    const course = await insertCourse(database.db, { name: 'Spans' });
    const at = async (offset: number) => (await create({ courseClassroom: course, firstDate: isoDay(offset) })).id;
    const ids = {
      longAgo: await at(-400),
      tenMonths: await at(-300),
      fiveMonths: await at(-150),
      twoMonths: await at(-60),
      sixDays: await at(-6),
      eightDays: await at(-8),
      later: await at(300),
      soon: await at(3),
    };
    const list = async (span: string) =>
      (await call<{ id: number }[]>('GET', `clicourses/clcourse/${course}?span=${span}`)).map((i) => i.id);
    expect(await list('future')).toEqual([ids.sixDays, ids.soon, ids.later]);
    expect(await list('3_months')).toEqual([ids.twoMonths, ids.eightDays, ids.sixDays]);
    expect(await list('6_months')).toEqual([ids.fiveMonths, ids.twoMonths, ids.eightDays, ids.sixDays]);
    expect(await list('year')).toEqual([ids.tenMonths, ids.fiveMonths, ids.twoMonths, ids.eightDays, ids.sixDays]);
    await call('GET', 'clicourses/clcourse/999999', undefined, staff, 404);
  });

  it('copies an instance with its happenings on the given dates and instructors', async () => {
    const source = await create({ courseClassroom: threeDay, firstDate: isoDay(70), status: 3, sku: 'S-3' });
    await call(
      'POST',
      `data/classroomCourseInstance/${source.id}/courseTexts`,
      [{ locale: 'nb_NO', title: '<b>Stillas</b>', courseTextMain: '<p>Hei<script>x()</script></p>' }],
      staff,
      200,
    );
    const body = {
      happenings: [
        { date: isoDay(100), instructors: [5] },
        { date: isoDay(101), instructors: [] },
        { date: isoDay(102), instructors: [5, 6] },
      ],
    };
    const copy = await call<Instance>('POST', `clicourse/copy/${source.id}`, body, staff, 201);
    expect(copy).toMatchObject({ courseClassroom: threeDay, status: 1, sku: 'S-3', startDate: isoDay(100), endDate: isoDay(102) });
    expect(copy.id).not.toBe(source.id);
    const happenings = await call<Happening[]>('GET', `clicourse/${copy.id}/classroomhappenings`);
    expect(happenings.map((h) => [h.date, h.fromTime, h.instructors])).toEqual([
      [isoDay(100), '09:15', [5]],
      [isoDay(101), '09:15', []],
      [isoDay(102), '09:15', [5, 6]],
    ]);
    expect(await call('GET', `data/classroomCourseInstance/${copy.id}/courseTexts`)).toEqual([
      expect.objectContaining({ locale: 'nb_NO', title: 'Stillas', courseTextMain: '<p>Hei</p>' }),
    ]);
    const wrong = await call<{ message: string }>('POST', `clicourse/copy/${source.id}`, { happenings: [{ date: isoDay(1) }] }, staff, 400);
    expect(wrong.message).toMatch(/^body\.happenings/);
  });

  it('moves an instance to another classroom course', async () => {
    const instance = await create({ courseClassroom: oneDay });
    expect(
      await call<Instance>('POST', `clicourse/changeclassroomcourse/${instance.id}`, { courseClassroomId: threeDay }, staff, 200),
    ).toMatchObject({ courseClassroom: threeDay });
    const unknown = await call<{ message: string }>(
      'POST',
      `clicourse/changeclassroomcourse/${instance.id}`,
      { courseClassroomId: 999999 },
      staff,
      400,
    );
    expect(unknown.message).toMatch(/^body\.courseClassroomId/);
  });

  it('links group courses, ignoring duplicates and answering 404 for an unknown group course', async () => {
    const parent = await create({ courseClassroom: oneDay });
    const child = await create({ courseClassroom: oneDay });
    await call('POST', `clicourse/${child.id}/addParentCourse`, { parentId: parent.id }, staff, 200);
    await call('POST', `clicourse/${child.id}/addParentCourse`, { parentId: parent.id }, staff, 200);
    expect((await call<{ id: number }[]>('GET', `clicourse/${parent.id}/children`)).map((c) => c.id)).toEqual([child.id]);
    await call('POST', `clicourse/${child.id}/addParentCourse`, { parentId: 999999 }, staff, 404);
    await call('POST', `clicourse/${parent.id}/addParentCourse`, { parentId: child.id }, staff, 400);
    await call('POST', `clicourse/${child.id}/addParentCourse`, { parentId: child.id }, staff, 400);
  });

  it('lets only platform admins set task sets, list them and keep per-customer discounts', async () => {
    const [taskSet] = await call<{ id: number }[]>('GET', 'data/classroom-management/taskSetsList/', undefined, admin, 200);
    await call('GET', 'data/classroom-management/taskSetsList/', undefined, staff, 403);
    const byAdmin = await create({ courseClassroom: oneDay, taskSets: [taskSet!.id] }, admin);
    expect(byAdmin.taskSets).toEqual([taskSet!.id]);
    const { id: _id, uuid: _uuid, startDate: _s, endDate: _e, parentId: _p, happeningCount: _h, dayMismatch: _d, ...write } = byAdmin;
    expect((await call<Instance>('PUT', `clicourses/${byAdmin.id}`, { ...write, taskSets: [], info: 'x' }, staff, 200)).taskSets).toEqual([
      taskSet!.id,
    ]);
    expect((await create({ courseClassroom: oneDay, taskSets: [taskSet!.id] }, staff)).taskSets).toEqual([]);

    const discount = await call<{ id: number }>(
      'POST',
      `clicourse/${byAdmin.id}/customerdiscounts`,
      { customerId: 2, discountPercent: 12.5 },
      admin,
      200,
    );
    await call('POST', `clicourse/${byAdmin.id}/customerdiscounts`, { customerId: 2, discountPercent: 15 }, admin, 200);
    expect(await call('GET', `clicourse/${byAdmin.id}/customerdiscounts`, undefined, admin, 200)).toEqual([
      { id: discount.id, customerId: 2, discountPercent: 15 },
    ]);
    await call('GET', `clicourse/${byAdmin.id}/customerdiscounts`, undefined, staff, 403);
    await call('POST', `clicourse/${byAdmin.id}/customerdiscounts`, { customerId: 2, discountPercent: 101 }, admin, 400);
    await call('DELETE', `clicourse/${byAdmin.id}/customerdiscounts/${discount.id}`, undefined, admin, 204);
  });

  it('gives the uuid, the course info, and deletes an instance with its happenings', async () => {
    const instance = await create({ courseClassroom: threeDay });
    expect(await call('GET', `clicourses/getuuid/${instance.id}`)).toEqual({ uuid: instance.uuid });
    expect(await call('GET', `clicourse/${instance.id}/courseinfo`)).toMatchObject({
      id: threeDay,
      lengthDays: 3,
      courseDateTimes: '09:15-15:30,08:00-16:00,08:00-12:00',
    });
    await call('DELETE', `clicourse/${instance.id}`, undefined, staff, 204);
    await call('GET', `clicourses/${instance.id}`, undefined, staff, 404);
    await call('DELETE', `clicourse/${instance.id}`, undefined, staff, 404);
  });

  it('refuses an unknown course, callers without the role and signed-out callers', async () => {
    const res = await call<{ message: string }>('POST', 'clicourses', { courseClassroom: 999999 }, staff, 400);
    expect(res.message).toBe('body.courseClassroom: validation.unknownChoice');
    await call('GET', 'clicourses', undefined, sessionCookie({ roles: ['instructor'] }), 403);
    expect((await app.inject({ url: '/api/classroom/clicourses' })).statusCode).toBe(401);
    expect((await call<{ total: number }>('GET', 'clicourses?pageSize=5', undefined, staff, 200)).total).toBeGreaterThan(5);
  });
});
