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

// Decision 0219: the users area's CRM sync creates and updates customers only through these.
it('creates a customer from a CRM customer, on the given site, an empty organisation number read as none', async () => {
  const { rows } = await sql<{ id: number }>`select published.company_create_customer('Fjordbygg AS', '', 'SE') as id`.execute(database.db);
  const { rows: registry } = await sql`
    select name, org_number, site, active, merged_into_id from published.company_customer_registry where id = ${rows[0]!.id}`.execute(
    database.db,
  );
  expect(registry).toEqual([{ name: 'Fjordbygg AS', org_number: null, site: 'SE', active: true, merged_into_id: null }]);
});

it('refuses a site that does not exist', async () => {
  await expect(sql`select published.company_create_customer('X', null, 'XX')`.execute(database.db)).rejects.toThrow(/customer_site_check/);
});

it('copies a name and organisation number onto a customer, answering false for one that does not exist', async () => {
  const { rows } = await sql<{
    updated: boolean;
  }>`select published.company_update_customer(2, 'Nordsjø Energi ASA', '987654321') as updated`.execute(database.db);
  expect(rows[0]!.updated).toBe(true);
  const { rows: customer } = await sql`select name, org_number from company.customer where id = 2`.execute(database.db);
  expect(customer).toEqual([{ name: 'Nordsjø Energi ASA', org_number: '987654321' }]);
  const { rows: none } = await sql<{ updated: boolean }>`select published.company_update_customer(99999, 'X', null) as updated`.execute(
    database.db,
  );
  expect(none[0]!.updated).toBe(false);
});
