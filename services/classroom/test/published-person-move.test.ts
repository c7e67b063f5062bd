import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';
import { insertInstance, insertParticipants } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const courseId = await insertCourse(database.db, { name: 'Varme arbeider' });
  const both = await insertInstance(database.db, courseId, { from: 10 });
  const own = await insertInstance(database.db, courseId, { from: 20 });
  const [stays, keptOwn] = await insertParticipants(database.db, both, [
    { userId: 20, customerId: 2 },
    { userId: 10, customerId: 2 },
  ]);
  const [moves] = await insertParticipants(database.db, own, [{ userId: 20, customerId: 2 }]);
  Object.assign(ids, { stays, keptOwn, moves });
  const waiting = await classroomDb(database.db)
    .insertInto('waiting_list')
    .values({ cli_id: both, user_id: 20, customer_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.waiting = waiting.id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const ownerOf = async (table: 'participant' | 'waiting_list', id: number) =>
  (await classroomDb(database.db).selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;

it('counts what moves and what stays (already on the instance for the customer)', async () => {
  const { rows } = await sql<{ kind: string; count: string }>`select * from published.classroom_person_rows(20, 10) order by kind`.execute(
    database.db,
  );
  expect(rows.map((row) => [row.kind, Number(row.count)])).toEqual([
    ['participants', 1],
    ['participants.stay', 1],
    ['waitingList', 1],
  ]);
});

it('moves participations and waiting-list places except those that would be a second place, and undo puts them back', async () => {
  const moved = await sql<{ n: number }>`select published.classroom_move_person(9, 20, 10) as n`.execute(database.db);
  expect(moved.rows[0]!.n).toBe(2);
  expect(await ownerOf('participant', ids.moves!)).toBe(10);
  expect(await ownerOf('participant', ids.stays!)).toBe(20);
  expect(await ownerOf('waiting_list', ids.waiting!)).toBe(10);
  const back = await sql<{ n: number }>`select published.classroom_undo_person_move(9) as n`.execute(database.db);
  expect(back.rows[0]!.n).toBe(2);
  expect(await ownerOf('participant', ids.moves!)).toBe(20);
  expect(await ownerOf('waiting_list', ids.waiting!)).toBe(20);
  expect(await ownerOf('participant', ids.keptOwn!)).toBe(10);
});

it('exports what it holds about a person (GDPR): participations and waiting-list places', async () => {
  const { rows } = await sql<{ data: { participations: { course: string }[]; waitingList: unknown[]; instructing: unknown[] } }>`
    select published.classroom_person_export(20) as data`.execute(database.db);
  expect(rows[0]!.data.participations).toHaveLength(2);
  expect(rows[0]!.data.participations[0]!.course).toBe('Varme arbeider');
  expect(rows[0]!.data.waitingList).toHaveLength(1);
  expect(rows[0]!.data.instructing).toEqual([]);
});
