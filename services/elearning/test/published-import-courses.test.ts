import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';

// What the users area's mass import reads and calls (migration 0093, users decision 0216).

let database: TestDatabase;
let app: FastifyInstance;
let ecourseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const db = elearningDb(database.db);
  ecourseId = (await db.insertInto('ecourse').values({ internal_name: 'heights-internal' }).returning('id').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('ecourse_text')
    .values([
      { ecourse_id: ecourseId, locale: 'nb_NO', course_text_main_title: 'Arbeid i høyden' },
      { ecourse_id: ecourseId, locale: 'sv_SE', course_text_main_title: '' },
    ])
    .execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('publishes each e-course with its titles by language, leaving out empty ones', async () => {
  const { rows } = await sql`select id, name, can_start, titles from published.elearning_import_course`.execute(database.db);
  expect(rows).toEqual([{ id: ecourseId, name: 'heights-internal', can_start: expect.any(Boolean), titles: { nb_NO: 'Arbeid i høyden' } }]);
});

it('withdraws licenses never started, and refuses the whole call when one was started', async () => {
  const granted = await sql<{ license_id: number }>`
    select license_id from published.elearning_grant_licenses(${ecourseId}, 2, ${[7, 8]}::int[])`.execute(database.db);
  const [first, second] = granted.rows.map((row) => row.license_id) as [number, number];
  await elearningDb(database.db).updateTable('license').set({ started: new Date() }).where('id', '=', second).execute();
  await expect(sql`select published.elearning_withdraw_licenses(${[first, second]}::int[])`.execute(database.db)).rejects.toMatchObject({
    code: 'AT409',
  });
  const removed = await sql<{ n: number }>`select published.elearning_withdraw_licenses(${[first]}::int[]) as n`.execute(database.db);
  expect(removed.rows[0]!.n).toBe(1);
  const left = await elearningDb(database.db).selectFrom('license').select('id').where('ecourse_id', '=', ecourseId).execute();
  expect(left).toEqual([{ id: second }]);
});
