import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { PersonClassroomLicense } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { insertInstance, insertParticipants } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = { cookie: sessionCookie({ roles: ['atrium'], userId: 1 }) };
const staff = { cookie: sessionCookie({ roles: ['staff'], userId: 2 }) };
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const courseId = await insertCourse(database.db, { name: 'Varme arbeider' });
  const past = await insertInstance(database.db, courseId, { from: -30, to: -29 });
  const coming = await insertInstance(database.db, courseId, { from: 20 });
  const [approved] = await insertParticipants(database.db, past, [{ userId: 7, status: 'approved', approved: '2026-01-05' }]);
  const [comingId, others] = await insertParticipants(database.db, coming, [{ userId: 7, customerId: 2, fee: 5000 }, { userId: 8 }]);
  const [programme] = await insertParticipants(database.db, coming, [{ userId: 7, customerId: 3, courseProgram: true }]);
  Object.assign(ids, { approved, coming: comingId, others, programme });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const base = '/api/classroom/data/atriumusersearch';

it('lists a person’s classroom licenses for a platform admin only, ongoing when upcoming and open', async () => {
  expect((await app.inject({ url: `${base}/licenses/classroom/7` })).statusCode).toBe(401);
  expect((await app.inject({ url: `${base}/licenses/classroom/7`, headers: staff })).statusCode).toBe(403);
  expect((await app.inject({ url: `${base}/licenses/classroom/0`, headers: admin })).statusCode).toBe(400);
  const answer = await app.inject({ url: `${base}/licenses/classroom/7`, headers: admin });
  expect(answer.statusCode).toBe(200);
  const byId = new Map(answer.json<PersonClassroomLicense[]>().map((license) => [license.id, license]));
  expect(byId.size).toBe(3);
  expect(byId.get(ids.coming!)).toMatchObject({ ongoing: true, customerId: 2, courseName: 'Varme arbeider' });
  expect(byId.get(ids.approved!)).toMatchObject({ ongoing: false, status: 'approved' });
});

it('refuses a course programme’s license alone (409): the enrolment cancels it (decision 0252)', async () => {
  const answer = await app.inject({ method: 'DELETE', url: `${base}/classroomlicense/${ids.programme}/7`, headers: admin });
  expect(answer.statusCode).toBe(409);
  expect(answer.json().message).toBe('license.cancel.partOfCourseProgram');
  const licenses = await app.inject({ url: `${base}/licenses/classroom/7`, headers: admin });
  expect(licenses.json<PersonClassroomLicense[]>().find((license) => license.id === ids.programme)).toMatchObject({ ongoing: true });
});

it('force-cancels the person’s own license past the list’s rules (fee), twice harmlessly, never another’s', async () => {
  expect((await app.inject({ method: 'DELETE', url: `${base}/classroomlicense/${ids.others}/7`, headers: admin })).statusCode).toBe(404);
  expect((await app.inject({ method: 'DELETE', url: `${base}/classroomlicense/${ids.coming}/7`, headers: staff })).statusCode).toBe(403);
  for (let i = 0; i < 2; i++) {
    const answer = await app.inject({ method: 'DELETE', url: `${base}/classroomlicense/${ids.coming}/7`, headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<PersonClassroomLicense>()).toMatchObject({ status: 'cancelled', ongoing: false });
  }
});
