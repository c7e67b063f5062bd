import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { InstructorCourse } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance } from './participant-fixtures';

// Document 002 §3 classroomCourseTests and §7: an instance's pre-test and exams, and the task sets they use.

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor'], userId: 6 });
let courseId: number;
let cliId: number;
let uuid: string;
let setA: number;
let setB: number;
let coursePreTest: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = teacher) =>
  app.inject({ method, url: `/api/classroom/data${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const tests = async (id = cliId) =>
  ((await call('GET', `/instructors/classroom-management/${id}`)).json() as InstructorCourse).details.classroomCourseTests;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const db = classroomDb(database.db);
  [setA, setB] = (
    await db
      .insertInto('task_set')
      .values([{ name: 'B set' }, { name: 'A set' }])
      .returning('id')
      .execute()
  ).map((row) => row.id) as [number, number];
});

beforeEach(async () => {
  const db = classroomDb(database.db);
  courseId = await insertCourse(database.db, { name: `Tests ${Math.random()}` });
  coursePreTest = (
    await db
      .insertInto('classroom_course_test')
      .values({ classroom_course_id: courseId, test_type: 'preTest', question_set_id: setA })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  cliId = await insertInstance(database.db, courseId, { from: 4 });
  await db
    .updateTable('classroom_course_instance')
    .set({ task_sets: [setA] })
    .where('id', '=', cliId)
    .execute();
  uuid = (await db.selectFrom('classroom_course_instance').select('uuid').where('id', '=', cliId).executeTakeFirstOrThrow()).uuid;
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(4), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('classroom_happening_instructor').values({ happening_id: happening.id, instructor_id: 5 }).execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

test("lists every task set, the instance's first, to the instance's runners only", async () => {
  const res = await call('GET', `/classroom-management/taskSetsList/${cliId}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    { id: setA, name: 'B set', onInstance: true },
    { id: setB, name: 'A set', onInstance: false },
  ]);
  expect((await call('GET', `/classroom-management/taskSetsList/${cliId}`, undefined, otherTeacher)).statusCode).toBe(403);
  expect((await call('GET', `/classroom-management/taskSetsList/${cliId}`, undefined, staff)).statusCode).toBe(200);
  expect((await call('GET', '/classroom-management/taskSetsList/999999', undefined, staff)).statusCode).toBe(404);
});

test("shows the course's tests until the instance changes one, which copies them and leaves the course alone", async () => {
  expect(await tests()).toEqual({ preTest: { id: coursePreTest, testType: 'preTest', questionSetId: setA }, exams: [], inherited: true });
  const res = await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', {
    classroomCourseInstanceId: cliId,
    test: { id: coursePreTest, testType: 'preTest', questionSetId: setB },
  });
  expect(res.statusCode).toBe(200);
  const own = await tests();
  expect(own.inherited).toBe(false);
  expect(own.preTest).toEqual({ id: res.json().id, testType: 'preTest', questionSetId: setB });
  expect(own.preTest!.id).not.toBe(coursePreTest);
  const course = await classroomDb(database.db)
    .selectFrom('classroom_course_test')
    .select('question_set_id')
    .where('id', '=', coursePreTest)
    .executeTakeFirstOrThrow();
  expect(course.question_set_id).toBe(setA);
});

test('adds empty exams by the instance uuid, keeping the pre-test, and sets their question sets', async () => {
  const added = await call('POST', `/classroom-management/addEmptyExamForClassroomCourseInstance/${uuid}`);
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ testType: 'exam', questionSetId: null });
  await call('POST', `/classroom-management/addEmptyExamForClassroomCourseInstance/${uuid}`);
  const set = await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', {
    classroomCourseInstanceId: cliId,
    test: { id: added.json().id, testType: 'exam', questionSetId: setB },
  });
  expect(set.json()).toEqual({ id: added.json().id, testType: 'exam', questionSetId: setB });
  const now = await tests();
  expect(now.preTest?.questionSetId).toBe(setA);
  expect(now.exams.map((exam) => exam.questionSetId)).toEqual([setB, null]);
});

test('an instance has one pre-test: setting it without an id replaces its question set', async () => {
  for (const questionSetId of [setB, null]) {
    const res = await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', {
      classroomCourseInstanceId: cliId,
      test: { testType: 'preTest', questionSetId },
    });
    expect(res.statusCode).toBe(200);
  }
  expect((await tests()).preTest?.questionSetId).toBeNull();
  const rows = await classroomDb(database.db)
    .selectFrom('instance_test')
    .select('id')
    .where('cli_id', '=', cliId)
    .where('test_type', '=', 'preTest')
    .execute();
  expect(rows).toHaveLength(1);
});

test('concurrent first changes copy the course tests once', async () => {
  await Promise.all([1, 2, 3].map(() => call('POST', `/classroom-management/addEmptyExamForClassroomCourseInstance/${uuid}`)));
  const now = await tests();
  expect(now.preTest?.questionSetId).toBe(setA);
  expect(now.exams).toHaveLength(3);
});

test('refuses unknown task sets, tests of another instance, an exam without id and strangers', async () => {
  expectRefusedField(
    await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', {
      classroomCourseInstanceId: cliId,
      test: { testType: 'preTest', questionSetId: 999999 },
    }),
    'questionSetId',
  );
  expectRefusedField(
    await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', {
      classroomCourseInstanceId: cliId,
      test: { testType: 'exam', questionSetId: null },
    }),
    'test.id',
  );
  expectRefusedField(
    await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', { classroomCourseInstanceId: 'x', test: {} }),
    'classroomCourseInstanceId',
  );
  const otherCli = await insertInstance(database.db, courseId, { from: 9 });
  const foreign = await call(
    'POST',
    `/classroom-management/addEmptyExamForClassroomCourseInstance/${
      (
        await classroomDb(database.db)
          .selectFrom('classroom_course_instance')
          .select('uuid')
          .where('id', '=', otherCli)
          .executeTakeFirstOrThrow()
      ).uuid
    }`,
    undefined,
    staff,
  );
  const exam = foreign.json().id as number;
  const wrong = await call('POST', '/classroom-management/updateClassroomCourseInstanceTest', {
    classroomCourseInstanceId: cliId,
    test: { id: exam, testType: 'exam', questionSetId: null },
  });
  expect(wrong.statusCode).toBe(404);
  expect(
    (await call('POST', `/classroom-management/addEmptyExamForClassroomCourseInstance/${uuid}`, undefined, otherTeacher)).statusCode,
  ).toBe(403);
  expectRefusedField(await call('POST', '/classroom-management/addEmptyExamForClassroomCourseInstance/nope'), 'instanceUUID');
});
