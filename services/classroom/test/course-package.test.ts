import { installMailQueues } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import type { CoursePackage } from '@atrium/classroom-contract';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'] });
const staff = sessionCookie({ roles: ['staff'] });
let courseId: number;
let fileIds: number[];

async function insertMediaFile(name: string): Promise<number> {
  const row = await classroomDb(database.db)
    .insertInto('media_file')
    .values({ storage_key: crypto.randomUUID(), file_name: name, content_type: 'application/pdf', size_bytes: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const outboxRows = () => database.db.withSchema('classroom').selectFrom('outbox').selectAll().orderBy('id').execute();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  courseId = await insertCourse(database.db, { name: 'Varme arbeider' });
  fileIds = [await insertMediaFile('Kursbevis.pdf'), await insertMediaFile('Program.pdf')];
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

beforeEach(async () => {
  await database.db.withSchema('classroom').deleteFrom('outbox').execute();
});

const url = (id: number, rest = '') => `/api/classroom/data/clcourses/${id}/coursePackage${rest}`;

async function getPackage(id = courseId): Promise<CoursePackage> {
  const res = await app.inject({ url: url(id), headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const write = (payload: object, cookie = admin, id = courseId) => app.inject({ method: 'PUT', url: url(id), headers: { cookie }, payload });

const fullPackage = { files: [] as number[], eCourses: [12, 7], mailSubject: 'Velkommen', mailBody: 'Her er kursmateriellet.' };

describe('course package', () => {
  it('starts empty for a new course', async () => {
    const fresh = await insertCourse(database.db, { name: 'Førstehjelp' });
    expect(await getPackage(fresh)).toEqual({
      id: null,
      clCourse: fresh,
      files: [],
      fileDetails: [],
      eCourses: [],
      eCourseDetails: [],
      mailSubject: '',
      mailBody: '',
    });
  });

  it('reads back what was written, files and e-courses in their order', async () => {
    const res = await write({ ...fullPackage, files: [fileIds[1], fileIds[0]] });
    expect(res.statusCode).toBe(200);
    const stored = await getPackage();
    expect(stored).toMatchObject({
      clCourse: courseId,
      files: [fileIds[1], fileIds[0]],
      fileDetails: [
        { id: fileIds[1], fileName: 'Program.pdf' },
        { id: fileIds[0], fileName: 'Kursbevis.pdf' },
      ],
      eCourses: [12, 7],
      eCourseDetails: [
        { id: 12, name: null },
        { id: 7, name: null },
      ],
      mailSubject: 'Velkommen',
      mailBody: 'Her er kursmateriellet.',
    });
    expect(stored.id).toEqual(expect.any(Number));
    expect(res.json()).toEqual(stored);

    // Names come from the view the e-learning area publishes (a stand-in with the same columns here).
    await sql`create schema if not exists published`.execute(database.db);
    await sql`create table published.elearning_course (id integer primary key, uuid uuid, name text not null, can_purchase boolean, can_start boolean)`.execute(
      database.db,
    );
    await sql`insert into published.elearning_course (id, name) values (7, 'Working at heights')`.execute(database.db);
    expect((await getPackage()).eCourseDetails).toEqual([
      { id: 12, name: null },
      { id: 7, name: 'Working at heights' },
    ]);

    await write({ ...fullPackage, files: [], eCourses: [], mailSubject: 'Ny' });
    expect(await getPackage()).toMatchObject({ id: stored.id, files: [], eCourses: [], mailSubject: 'Ny' });
  });

  it('replaces only the files or only the e-courses with the set calls', async () => {
    await write(fullPackage);
    const files = await app.inject({
      method: 'PUT',
      url: url(courseId, '/files'),
      headers: { cookie: admin },
      payload: { ids: [fileIds[0]] },
    });
    expect(files.statusCode).toBe(200);
    const eCourses = await app.inject({
      method: 'PUT',
      url: url(courseId, '/eCourses'),
      headers: { cookie: admin },
      payload: { ids: [3] },
    });
    expect(eCourses.statusCode).toBe(200);
    expect(await getPackage()).toMatchObject({ files: [fileIds[0]], eCourses: [3], mailSubject: 'Velkommen' });
  });

  it('refuses everyone but platform admins', async () => {
    for (const request of [
      { method: 'GET' as const, url: url(courseId) },
      { method: 'PUT' as const, url: url(courseId), payload: fullPackage },
      { method: 'PUT' as const, url: url(courseId, '/files'), payload: { ids: [] } },
      { method: 'PUT' as const, url: url(courseId, '/eCourses'), payload: { ids: [] } },
      { method: 'POST' as const, url: url(courseId, '/testEmail'), payload: { to: 'a@example.com' } },
    ]) {
      expect((await app.inject({ ...request, headers: { cookie: staff } })).statusCode).toBe(403);
      expect((await app.inject(request)).statusCode).toBe(401);
    }
    expect(await outboxRows()).toEqual([]);
  });

  it('names the field of invalid input', async () => {
    const duplicate = await write({ ...fullPackage, eCourses: [4, 4] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toHaveProperty(['body.eCourses']);

    const missing = await write({ files: [], eCourses: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty(['body.mailSubject']);

    expect((await write(fullPackage, admin, 999999)).statusCode).toBe(404);
  });

  it('leaves the stored package unchanged when a write is refused part way', async () => {
    await write({ ...fullPackage, files: [fileIds[0]] });
    const res = await write({ ...fullPackage, files: [fileIds[1], 987654], mailSubject: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { 'body.files': 'Unknown file 987654' } });
    expect(await getPackage()).toMatchObject({ files: [fileIds[0]], mailSubject: 'Velkommen' });
  });

  describe('test e-mail', () => {
    const sendTest = (to: string) =>
      app.inject({ method: 'POST', url: url(courseId, '/testEmail'), headers: { cookie: admin }, payload: { to } });

    it('queues exactly one mail with the saved subject and body in the classroom outbox', async () => {
      await write(fullPackage);
      const res = await sendTest('ola@example.com');
      expect(res.statusCode).toBe(200);
      const rows = await outboxRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: res.json().outboxId,
        to: ['ola@example.com'],
        subject: 'Velkommen',
        text: 'Her er kursmateriellet.',
        status: 'queued',
      });
      const jobs = await sql<{ count: number }>`
        select count(*)::int as count from pgboss.job where name = 'mail.classroom' and data->>'outboxId' = ${String(rows[0]?.id)}`.execute(
        database.db,
      );
      expect(jobs.rows[0]?.count).toBe(1);
    });

    it('refuses an invalid address and a package without a subject, naming the field', async () => {
      const badAddress = await sendTest('not an address');
      expect(badAddress.statusCode).toBe(400);
      expect(badAddress.json().fields).toHaveProperty(['body.to']);

      await write({ ...fullPackage, mailSubject: '' });
      const noSubject = await sendTest('ola@example.com');
      expect(noSubject.statusCode).toBe(400);
      expect(noSubject.json().fields).toHaveProperty(['mailSubject']);
      expect(await outboxRows()).toEqual([]);
    });

    it('rolls the outbox row back when the mail cannot be queued', async () => {
      await write(fullPackage);
      // Without its queue the job insert finds nothing to join and queueMail fails after writing the row.
      await sql`delete from pgboss.job where name = 'mail.classroom'`.execute(database.db);
      await sql`select pgboss.delete_queue('mail.classroom')`.execute(database.db);
      try {
        expect((await sendTest('ola@example.com')).statusCode).toBe(500);
        expect(await outboxRows()).toEqual([]);
      } finally {
        await installMailQueues(database.db, ['classroom']);
      }
    });
  });
});
