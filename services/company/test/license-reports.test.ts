import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 2 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });

beforeAll(async () => {
  database = await createTestDatabase();
  await publishLicenseStandIns(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  await seedLicenses(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const search = (cookie: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/company/data/my-company/licenses/search', headers: cookie ? { cookie } : {}, payload });

async function ids(cookie: string, payload: object): Promise<number[]> {
  const res = await search(cookie, payload);
  expect(res.statusCode).toBe(200);
  return (res.json().licenses as { licenseId: number }[]).map((row) => row.licenseId).sort((a, b) => a - b);
}

describe('POST /api/company/data/my-company/licenses/search', () => {
  it('refuses the signed out (401), people without an admin role (403) and bad input naming the field (400)', async () => {
    expect((await search(undefined, { licenseReportType: 'ALL_LICENSES' })).statusCode).toBe(401);
    expect((await search(learner, { licenseReportType: 'ALL_LICENSES' })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ licenseReportType: 'NOPE' }, 'body.licenseReportType'],
      [{ licenseReportType: 'ALL_LICENSES', dateFrom: '2026-13-01' }, 'body.dateFrom'],
      [{ licenseReportType: 'ALL_LICENSES', dateFrom: '2026-05-02', dateTo: '2026-05-01' }, 'body.dateTo'],
      [{ licenseReportType: 'ALL_LICENSES', departments: ['x'] }, 'body.departments.0'],
      [{ licenseReportType: 'ALL_LICENSES', textSearch: 'x'.repeat(201) }, 'body.textSearch'],
    ] as const) {
      const res = await search(nordsjoAdmin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
  });

  it("lists each type's licenses of the admin's own customer only (document 001 §4, §9)", async () => {
    expect(await ids(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES' })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await ids(svenskAdmin, { licenseReportType: 'ALL_LICENSES' })).toEqual([8]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'COURSE_NOT_STARTED' })).toEqual([3, 6]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'COURSE_STARTED' })).toEqual([4]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'COURSE_APPROVED', dateFrom: '2000-01-01', dateTo: '2099-01-01' })).toEqual([
      1, 2, 5,
    ]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'COURSE_EXPIRED_OR_NOT_APPROVED' })).toEqual([2, 7]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'CANCEL_LICENSE' })).toEqual([3, 4, 6]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'COURSE_PROGRAM' })).toEqual([6, 7]);
  });

  it('applies the date range to the date each type is about: expiry for reminders, completion for diplomas', async () => {
    const today = new Date();
    const inMonths = (months: number) =>
      new Date(today.getFullYear(), today.getMonth() + months, today.getDate()).toISOString().slice(0, 10);
    const reminderRange = { dateFrom: inMonths(0), dateTo: inMonths(12) };
    expect(await ids(nordsjoAdmin, { licenseReportType: 'SEND_COURSE_SOON_EXPIRES_REMINDER', ...reminderRange })).toEqual([1, 5]);
    expect(
      await ids(nordsjoAdmin, { licenseReportType: 'SEND_COURSE_SOON_EXPIRES_REMINDER', dateFrom: inMonths(0), dateTo: inMonths(2) }),
    ).toEqual([1]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'DOWNLOAD_DIPLOMA', dateFrom: inMonths(-12), dateTo: inMonths(0) })).toEqual([
      1, 5,
    ]);
    // Types without dates ignore them (document 001 §5: the field is hidden for them).
    expect(await ids(nordsjoAdmin, { licenseReportType: 'CANCEL_LICENSE', dateFrom: '1990-01-01', dateTo: '1990-01-02' })).toEqual([
      3, 4, 6,
    ]);
  });

  it('filters by department, text, theme, course and course kind', async () => {
    const boring = await database.db.selectFrom('company.department').select('id').where('name', '=', 'Boring').executeTakeFirstOrThrow();
    expect(await ids(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', departments: [boring.id] })).toEqual([1, 4, 6]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', textSearch: 'kari' })).toEqual([2, 3, 7]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', textSearch: '%' })).toEqual([]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', theme: 'fire' })).toEqual([3, 4]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', course: { id: 6, courseType: 'ELEARNING' } })).toEqual([3, 4]);
    expect(await ids(nordsjoAdmin, { licenseReportType: 'COURSE_NOT_STARTED', classroomOrElearning: 'CLASSROOM' })).toEqual([]);
  });

  it('answers the rows with names, status, fee in minor units and the course-programme enrolment', async () => {
    const res = await search(nordsjoAdmin, { licenseReportType: 'COURSE_PROGRAM' });
    expect(res.json()).toMatchObject({
      hits: 2,
      limited: false,
      licenses: [
        // The enrolment of licence 7 in the stand-in is a classroom licence's: none of this e-learning one's.
        { licenseId: 7, firstName: 'Kari', lastName: 'Hansen', status: 'notPassed', courseType: 'ELEARNING', enrollmentId: null },
        {
          licenseId: 6,
          firstName: 'Ola',
          lastName: 'Nordmann',
          status: 'notStarted',
          cancellationFee: 25000,
          asPartOfCourseProgram: true,
          enrollmentId: 51,
        },
      ],
    });
  });

  it('answers at most 300 rows, counting every hit and saying it is limited', async () => {
    await sql`
      insert into published.elearning_license (id, user_id, customer_id, ecourse_id, course_name)
      select 1000 + n, 31, 2, 99, 'Mass course' from generate_series(1, 305) n`.execute(database.db);
    try {
      const res = await search(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', theme: 'mass' });
      expect(res.json().licenses).toHaveLength(300);
      expect(res.json()).toMatchObject({ hits: 305, limited: true });
    } finally {
      await sql`delete from published.elearning_license where id > 1000`.execute(database.db);
    }
  });

  it("shows approved licenses of every customer to course staff, to others on their customer's report-role courses only", async () => {
    const all = { licenseReportType: 'COURSE_APPROVED_ALL_CUSTOMERS' };
    expect(await ids(staff, all)).toEqual([1, 2, 5, 8]);
    expect(await ids(svenskAdmin, all)).toEqual([]);
    // A classroom participant on a course whose id equals the e-course's: a role on one type never opens the other.
    await sql`insert into published.classroom_participant (id, user_id, customer_id, course_id, course_name, started, completed)
              values (90, 31, 2, 5, 'Same id, classroom', now() - interval '3 days', now() - interval '2 days')`.execute(database.db);
    try {
      await sql`insert into published.elearning_report_customer values (5, 3)`.execute(database.db);
      const rows = (await search(svenskAdmin, all)).json().licenses as { id: string }[];
      expect(rows.map((row) => row.id).sort()).toEqual(['ELEARNING-1', 'ELEARNING-2', 'ELEARNING-5', 'ELEARNING-8']);
      expect(await ids(nordsjoAdmin, all)).toEqual([]);
      await sql`insert into published.classroom_report_customer values (5, 3)`.execute(database.db);
      expect(((await search(svenskAdmin, all)).json().licenses as { id: string }[]).map((row) => row.id)).toContain('CLASSROOM-90');
      expect((await search(svenskAdmin, { ...all, textSearch: 'Same id' })).json().hits).toBe(1);
    } finally {
      await sql`delete from published.classroom_participant where id = 90`.execute(database.db);
      await sql`delete from published.elearning_report_customer`.execute(database.db);
      await sql`delete from published.classroom_report_customer`.execute(database.db);
    }
  });
});

describe('GET /api/company/data/my-company', () => {
  it("summarises the admin's own customer's licenses per course", async () => {
    const res = await app.inject({ url: '/api/company/data/my-company', headers: { cookie: nordsjoAdmin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerId: 2,
      customerName: 'Nordsjø Energi AS',
      products: [
        { courseId: 6, courseTitle: 'Fire safety', licenses: 2, notStarted: 1, started: 1, completed: 0 },
        { courseId: 7, courseTitle: 'Programme part', licenses: 2 },
        { courseId: 5, courseTitle: 'Working at heights', licenses: 3, completed: 3, expiringSoon: 1 },
      ],
    });
    const svensk = await app.inject({ url: '/api/company/data/my-company', headers: { cookie: svenskAdmin } });
    expect(svensk.json().products).toEqual([expect.objectContaining({ courseId: 5, licenses: 1 })]);
    expect((await app.inject({ url: '/api/company/data/my-company', headers: { cookie: learner } })).statusCode).toBe(403);
  });

  it('says whether the customer holds a course report role, which shows the approved-all-customers overview', async () => {
    const home = async () => (await app.inject({ url: '/api/company/data/my-company', headers: { cookie: svenskAdmin } })).json();
    expect((await home()).hasReportRoleCourses).toBe(false);
    await sql`insert into published.classroom_report_customer values (12, 3)`.execute(database.db);
    try {
      expect((await home()).hasReportRoleCourses).toBe(true);
    } finally {
      await sql`delete from published.classroom_report_customer`.execute(database.db);
    }
  });
});
