import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { insertInstance } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const mayView = async (userId: number, lessonId: number) =>
  (await sql<{ may: boolean }>`select published.classroom_instructor_may_view_lesson(${userId}, ${lessonId}) as may`.execute(database.db))
    .rows[0]!.may;

/** A course linking the lesson, with an instance whose one happening the instructor teaches. */
async function taughtCourse(instructorId: number, lessonId: number, linkingAllowed: boolean) {
  const db = classroomDb(database.db);
  const courseId = await insertCourse(database.db, { name: `Linked ${Math.random()}` });
  await db.updateTable('classroom_course').set({ elearning_lessons_allowed: linkingAllowed }).where('id', '=', courseId).execute();
  await db
    .insertInto('classroom_course_elearning_lesson')
    .values({ classroom_course_id: courseId, course_elearning_id: 7, epkg_lesson_id: lessonId, description: 'Refresher' })
    .execute();
  const cliId = await insertInstance(database.db, courseId, { from: 5 });
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(5), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('classroom_happening_instructor').values({ happening_id: happening.id, instructor_id: instructorId }).execute();
}

it('says an instructor may view a lesson linked by a course whose instance they teach (decision 0251)', async () => {
  await taughtCourse(5, 70, true);
  expect(await mayView(5, 70)).toBe(true);
});

it('says no to another instructor, to a course without linking allowed and to an unknown lesson', async () => {
  await taughtCourse(5, 71, true);
  await taughtCourse(8, 72, false);
  expect(await mayView(6, 71)).toBe(false);
  expect(await mayView(8, 72)).toBe(false);
  expect(await mayView(5, 999_999)).toBe(false);
});
