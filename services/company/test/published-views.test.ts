import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('publishes customers with their learning site for other areas', async () => {
  const { rows } = await sql`select * from published.company_customer order by id`.execute(database.db);
  expect(rows).toEqual([
    { id: 1, name: 'Atrium Kurs AS', active: true, merged_into_id: null, site: 'NO' },
    { id: 2, name: 'Nordsjø Energi AS', active: true, merged_into_id: null, site: 'NO' },
    { id: 3, name: 'Svensk Bygg AB', active: true, merged_into_id: null, site: 'SE' },
  ]);
});
