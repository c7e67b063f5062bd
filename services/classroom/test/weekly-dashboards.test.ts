import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import {
  clampWeek,
  dashboardYears,
  defaultDashboardWeek,
  isoWeekOf,
  isoWeeksInYear,
  shiftWeek,
  weekDates,
  type Dashboard,
} from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';
import { expectRefusedField, insertInstance } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const WEEK = { year: 2031, week: 10 };
let fresh: number;
let planned: number;
let cancelled: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const db = classroomDb(database.db);
  const courseId = await insertCourse(database.db, { name: 'Dashboard course' });
  const { from } = weekDates(WEEK.year, WEEK.week);
  const at = async (day: string, created: string, status = 3) => {
    const id = await insertInstance(database.db, courseId, { from: 0 });
    await db
      .updateTable('classroom_course_instance')
      .set({ start_date: day, end_date: day, created: new Date(created), status })
      .where('id', '=', id)
      .execute();
    return id;
  };
  fresh = await at(from, `${from}T00:00:00Z`);
  planned = await at(from, '2030-01-01T00:00:00Z');
  cancelled = await at(weekDates(WEEK.year, WEEK.week).to, '2030-01-01T00:00:00Z', 4);
  await at(weekDates(WEEK.year, WEEK.week + 1).from, '2030-01-01T00:00:00Z');
  const items = (cliId: number, done: Record<string, boolean | null>) =>
    db
      .insertInto('work_item')
      .values(Object.entries(done).map(([key, value]) => ({ cli_id: cliId, key, done: value })))
      .execute();
  await items(fresh, { instanceCreatedUpdated: true, informationSent: true, materialsSent: true, acceptCourseMaterials: true });
  await items(planned, { instanceCreatedUpdated: true, informationSent: false, signParticipantList: true });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = async (list: 'prestart' | 'poststart', query: string, cookie = staff) =>
  app.inject({ method: 'GET', url: `/api/classroom/data/classroom-${list}-list?${query}`, headers: { cookie } });

describe('the week picker (document 002 §5, §9)', () => {
  it('counts ISO weeks, reduces a week above the year’s weeks by one and moves across years', () => {
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2027)).toBe(52);
    expect(clampWeek(2027, 53)).toBe(52);
    expect(clampWeek(2026, 53)).toBe(53);
    expect(weekDates(2026, 1)).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(shiftWeek(2026, 53, 1)).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toEqual({ year: 2026, week: 53 });
  });

  it('defaults pre-start to the current week plus 2 and post-start to minus 2, at least week 1', () => {
    expect(defaultDashboardWeek('pre', new Date('2026-03-04T00:00:00Z'))).toEqual({ year: 2026, week: 12 });
    expect(defaultDashboardWeek('post', new Date('2026-03-04T00:00:00Z'))).toEqual({ year: 2026, week: 8 });
    expect(defaultDashboardWeek('post', new Date('2026-01-07T00:00:00Z'))).toEqual({ year: 2026, week: 1 });
    expect(defaultDashboardWeek('pre', new Date('2026-12-30T00:00:00Z'))).toEqual({ year: 2027, week: 2 });
    expect(dashboardYears(new Date('2026-05-01T00:00:00Z'))).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
});

describe('GET data/classroom-prestart-list and classroom-poststart-list', () => {
  it('lists the week’s courses with tasks done of total, done, fresh and cancelled, and the week’s progress', async () => {
    const res = await get('prestart', `year=${WEEK.year}&week=${WEEK.week}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Dashboard;
    expect(body.items.map((item) => item.courseClassroomId)).toEqual([fresh, planned, cancelled]);
    const [first, second, third] = body.items;
    expect(first).toMatchObject({ numTasksDone: 4, totalTasks: 4, done: true, fresh: true, cancelled: false });
    // informationSent marked not required leaves the total.
    expect(second).toMatchObject({ numTasksDone: 1, totalTasks: 3, done: false, fresh: false });
    expect(second!.tasks).toEqual({
      instanceCreatedUpdated: true,
      informationSent: false,
      materialsSent: null,
      acceptCourseMaterials: null,
    });
    expect(third).toMatchObject({ numTasksDone: 0, totalTasks: 4, done: true, cancelled: true });
    expect(body.progress).toBe(Math.round((5 / 11) * 100));
  });

  it('counts the post-course tasks on the post-start list, filters by text and pages', async () => {
    const post = (await get('poststart', `year=${WEEK.year}&week=${WEEK.week}`)).json() as Dashboard;
    expect(post.items.find((item) => item.courseClassroomId === planned)).toMatchObject({ numTasksDone: 1, totalTasks: 6, done: false });
    const none = (await get('poststart', `year=${WEEK.year}&week=${WEEK.week}&q=nothing-like-it`)).json() as Dashboard;
    expect(none.items).toEqual([]);
    const byId = (await get('prestart', `year=${WEEK.year}&week=${WEEK.week}&q=${planned}`)).json() as Dashboard;
    expect(byId.items.map((item) => item.courseClassroomId)).toEqual([planned]);
    const paged = (await get('prestart', `year=${WEEK.year}&week=${WEEK.week}&page=2&pageSize=2`)).json() as Dashboard;
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.items.map((item) => item.courseClassroomId)).toEqual([cancelled]);
  });

  it('reduces week 53 of a 52-week year, and refuses a bad week (400), signed out (401) and instructors (403)', async () => {
    expect(((await get('prestart', 'year=2027&week=53')).json() as Dashboard).week).toBe(52);
    expectRefusedField(await get('prestart', 'year=2027&week=54'), 'week');
    expect((await app.inject({ method: 'GET', url: '/api/classroom/data/classroom-prestart-list?year=2027&week=1' })).statusCode).toBe(401);
    expect((await get('prestart', 'year=2027&week=1', teacher)).statusCode).toBe(403);
  });
});

describe('the internal control on the pre- and post-start lists (decision 0225, 0238)', () => {
  it('shows each course’s confirmation and open checks, due once over and unconfirmed, and counts the week', async () => {
    const db = classroomDb(database.db);
    const courseId = await insertCourse(database.db, { name: 'Controlled course' });
    const { from } = weekDates(2024, 10);
    const at = async (status = 3) => {
      const id = await insertInstance(database.db, courseId, { from: 0 });
      await db.updateTable('classroom_course_instance').set({ start_date: from, end_date: from, status }).where('id', '=', id).execute();
      return id;
    };
    const clean = await at();
    const withOpen = await at();
    const unconfirmed = await at();
    const gone = await at(4);
    await db
      .insertInto('internal_control')
      .values([
        { cli_id: clean, checked_by: 2, comment: null, open_checks: [] },
        { cli_id: withOpen, checked_by: 2, comment: 'Signed on paper', open_checks: ['participantListSigned'] },
      ])
      .execute();
    for (const list of ['prestart', 'poststart'] as const) {
      const week = (await get(list, 'year=2024&week=10&q=Controlled')).json() as Dashboard;
      expect(week.internalControl).toEqual({ confirmed: 2, withOpenChecks: 1, due: 1 });
      const byId = new Map(week.items.map((item) => [item.courseClassroomId, item.internalControl]));
      expect(byId.get(clean)).toEqual({ checkedAt: expect.any(String), openChecks: [], due: false });
      expect(byId.get(withOpen)).toEqual({ checkedAt: expect.any(String), openChecks: ['participantListSigned'], due: false });
      expect(byId.get(unconfirmed)).toEqual({ checkedAt: null, openChecks: [], due: true });
      expect(byId.get(gone)?.due).toBe(false);
    }
    // A course still to come is not due.
    const future = (await get('poststart', `year=${WEEK.year}&week=${WEEK.week}`)).json() as Dashboard;
    expect(future.internalControl.due).toBe(0);
  });
});
