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
const storedFiles = testFilesDir();
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

describe("the instructor's files of the instance (document 002 §2, §3, §7; decision 0237)", () => {
  const instructorUpload = (name: string, fields: Record<string, string>, cookie = teacher, instance = cliId) =>
    app.inject({
      method: 'POST',
      url: `${base}/${instance}/file`,
      ...multipartUpload(cookie, name, 'application/pdf', `%PDF ${name}`, fields),
    });
  const listed = async () => (await call('GET', `/${cliId}/materials`)).json() as InstructorMaterial[];

  it('uploads a scanned document and a material with their types; the list tells them apart', async () => {
    const scanned = await instructorUpload('evaluations.pdf', { fileType: 'SCANNED_EVALUATIONS' });
    expect(scanned.statusCode).toBe(201);
    expect(scanned.json()).toMatchObject({ fileName: 'evaluations.pdf', owner: 'instance', fileType: 'SCANNED_EVALUATIONS' });
    const material = await instructorUpload('tasks.pdf', { fileType: 'CLASSROOM_COURSE_TASK_SET' });
    expect(material.json()).toMatchObject({ fileType: 'CLASSROOM_COURSE_TASK_SET', handoverMethod: 'digital' });
    const files = await listed();
    expect(files.find((file) => file.id === courseFile)?.fileType).toBe('COURSEMANUAL');
    // A staff upload without a type stays an attachment, as instance files were before types.
    expect(files.find((file) => file.id === instanceFile)?.fileType).toBe('CLASSROOM_COURSE_ATTACHMENT');
    const row = await classroomDb(database.db)
      .selectFrom('classroom_course_instance_file')
      .select('uploaded_by')
      .where('media_file_id', '=', scanned.json().id)
      .executeTakeFirstOrThrow();
    expect(row.uploaded_by).toBe(5);
  });

  it('refuses an upload without a valid type, leaving no file behind, and an instructor of another instance', async () => {
    const before = (await listed()).length;
    const stored = storedFiles().length;
    expectRefusedField(await instructorUpload('x.pdf', {}), 'fileType');
    expectRefusedField(await instructorUpload('x.pdf', { fileType: 'HOLIDAY_PHOTOS' }), 'fileType');
    expect((await listed()).length).toBe(before);
    expect(storedFiles()).toHaveLength(stored);
    expect((await instructorUpload('x.pdf', { fileType: 'OTHER' }, otherTeacher)).statusCode).toBe(403);
  });

  it('hands over only course materials, not scanned documents', async () => {
    const scanned = (await instructorUpload('list.pdf', { fileType: 'FREMMOTELISTE_SIGNED' })).json().id as number;
    expectRefusedField(
      await call('POST', '/course-material-handover-method', { instanceId: cliId, courseInstanceFileId: scanned, handoverMethod: 'print' }),
      'courseInstanceFileId',
    );
  });

  it("detaches and deletes the instance's own files, never the course's, and says when the materials were accepted", async () => {
    const detached = (await instructorUpload('detach.pdf', { fileType: 'OTHER' })).json().id as number;
    const deleted = (await instructorUpload('delete.pdf', { fileType: 'COURSEMANUAL' })).json().id as number;
    expect((await call('POST', `/${cliId}/file/${detached}/detach`)).json()).toEqual({ materialsAccepted: false });
    const mediaOf = (id: number) => classroomDb(database.db).selectFrom('media_file').select('id').where('id', '=', id).execute();
    // Detach keeps the file itself; delete removes it once nothing links it.
    expect(await mediaOf(detached)).toHaveLength(1);
    await call('POST', `/${cliId}/update-work-item`, { key: 'acceptCourseMaterials', done: true });
    const removed = await app.inject({ method: 'DELETE', url: `${base}/${cliId}/file/${deleted}`, headers: { cookie: teacher } });
    expect(removed.json()).toEqual({ materialsAccepted: true });
    await call('POST', `/${cliId}/update-work-item`, { key: 'acceptCourseMaterials', done: null });
    expect(await mediaOf(deleted)).toEqual([]);
    expect((await listed()).map((file) => file.id)).not.toEqual(expect.arrayContaining([detached]));
    expect((await listed()).map((file) => file.id)).not.toEqual(expect.arrayContaining([deleted]));
    // Repeating is a 404, as is the course's own file.
    expect((await call('POST', `/${cliId}/file/${detached}/detach`)).statusCode).toBe(404);
    expect((await call('POST', `/${cliId}/file/${courseFile}/detach`)).statusCode).toBe(404);
    const courseDelete = await app.inject({ method: 'DELETE', url: `${base}/${cliId}/file/${courseFile}`, headers: { cookie: teacher } });
    expect(courseDelete.statusCode).toBe(404);
    expect((await listed()).some((file) => file.id === courseFile)).toBe(true);
    const stranger = await app.inject({
      method: 'DELETE',
      url: `${base}/${cliId}/file/${instanceFile}`,
      headers: { cookie: otherTeacher },
    });
    expect(stranger.statusCode).toBe(403);
  });
});
