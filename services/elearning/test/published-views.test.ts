import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('publishes its e-courses for other areas with the columns they read', async () => {
  await elearningDb(database.db)
    .insertInto('ecourse')
    .values({ internal_name: 'Working at heights', can_purchase: true, can_start: false })
    .execute();
  const { rows } = await sql<
    Record<string, unknown>
  >`select id, name, can_purchase, can_start, uuid from published.elearning_course`.execute(database.db);
  expect(rows).toEqual([
    { id: expect.any(Number), name: 'Working at heights', can_purchase: true, can_start: false, uuid: expect.any(String) },
  ]);
});
