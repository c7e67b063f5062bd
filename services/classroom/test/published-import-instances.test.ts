import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { insertInstance } from './participant-fixtures';

// What the users area's mass import reads and calls (migration 0073, users decision 0216).

let database: TestDatabase;
let app: FastifyInstance;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  courseId = await insertCourse(database.db, { name: 'first-aid' });
  await sql`
    insert into classroom.classroom_course_text (classroom_course_id, locale, course_text_main_title)
    values (${courseId}, 'nb_NO', 'Førstehjelp'), (${courseId}, 'en_US', '')`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const enrol = (cliId: number, userIds: number[]) =>
  sql<{ participant_id: number }>`
    select participant_id from published.classroom_enrol_participants(${cliId}, 1, ${userIds}::int[])`.execute(database.db);

it('publishes instances with their course titles by language and the seats still free', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 5 });
  await enrol(cliId, [1, 2]);
  const { rows } =
    await sql`select id, course_id, name, titles, free_seats from published.classroom_import_instance where id = ${cliId}`.execute(
      database.db,
    );
  expect(rows).toEqual([{ id: cliId, course_id: courseId, name: 'first-aid', titles: { nb_NO: 'Førstehjelp' }, free_seats: 3 }]);
});

it('withdraws seats still only enrolled, and refuses the whole call when one was used', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 5 });
  const [first, second] = (await enrol(cliId, [3, 4])).rows.map((row) => row.participant_id) as [number, number];
  await sql`update classroom.participant set status = 'signed' where id = ${second}`.execute(database.db);
  await expect(sql`select published.classroom_withdraw_participants(${[first, second]}::int[])`.execute(database.db)).rejects.toMatchObject(
    {
      code: 'AT409',
    },
  );
  const removed = await sql<{ n: number }>`select published.classroom_withdraw_participants(${[first]}::int[]) as n`.execute(database.db);
  expect(removed.rows[0]!.n).toBe(1);
  const left = await sql<{ id: number }>`select id from classroom.participant where cli_id = ${cliId}`.execute(database.db);
  expect(left.rows).toEqual([{ id: second }]);
});
