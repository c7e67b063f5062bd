import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let ecourseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const course = await elearningDb(database.db)
    .insertInto('ecourse')
    .values({ internal_name: 'Working at heights' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ecourseId = course.id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const grant = (db: Kysely<any>, userIds: number[]) =>
  sql<{
    user_id: number;
    license_id: number;
  }>`select * from published.elearning_grant_licenses(${ecourseId}, 4, ${userIds}::int[])`.execute(db);

it('publishes the e-course prices', async () => {
  await elearningDb(database.db)
    .insertInto('ecourse_price')
    .values({ ecourse_id: ecourseId, from_date: '2020-01-01', to_date: '2099-12-31', value: 99000, currency: 'NOK' })
    .execute();
  const { rows } = await sql<Record<string, unknown>>`select ecourse_id, currency, value from published.elearning_course_price`.execute(
    database.db,
  );
  expect(rows).toEqual([{ ecourse_id: ecourseId, currency: 'NOK', value: 99000 }]);
});

it('grants one license per person for the customer, skipping people who hold one not cancelled', async () => {
  await elearningDb(database.db).insertInto('license').values({ user_id: 1, ecourse_id: ecourseId }).execute();
  await elearningDb(database.db).insertInto('license').values({ user_id: 2, ecourse_id: ecourseId, cancelled: true }).execute();
  const granted = await grant(database.db, [1, 2, 3, 3]);
  expect(granted.rows.map((row) => row.user_id)).toEqual([2, 3]);
  const { rows } = await sql<{
    user_id: number;
    customer_id: number | null;
  }>`select user_id, customer_id from elearning.license where not cancelled order by user_id`.execute(database.db);
  expect(rows).toEqual([
    { user_id: 1, customer_id: null },
    { user_id: 2, customer_id: 4 },
    { user_id: 3, customer_id: 4 },
  ]);
});

it('grants one license when two orders for the same person run at once', async () => {
  const attempt = () => database.db.transaction().execute(async (trx) => grant(trx, [9]));
  await Promise.all([attempt(), attempt()]);
  const { rows } = await sql<{ n: number }>`select count(*) as n from elearning.license where user_id = 9`.execute(database.db);
  expect(rows[0]!.n).toBe(1);
});

it('refuses an unknown e-course', async () => {
  await expect(sql`select * from published.elearning_grant_licenses(999999, 4, '{1}'::int[])`.execute(database.db)).rejects.toMatchObject({
    code: 'AT404',
  });
});
