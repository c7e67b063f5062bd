import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { InstructorMaterial } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance } from './participant-fixtures';
import { multipartUpload, testFilesDir } from './upload-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor'], userId: 6 });
testFilesDir();
let cliId: number;
let otherCliId: number;
let courseFile: number;
let instanceFile: number;

const base = '/api/classroom/data/instructors/classroom-management';
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = teacher) =>
  app.inject({ method, url: `${base}${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const upload = async (owner: string, name: string) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/classroom/data/${owner}/file`,
      ...multipartUpload(staff, name, 'application/pdf', `%PDF ${name}`),
    })
  ).json().id as number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const courseId = await insertCourse(database.db, { name: 'Materials' });
  cliId = await insertInstance(database.db, courseId, { from: 5 });
  otherCliId = await insertInstance(database.db, courseId, { from: 9 });
  const db = classroomDb(database.db);
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(5), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('classroom_happening_instructor').values({ happening_id: happening.id, instructor_id: 5 }).execute();
  courseFile = await upload(`clcourses/${courseId}`, 'manual.pdf');
  instanceFile = await upload(`clicourse/${cliId}`, 'tasks.pdf');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('course materials on the instructor page', () => {
  it("lists the course's and the instance's files, digital by default, to the instance's instructor only", async () => {
    const res = await call('GET', `/${cliId}/materials`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as InstructorMaterial[]).map(({ id, owner, handoverMethod }) => ({ id, owner, handoverMethod }))).toEqual([
      { id: courseFile, owner: 'course', handoverMethod: 'digital' },
      { id: instanceFile, owner: 'instance', handoverMethod: 'digital' },
    ]);
    expect((await call('GET', `/${cliId}/materials`, undefined, otherTeacher)).statusCode).toBe(403);
    expect((await call('GET', `/${cliId}/materials`, undefined, staff)).statusCode).toBe(200);
  });

  it('downloads a material for its instructor and no file of another instance', async () => {
    const res = await call('GET', `/${cliId}/material/${instanceFile}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF tasks.pdf');
    const foreign = await upload(`clicourse/${otherCliId}`, 'other.pdf');
    expect((await call('GET', `/${cliId}/material/${foreign}`)).statusCode).toBe(404);
    expect((await call('GET', `/${cliId}/material/${instanceFile}`, undefined, otherTeacher)).statusCode).toBe(403);
  });
});

describe('handover method per file (document 002 §3, §7)', () => {
  it('sets print, answers the map by file id, and keeps the method per instance', async () => {
    const set = await call('POST', '/course-material-handover-method', {
      instanceId: cliId,
      courseInstanceFileId: courseFile,
      handoverMethod: 'print',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ courseInstanceFileId: courseFile, handoverMethod: 'print', materialsAccepted: false });
    // Repeating the same change is harmless.
    await call('POST', '/course-material-handover-method', {
      instanceId: cliId,
      courseInstanceFileId: courseFile,
      handoverMethod: 'print',
    });
    const map = await call('POST', '/course-materials-handover-method', { instanceId: cliId, fileIds: [courseFile, instanceFile] });
    expect(map.json()).toEqual({ [courseFile]: 'print', [instanceFile]: 'digital' });
    // The course's file is shared by its instances; the other instance still hands it over digitally.
    const other = await call('POST', '/course-materials-handover-method', { instanceId: otherCliId, fileIds: [courseFile] }, staff);
    expect(other.json()).toEqual({ [courseFile]: 'digital' });
    await call('POST', '/course-material-handover-method', {
      instanceId: cliId,
      courseInstanceFileId: courseFile,
      handoverMethod: 'digital',
    });
    expect((await call('POST', '/course-materials-handover-method', { instanceId: cliId, fileIds: [courseFile] })).json()).toEqual({
      [courseFile]: 'digital',
    });
  });

  it('says when the materials were accepted before the change, so the page shows the notice', async () => {
    await call('POST', `/${cliId}/update-work-item`, { key: 'acceptCourseMaterials', done: true });
    const set = await call('POST', '/course-material-handover-method', {
      instanceId: cliId,
      courseInstanceFileId: instanceFile,
      handoverMethod: 'print',
    });
    expect(set.json().materialsAccepted).toBe(true);
    await call('POST', `/${cliId}/update-work-item`, { key: 'acceptCourseMaterials', done: null });
  });

  it('refuses other methods, files that are not materials of the instance, and instructors of other instances', async () => {
    expectRefusedField(
      await call('POST', '/course-material-handover-method', {
        instanceId: cliId,
        courseInstanceFileId: courseFile,
        handoverMethod: 'fax',
      }),
      'handoverMethod',
    );
    expectRefusedField(await call('POST', '/course-materials-handover-method', { instanceId: cliId, fileIds: ['1'] }), 'fileIds');
    expectRefusedField(await call('POST', '/course-materials-handover-method', { instanceId: cliId, fileIds: [999999] }), 'fileIds');
    const foreign = await call('POST', '/course-material-handover-method', {
      instanceId: cliId,
      courseInstanceFileId: 999999,
      handoverMethod: 'print',
    });
    expect(foreign.statusCode).toBe(404);
    const stranger = await call(
      'POST',
      '/course-material-handover-method',
      { instanceId: cliId, courseInstanceFileId: courseFile, handoverMethod: 'print' },
      otherTeacher,
    );
    expect(stranger.statusCode).toBe(403);
  });

  it('ends the handover with the file', async () => {
    const file = await upload(`clicourse/${cliId}`, 'gone.pdf');
    await call('POST', '/course-material-handover-method', { instanceId: cliId, courseInstanceFileId: file, handoverMethod: 'print' });
    await app.inject({ method: 'DELETE', url: `/api/classroom/data/clicourse/${cliId}/file/${file}`, headers: { cookie: staff } });
    const rows = await classroomDb(database.db)
      .selectFrom('material_handover')
      .select('media_file_id')
      .where('media_file_id', '=', file)
      .execute();
    expect(rows).toEqual([]);
  });
});
