import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { PersonLicense } from '@atrium/elearning-contract';
import { elearningModule } from '../src';
import { sql } from 'kysely';
import { insertCourse, insertLicenses, publishPeople } from './license-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = { cookie: sessionCookie({ roles: ['atrium'], userId: 1 }) };
const staff = { cookie: sessionCookie({ roles: ['staff'], userId: 2 }) };
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await publishPeople(database.db, [
    { id: 10, first: 'Per', last: 'Person' },
    { id: 11, first: 'Other', last: 'One' },
  ]);
  const course = await insertCourse(database.db, 'Fallsikring');
  const [open, programme, done, cancelled] = await insertLicenses(database.db, course, [
    { userId: 10, customerId: 2 },
    { userId: 11, customerId: 2, courseProgram: true },
    { userId: 10, customerId: 2, started: '2026-01-10T09:00:00Z', completed: '2026-01-11T09:00:00Z' },
    { userId: 10, customerId: 3, cancelled: true },
  ]);
  const second = await insertCourse(database.db, 'Programme course');
  const [others] = await insertLicenses(database.db, second, [{ userId: 11, customerId: 2, started: '2026-01-10T09:00:00Z' }]);
  await insertLicenses(database.db, second, [{ userId: 10, courseProgram: true }]);
  Object.assign(ids, { open, programme, done, cancelled, others });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const base = '/api/elearning/data/atriumusersearch';
const outbox = async () =>
  (await sql<{ to: string[]; subject: string }>`select "to", subject from elearning.outbox order by id`.execute(database.db)).rows;

describe('GET licenses/elearning/{userId}', () => {
  it('is a platform admin’s: 401 signed out, 403 for staff, 400 naming a bad id', async () => {
    expect((await app.inject({ url: `${base}/licenses/elearning/10` })).statusCode).toBe(401);
    expect((await app.inject({ url: `${base}/licenses/elearning/10`, headers: staff })).statusCode).toBe(403);
    const bad = await app.inject({ url: `${base}/licenses/elearning/x`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('userId');
  });

  it('lists the person’s licenses only, with ongoing per document 002 §4', async () => {
    const answer = await app.inject({ url: `${base}/licenses/elearning/10`, headers: admin });
    expect(answer.statusCode).toBe(200);
    const licenses = answer.json<PersonLicense[]>();
    expect(licenses).toHaveLength(4);
    const byId = new Map(licenses.map((license) => [license.id, license]));
    expect(byId.get(ids.open!)).toMatchObject({ ongoing: true, status: 'notStarted', customerId: 2 });
    expect(byId.get(ids.done!)).toMatchObject({ ongoing: false, status: 'completed' });
    expect(byId.get(ids.cancelled!)).toMatchObject({ ongoing: false, status: 'cancelled', customerId: 3 });
    expect(licenses.some((license) => license.asPartOfCourseProgram)).toBe(true);
  });
});

describe('DELETE elearninglicense/{licenseId}/{userId}/{sendCancellationEmail}', () => {
  it('refuses another person’s license (404) and a bad flag (400)', async () => {
    expect((await app.inject({ method: 'DELETE', url: `${base}/elearninglicense/${ids.others}/10/true`, headers: admin })).statusCode).toBe(
      404,
    );
    const bad = await app.inject({ method: 'DELETE', url: `${base}/elearninglicense/${ids.open}/10/maybe`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sendCancellationEmail');
  });

  it('refuses a course-programme license alone (409): the enrolment cancels it (decision 0252)', async () => {
    const answer = await app.inject({ method: 'DELETE', url: `${base}/elearninglicense/${ids.programme}/11/false`, headers: admin });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('license.cancel.partOfCourseProgram');
    const licenses = await app.inject({ url: `${base}/licenses/elearning/11`, headers: admin });
    expect(licenses.json<PersonLicense[]>().find((license) => license.id === ids.programme)).toMatchObject({ status: 'notStarted' });
    expect(await outbox()).toEqual([]);
  });

  it('mails the cancellation once, even when cancelled twice', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await app.inject({ method: 'DELETE', url: `${base}/elearninglicense/${ids.open}/10/true`, headers: admin });
      expect(answer.json<PersonLicense>().status).toBe('cancelled');
    }
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ['per@example.com'] });
    expect(mails[0]!.subject).toContain('Fallsikring');
  });
});

describe('PUT setelearninglicenseapproved', () => {
  it('approves at the date given, and refuses a cancelled license (409) or a bad date (400)', async () => {
    const url = `${base}/setelearninglicenseapproved`;
    const approved = await app.inject({ method: 'PUT', url, headers: admin, payload: { id: ids.others, date: '2026-03-01' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<PersonLicense>()).toMatchObject({ status: 'completed', ongoing: false });
    expect(approved.json<PersonLicense>().statusDate).toContain('2026-03-01');
    expect((await app.inject({ method: 'PUT', url, headers: admin, payload: { id: ids.cancelled, date: '2026-03-01' } })).statusCode).toBe(
      409,
    );
    const bad = await app.inject({ method: 'PUT', url, headers: admin, payload: { id: ids.open, date: '1.3.2026' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('date');
    expect((await app.inject({ method: 'PUT', url, headers: admin, payload: { id: 999999, date: '2026-03-01' } })).statusCode).toBe(404);
  });
});
