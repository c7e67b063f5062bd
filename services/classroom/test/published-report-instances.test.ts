import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { insertInstance, insertParticipants } from './participant-fixtures';

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

it('publishes an instance for reports with its venue, price and seats taken, and its days with rooms and instructors', async () => {
  const courseId = await insertCourse(database.db, { name: 'First aid' });
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 10 });
  const { rows: place } = await sql<{ id: number }>`
    insert into classroom.course_place (name, abbreviation) values ('Oslo sentrum', 'OSL') returning id`.execute(database.db);
  const { rows: room } = await sql<{ id: number }>`
    insert into classroom.course_place_room (course_place_id, name) values (${place[0]!.id}, 'Rom 1') returning id`.execute(database.db);
  await sql`update classroom.classroom_course_instance set price = 450000, course_place_id = ${place[0]!.id} where id = ${cliId}`.execute(
    database.db,
  );
  await insertParticipants(database.db, cliId, [
    { userId: 1, customerId: 1 },
    { userId: 2, customerId: 1 },
    { userId: 3, customerId: 1, status: 'cancelled' },
  ]);
  await sql`insert into classroom.reservation (cli_id, seats) values (${cliId}, 2)`.execute(database.db);
  const { rows: day } = await sql<{ id: number }>`
    insert into classroom.classroom_happening (cli_id, date, from_time, to_time, room_id)
    values (${cliId}, current_date + 10, '08:00', '15:30', ${room[0]!.id}) returning id`.execute(database.db);
  await sql`insert into classroom.classroom_happening_instructor values (${day[0]!.id}, 7), (${day[0]!.id}, 5)`.execute(database.db);

  const { rows } = await sql<Record<string, unknown>>`select * from published.classroom_report_instance where id = ${cliId}`.execute(
    database.db,
  );
  expect(rows).toEqual([
    expect.objectContaining({
      course_id: courseId,
      course_title: 'First aid',
      status: 3,
      course_internal: false,
      currency: 'NOK',
      price: 450000,
      max_participants: 10,
      place_name: 'Oslo sentrum',
      place_abbreviation: 'OSL',
      num_attending: 2,
      num_reserved: 2,
    }),
  ]);
  const { rows: days } = await sql<Record<string, unknown>>`
    select room_name, instructor_ids, to_char(from_time, 'HH24:MI') as from_time from published.classroom_report_happening where cli_id = ${cliId}`.execute(
    database.db,
  );
  expect(days).toEqual([{ room_name: 'Rom 1', instructor_ids: [5, 7], from_time: '08:00' }]);
});
