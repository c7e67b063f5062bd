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

const create = async (user: number, name: string) =>
  (
    await sql<{ id: number | null }>`
      select published.company_create_private_customer(${user}, ${name}, 'NO', 'Storgata 1', '0155', 'Oslo', 165) as id`.execute(
      database.db,
    )
  ).rows[0]!.id;

// Decision 0241: the users area's conversion to a private customer makes the customer only through this.
it('makes one open private customer per person with its address, answering null for a second', async () => {
  const id = await create(4242, 'Kari Privat');
  expect(id).toEqual(expect.any(Number));
  const { rows } = await sql`select * from published.company_private_customer where user_id = 4242`.execute(database.db);
  expect(rows).toEqual([
    { user_id: 4242, customer_id: id, name: 'Kari Privat', street: 'Storgata 1', postal_code: '0155', city: 'Oslo', country_id: 165 },
  ]);
  const { rows: open } = await sql`select name, site, active from published.company_customer where id = ${id}`.execute(database.db);
  expect(open).toEqual([{ name: 'Kari Privat', site: 'NO', active: true }]);
  expect(await create(4242, 'Kari Privat')).toBeNull();
  const { rows: count } = await sql`select count(*)::int as n from company.customer where private_user_id = 4242`.execute(database.db);
  expect(count).toEqual([{ n: 1 }]);
});
