import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { reportsModule } from '../src';
import { seedClassroomLine } from './classroom-search-fixtures';
import { publishSellingStandIns } from './selling-fixtures';

/**
 * The setup of a test of what the triggers on the purchase lines and orders keep (decisions 0250 and 0259): a migrated
 * database with the selling stand-ins, emptied of lines and orders before each test. Call it at a test file's top
 * level; it registers the hooks and answers the database and the seeding the tests share.
 */
export function keptSumsDatabase() {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.db, [reportsModule]);
    await publishSellingStandIns(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  beforeEach(async () => {
    await sql`truncate reports.purchase_line, reports."order" cascade`.execute(database.db);
  });

  const db = (): Kysely<any> => database.db;
  return {
    db,
    /** An order of one classroom line of an instance, placed at a time in a currency; answers the line's id. */
    line: (
      instanceId: number,
      netPrice: number,
      { placed = '2026-03-01T10:00:00Z', currency = 'NOK' }: { placed?: string | undefined; currency?: string | undefined } = {},
    ) => seedClassroomLine(db(), { instanceId, netPrice, quantity: 1, placed, currency }),
    /** The order of a purchase line. */
    orderOf: async (lineId: number) =>
      (await sql<{ order_id: number }>`select order_id from reports.purchase_line where id = ${lineId}`.execute(db())).rows[0]!.order_id,
  };
}
