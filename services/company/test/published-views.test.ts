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

it('exports the departments a person belongs to (GDPR), and nothing for others', async () => {
  const company = database.db.withSchema('company');
  const department = await company
    .insertInto('department')
    .values({ customer_id: 2, name: 'Eksportavdelingen' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await company.insertInto('department_member').values({ department_id: department.id, user_id: 4242 }).execute();
  const { rows } = await sql<{ data: unknown }>`select published.company_person_export(4242) as data`.execute(database.db);
  expect(rows[0]!.data).toEqual({ departments: [{ department: 'Eksportavdelingen', customerId: 2 }] });
  const none = await sql<{ data: unknown }>`select published.company_person_export(4243) as data`.execute(database.db);
  expect(none.rows[0]!.data).toEqual({ departments: [] });
});
