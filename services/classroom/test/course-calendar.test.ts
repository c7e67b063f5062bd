import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { calendarDefaultWindow, type CalendarItem } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor_external'], userId: 6 });
const eca = sessionCookie({ roles: ['eca_admin'], userId: 1 });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 4, customerId: 2 });
let soon: number;
let past: number;
let far: number;

async function teach(cliId: number, offset: number, instructorId: number) {
  const db = classroomDb(database.db);
  const h = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(offset), from_time: '09:00:00', to_time: '16:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('classroom_happening_instructor').values({ happening_id: h.id, instructor_id: instructorId }).execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  const courseId = await insertCourse(database.db, { name: 'Calendar course' });
  soon = await insertInstance(database.db, courseId, { from: 3 });
  past = await insertInstance(database.db, courseId, { from: -40 });
  await teach(soon, 3, 5);
  await teach(past, -40, 5);
  far = await insertInstance(database.db, courseId, { from: 200 });
  await teach(far, 200, 5);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = (url: string, cookie = teacher) =>
  app.inject({ url: `/api/classroom/data/instructor-course-calendar-list${url}`, headers: { cookie } });
const window = `dateStart=${isoDay(-7)}&dateEnd=${isoDay(42)}`;

describe('GET data/instructor-course-calendar-list/{instructorId?}', () => {
  it("lists the instructor's course dates in the range with the work items' states", async () => {
    const items = (await list(`?${window}`)).json() as CalendarItem[];
    expect(items.map((item) => item.instanceId)).toEqual([soon]);
    expect(items[0]).toMatchObject({
      instructors: [{ id: 5, name: 'Erik Eng' }],
      datesAndTimes: [{ date: isoDay(3), fromTime: '09:00', toTime: '16:00' }],
      courseWorkItems: { pre: { acceptCourseMaterials: { completed: false, notDone: true } } },
      allTasksComplete: false,
    });
  });

  it('adds older instances with undone work only when asked, and counts not-required items as complete', async () => {
    const withOld = (await list(`?${window}&includeOldInstancesWithUndoneWorkItems=true`)).json() as CalendarItem[];
    expect(withOld.map((item) => item.instanceId)).toEqual([past, soon]);
    const db = classroomDb(database.db);
    await db
      .insertInto('work_item')
      .values(
        ['uploadScannedEvaluations', 'registerResults', 'signParticipantList', 'acceptCourseMaterials'].map((key) => ({
          cli_id: past,
          key,
          done: key === 'registerResults' ? true : false,
        })),
      )
      .execute();
    const after = (await list(`?${window}&includeOldInstancesWithUndoneWorkItems=true`)).json() as CalendarItem[];
    expect(after.map((item) => item.instanceId)).toEqual([soon]);
    const old = (await list(`?dateStart=${isoDay(-50)}&dateEnd=${isoDay(-30)}`)).json() as CalendarItem[];
    expect(old[0]).toMatchObject({
      instanceId: past,
      allTasksComplete: true,
      courseWorkItems: { post: { registerResults: { completed: true, notDone: false } } },
    });
  });

  it('asks again for a task done before the course dates or place changed (document 002 §4)', async () => {
    const db = classroomDb(database.db);
    const courseId = await insertCourse(database.db, { name: 'Moved course' });
    const moved = await insertInstance(database.db, courseId, { from: 10 });
    // Frida's (6), so the other tests see Erik's calendar as it was.
    await teach(moved, 10, 6);
    const state = async () => {
      const items = (await list(`?${window}`, otherTeacher)).json() as CalendarItem[];
      return items.find((item) => item.instanceId === moved)!;
    };
    // Work done a moment ago, before the change below (updated is the transaction's time).
    const markDone = () =>
      db
        .insertInto('work_item')
        .values({ cli_id: moved, key: 'acceptCourseMaterials', done: true, updated: new Date(Date.now() - 60_000) })
        .onConflict((oc) => oc.columns(['cli_id', 'key']).doUpdateSet({ done: true, updated: new Date() }))
        .execute();
    await db.updateTable('classroom_course_instance').set({ dates_changed_at: null }).where('id', '=', moved).execute();
    await markDone();
    expect((await state()).courseWorkItems.pre.acceptCourseMaterials).toEqual({ completed: true, notDone: false });
    await db
      .updateTable('classroom_happening')
      .set({ date: isoDay(11) })
      .where('cli_id', '=', moved)
      .execute();
    const afterMove = await state();
    expect(afterMove.courseWorkItems.pre.acceptCourseMaterials).toEqual({ completed: false, notDone: true });
    expect(afterMove.workItems.find((item) => item.key === 'acceptCourseMaterials')?.timestampCourseDatesChanged).not.toBeNull();
    await markDone();
    expect((await state()).courseWorkItems.pre.acceptCourseMaterials).toEqual({ completed: true, notDone: false });
    const place = await db.insertInto('course_place').values({ name: 'Nytt sted' }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('classroom_course_instance').set({ course_place_id: place.id }).where('id', '=', moved).execute();
    expect((await state()).courseWorkItems.pre.acceptCourseMaterials).toEqual({ completed: false, notDone: true });
    // A task marked not required stays so.
    await db.updateTable('work_item').set({ done: false }).where('cli_id', '=', moved).execute();
    expect((await state()).courseWorkItems.pre.acceptCourseMaterials).toEqual({ completed: false, notDone: false });
  });

  it('refuses a range over 180 days or backwards, naming dateEnd', async () => {
    expectRefusedField(await list(`?dateStart=${isoDay(0)}&dateEnd=${isoDay(181)}`), 'dateEnd');
    expectRefusedField(await list(`?dateStart=${isoDay(5)}&dateEnd=${isoDay(0)}`), 'dateEnd');
    expect((await list(`?dateStart=${isoDay(0)}&dateEnd=${isoDay(180)}`)).statusCode).toBe(200);
  });

  it('shows an instructor only their own calendar; eca admins see anyone; company admins nobody', async () => {
    expect((await list(`/5?${window}`)).statusCode).toBe(200);
    expect((await list(`/5?${window}`, otherTeacher)).statusCode).toBe(403);
    expect(((await list(`/5?${window}`, eca)).json() as CalendarItem[]).map((item) => item.instanceId)).toEqual([soon]);
    expect((await list(`/5?${window}`, companyAdmin)).statusCode).toBe(403);
  });
});

describe('default windows (decision 0245)', () => {
  it('gives a single instructor 32 weeks and those who see everyone one week back to six ahead', async () => {
    const mine = (await list('')).json() as CalendarItem[];
    expect(mine.map((item) => item.instanceId)).toEqual([soon, far]);
    const seen = (await list('/5', eca)).json() as CalendarItem[];
    expect(seen.map((item) => item.instanceId)).toEqual([soon]);
    expect(calendarDefaultWindow(true, new Date('2026-01-08T12:00:00Z'))).toEqual({ dateStart: '2026-01-01', dateEnd: '2026-08-13' });
    expect(calendarDefaultWindow(false, new Date('2026-01-08T12:00:00Z'))).toEqual({ dateStart: '2026-01-01', dateEnd: '2026-02-19' });
  });

  it('refuses a start without an end, naming dateEnd', async () => {
    expectRefusedField(await list(`?dateStart=${isoDay(0)}`), 'dateEnd');
  });
});

describe('GET data/instructors-course-date-count/{instructorId?}', () => {
  const count = (url: string, cookie = teacher) =>
    app.inject({ url: `/api/classroom/data/instructors-course-date-count${url}`, headers: { cookie } });
  const yearOf = (offset: number) => Number(isoDay(offset).slice(0, 4));
  const taughtIn = (year: number, offsets: number[]) => offsets.filter((offset) => yearOf(offset) === year).length;

  it("counts an instructor's course dates of a year; an instructor sees only themselves", async () => {
    const year = yearOf(3);
    const expected = taughtIn(year, [3, -40, 200]);
    expect((await count(`?year=${year}`)).json()).toEqual([
      { instructorId: 5, name: 'Erik Eng', courseDates: expected, courses: expected },
    ]);
    expect((await count(`/5?year=${year}`)).json()).toEqual([
      { instructorId: 5, name: 'Erik Eng', courseDates: expected, courses: expected },
    ]);
    expect((await count(`/5?year=${year}`, otherTeacher)).statusCode).toBe(403);
    expect((await count(`/6?year=1999`, eca)).statusCode).toBe(400);
    expect((await count(`/6?year=2001`, eca)).json()).toEqual([{ instructorId: 6, name: 'Frida Fjell', courseDates: 0, courses: 0 }]);
    expectRefusedField(await count('?year=soon'), 'year');
  });

  it('lists every instructor teaching in the year, by name, for those who see all', async () => {
    const rows = (await count(`?year=${yearOf(3)}`, eca)).json() as { instructorId: number; name: string }[];
    expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort((a, b) => a.localeCompare(b)));
    expect(rows.map((row) => row.instructorId)).toContain(5);
    expect((await count(`?year=${yearOf(3)}`, companyAdmin)).statusCode).toBe(403);
  });
});
