import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Ecourse, Hotwork } from '@atrium/elearning-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';
import { createEcourse, generalBody } from './ecourse-fixtures';
import { insertLicenses, publishPeople } from './license-fixtures';

// Decision 0263: passing a licence on a hot-works e-course, or a classroom seat the classroom area reports through
// published.elearning_record_hotwork_participant, makes one open hot-works record for the administrator to complete.

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
let hotWorksCourse: number;
let otherCourse: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await publishPeople(database.db, [
    { id: 1, first: 'Ada', last: 'Admin' },
    { id: 2, first: 'Berit', last: 'Bakke' },
    { id: 3, first: 'Carl', last: 'Company' },
    { id: 4, first: 'Dina', last: 'Dahl' },
  ]);
  hotWorksCourse = await createEcourse(app, staff, {
    internalName: 'Varme arbeider (teori)',
    eLearningCourseFlags: { ...generalBody().eLearningCourseFlags, hotWorks: true },
  });
  otherCourse = await createEcourse(app, staff, { internalName: 'Fallsikring' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const approve = (ids: number[], date: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/elearning/data/licenses/ecourses/setlicensesapproved',
    headers: { cookie: staff },
    payload: { ids, date },
  });

async function recordsOf(licenseIds: number[]) {
  return elearningDb(database.db)
    .selectFrom('hotwork')
    .selectAll()
    .where('license_id', 'in', licenseIds.length > 0 ? licenseIds : [0])
    .orderBy('id')
    .execute();
}

describe('the hot-works flag of an e-course', () => {
  it('is kept and read with the course, false when a client leaves it out', async () => {
    const read = async (id: number) =>
      ((await app.inject({ url: `/api/elearning/data/ecourses/${id}`, headers: { cookie: staff } })).json() as Ecourse)
        .eLearningCourseFlags;
    expect((await read(hotWorksCourse)).hotWorks).toBe(true);
    expect((await read(otherCourse)).hotWorks).toBe(false);
    const { hotWorks: _left, ...olderFlags } = generalBody().eLearningCourseFlags;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/elearning/data/ecourses/${otherCourse}`,
      headers: { cookie: staff },
      payload: { ...generalBody({ internalName: 'Fallsikring' }), eLearningCourseFlags: olderFlags },
    });
    expect(res.statusCode).toBe(200);
    expect((await read(otherCourse)).hotWorks).toBe(false);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/elearning/data/ecourses/${otherCourse}`,
      headers: { cookie: staff },
      payload: { ...generalBody(), eLearningCourseFlags: { ...olderFlags, hotWorks: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { 'body.eLearningCourseFlags.hotWorks': expect.any(String) } });
  });
});

describe('a licence passed on a hot-works e-course', () => {
  it('makes one open record with the name, customer and course day, which the administrator then completes', async () => {
    const [licence] = await insertLicenses(database.db, hotWorksCourse, [{ userId: 3, customerId: 2, started: '2026-03-01T09:00:00Z' }]);
    expect(await recordsOf([licence!])).toEqual([]);
    expect((await approve([licence!], '2026-03-05')).statusCode).toBe(200);
    const [record] = await recordsOf([licence!]);
    expect(record).toMatchObject({
      participant_name: 'Carl Company',
      customer_id: 2,
      course_date: '2026-03-05',
      certificate_number: null,
      completed: false,
      participant_id: null,
    });
    const listed = (
      await app.inject({ url: '/api/elearning/data/hotworks/list?name=Carl', headers: { cookie: admin } })
    ).json() as Hotwork[];
    expect(listed.map((row) => row.id)).toEqual([record!.id]);

    // Approving again, or the learner's own result arriving later, makes no second record.
    expect((await approve([licence!], '2026-03-06')).statusCode).toBe(200);
    await sql`update elearning.license set completed = now(), success_status = 'passed' where id = ${licence!}`.execute(database.db);
    expect(await recordsOf([licence!])).toHaveLength(1);
  });

  it('makes one record when two approvals run at once', async () => {
    const licences = await insertLicenses(database.db, hotWorksCourse, [{ userId: 1, customerId: 1 }]);
    const answers = await Promise.all([approve(licences, '2026-04-01'), approve(licences, '2026-04-01'), approve(licences, '2026-04-01')]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await recordsOf(licences)).toHaveLength(1);
  });

  it('makes none on a course that is not a hot-works course, nor for a licence failed, not completed or cancelled', async () => {
    const [other] = await insertLicenses(database.db, otherCourse, [{ userId: 1, customerId: 1 }]);
    expect((await approve([other!], '2026-03-05')).statusCode).toBe(200);
    const open = await insertLicenses(database.db, hotWorksCourse, [
      { userId: 2, customerId: 1, started: '2026-03-01T09:00:00Z' },
      { userId: 2, customerId: 1, started: '2026-03-01T09:00:00Z', completed: '2026-03-02T09:00:00Z', notPassed: true },
      { userId: 2, customerId: 1, completed: '2026-03-02T09:00:00Z', cancelled: true },
    ]);
    expect(await recordsOf([other!, ...open])).toEqual([]);
  });

  it('keeps its completed certificate when the licence is no longer passed', async () => {
    const [licence] = await insertLicenses(database.db, hotWorksCourse, [{ userId: 4, customerId: 1 }]);
    await approve([licence!], '2026-05-02');
    const [record] = await recordsOf([licence!]);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/elearning/data/hotworks/${record!.id}`,
      headers: { cookie: admin },
      payload: {
        id: record!.id,
        certificateNumber: 'HW-3001',
        receivedProofOfFireDrill: true,
        fireDrillDate: '2026-05-03',
        comments: null,
        sentToCustomer: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    // As resetting the person's progress does (decision 0209): the result is gone, the certificate stays.
    await sql`update elearning.license set completed = null, not_passed = true where id = ${licence!}`.execute(database.db);
    await approve([licence!], '2026-06-01');
    expect(await recordsOf([licence!])).toMatchObject([{ id: record!.id, certificate_number: 'HW-3001', course_date: '2026-05-02' }]);
  });
});

describe('published.elearning_record_hotwork_participant (a classroom seat passed)', () => {
  const record = (participantId: number, userId: number, customerId: number | null, day: string) =>
    sql<{
      id: number;
    }>`select published.elearning_record_hotwork_participant(${participantId}, ${userId}, ${customerId}, ${day}::date) as id`;

  it('makes one open record per seat, however often and however many times at once it is called', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.transaction().execute(async (trx) => (await record(901, 1, 1, '2026-03-10').execute(trx)).rows[0]!.id),
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect((await record(901, 1, 1, '2026-03-11').execute(database.db)).rows[0]!.id).toBe(answers[0]);
    const rows = await elearningDb(database.db).selectFrom('hotwork').selectAll().where('participant_id', '=', 901).execute();
    expect(rows).toMatchObject([
      { id: answers[0], participant_name: 'Ada Admin', customer_id: 1, course_date: '2026-03-10', license_id: null },
    ]);
  });

  it('keeps a record of a person the users area does not know, with no name', async () => {
    const { id } = (await record(902, 9999, null, '2026-03-12').execute(database.db)).rows[0]!;
    expect(
      await elearningDb(database.db).selectFrom('hotwork').select(['participant_name', 'customer_id']).where('id', '=', id).execute(),
    ).toEqual([{ participant_name: '', customer_id: null }]);
  });
});
