import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { insertInstance, insertParticipants } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  courseId = await insertCourse(database.db, { name: 'First aid' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const enrol = (db: Kysely<any>, cliId: number, userIds: number[]) =>
  sql<{
    user_id: number;
    participant_id: number;
  }>`select * from published.classroom_enrol_participants(${cliId}, 1, ${userIds}::int[])`.execute(db);

it('publishes the instances it sells with their name and price', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10 });
  await sql`update classroom.classroom_course_instance set price = 450000 where id = ${cliId}`.execute(database.db);
  const { rows } = await sql<Record<string, unknown>>`select * from published.classroom_instance_sale where id = ${cliId}`.execute(
    database.db,
  );
  expect(rows).toEqual([expect.objectContaining({ id: cliId, course_id: courseId, name: 'First aid', price: 450000, currency: 'NOK' })]);
});

it('enrols people once each and refuses the whole call when seats are missing', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 3 });
  await insertParticipants(database.db, cliId, [{ userId: 1, customerId: 1 }]);
  const added = await enrol(database.db, cliId, [1, 2, 2]);
  expect(added.rows.map((row) => row.user_id)).toEqual([2]);
  await expect(enrol(database.db, cliId, [3, 4])).rejects.toMatchObject({ code: 'AT409' });
  const { rows } = await sql<{ n: number }>`select count(*) as n from classroom.participant where cli_id = ${cliId}`.execute(database.db);
  expect(rows[0]!.n).toBe(2);
});

it('gives the last seat to one of two orders placed at once', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 1 });
  const attempt = (userId: number) => database.db.transaction().execute(async (trx) => enrol(trx, cliId, [userId]));
  const results = await Promise.allSettled([attempt(7), attempt(8)]);
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  expect(results.filter((result) => result.status === 'rejected')).toEqual([
    expect.objectContaining({ reason: expect.objectContaining({ code: 'AT409' }) }),
  ]);
});

it('takes a person enrolled for a customer off that customer’s waiting list in the same call (decision 0144)', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 2 });
  await sql`
    insert into classroom.waiting_list (cli_id, user_id, customer_id)
    values (${cliId}, 5, 1), (${cliId}, 5, 2), (${cliId}, 6, 1)`.execute(database.db);
  await enrol(database.db, cliId, [5]);
  const { rows } = await sql<{ user_id: number; customer_id: number }>`
    select user_id, customer_id from classroom.waiting_list where cli_id = ${cliId} order by position`.execute(database.db);
  // Still waiting for the other customer, and the next person keeps their place.
  expect(rows).toEqual([
    { user_id: 5, customer_id: 2 },
    { user_id: 6, customer_id: 1 },
  ]);
  // A refused enrolment leaves the queue as it was.
  await enrol(database.db, cliId, [7]);
  await expect(enrol(database.db, cliId, [6])).rejects.toMatchObject({ code: 'AT409' });
  const after = await sql<{ n: number }>`select count(*)::int as n from classroom.waiting_list where cli_id = ${cliId}`.execute(
    database.db,
  );
  expect(after.rows[0]!.n).toBe(2);
});

it('publishes each instance’s seats taken, and puts people on its waiting list once each, attendees left out', async () => {
  const cliId = await insertInstance(database.db, courseId, { from: 10, maxParticipants: 1 });
  await insertParticipants(database.db, cliId, [{ userId: 1, customerId: 1 }]);
  const seats = await sql<{ max_participants: number; taken: string }>`
    select max_participants, taken from published.classroom_instance_seats where id = ${cliId}`.execute(database.db);
  expect(seats.rows.map((row) => [row.max_participants, Number(row.taken)])).toEqual([[1, 1]]);
  const join = (userIds: number[]) =>
    sql<{ user_id: number }>`select * from published.classroom_join_waiting_list(${cliId}, 1, ${userIds}::int[])`.execute(database.db);
  expect((await join([1, 2, 3, 3])).rows.map((row) => row.user_id).sort()).toEqual([2, 3]);
  expect((await join([2, 4])).rows.map((row) => row.user_id)).toEqual([4]);
  const queue = await sql<{
    user_id: number;
  }>`select user_id from classroom.waiting_list where cli_id = ${cliId} order by position`.execute(database.db);
  expect(queue.rows.map((row) => row.user_id)).toEqual([2, 3, 4]);
  await expect(
    sql`select * from published.classroom_join_waiting_list(999999, 1, '{5}'::int[])`.execute(database.db),
  ).rejects.toMatchObject({
    code: 'AT404',
  });
});
