import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';
import { insertCourse, insertLicenses } from './license-fixtures';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const shared = await insertCourse(database.db, 'Both have it');
  const own = await insertCourse(database.db, 'Only the removed');
  const [duplicate, keptOpen] = await insertLicenses(database.db, shared, [{ userId: 20 }, { userId: 10 }]);
  const [ownLicense] = await insertLicenses(database.db, own, [{ userId: 20 }]);
  Object.assign(ids, { duplicate, keptOpen, own: ownLicense });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const license = (id: number) =>
  elearningDb(database.db)
    .selectFrom('license')
    .select(['user_id', 'cancelled', 'user_uuid'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

it('counts what would move, and which duplicate open licenses move cancelled', async () => {
  const { rows } = await sql<{ kind: string; count: string }>`select * from published.elearning_person_rows(20, 10)`.execute(database.db);
  expect(rows.map((row) => [row.kind, Number(row.count)])).toEqual([
    ['licenses', 2],
    ['licenses.duplicateCancelled', 1],
  ]);
});

it('moves the licenses (a duplicate open one cancelled, so one open license per course holds) and undo puts them back', async () => {
  const uuid = '6f1c1a52-0000-4000-8000-000000000001';
  const moved = await sql<{ n: number }>`select published.elearning_move_person(7, 20, 10, ${uuid}::uuid) as n`.execute(database.db);
  expect(moved.rows[0]!.n).toBe(2);
  expect(await license(ids.duplicate!)).toMatchObject({ user_id: 10, cancelled: true });
  expect(await license(ids.own!)).toMatchObject({ user_id: 10, cancelled: false });
  expect(await license(ids.keptOpen!)).toMatchObject({ user_id: 10, cancelled: false });

  const back = await sql<{ n: number }>`select published.elearning_undo_person_move(7) as n`.execute(database.db);
  expect(back.rows[0]!.n).toBe(2);
  expect(await license(ids.duplicate!)).toMatchObject({ user_id: 20, cancelled: false });
  expect(await license(ids.own!)).toMatchObject({ user_id: 20, cancelled: false });
  expect(await license(ids.keptOpen!)).toMatchObject({ user_id: 10 });
  expect(await elearningDb(database.db).selectFrom('person_move').selectAll().execute()).toEqual([]);
});

it('exports what it holds about a person (GDPR), and nothing about others', async () => {
  const { rows } = await sql<{ data: { licenses: { course: string }[] } }>`select published.elearning_person_export(20) as data`.execute(
    database.db,
  );
  expect(rows[0]!.data.licenses.map((license) => license.course).sort()).toEqual(['Both have it', 'Only the removed']);
  const none = await sql<{ data: { licenses: unknown[] } }>`select published.elearning_person_export(99) as data`.execute(database.db);
  expect(none.rows[0]!.data).toEqual({ licenses: [] });
});
