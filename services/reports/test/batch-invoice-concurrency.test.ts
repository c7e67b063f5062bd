import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';
import { seedOpenLine } from './batch-invoice-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const other = sessionCookie({ roles: ['staff'], userId: 2, customerId: 1 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const placeOrder = (cookie: string, lines: number[], yourRef?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reports/data/batchinvoice/order',
    headers: { cookie },
    payload: { customerId: 2, groupType: 'PER_ORDER', vat: true, lines, ...(yourRef ? { yourRef } : {}) },
  });
const seedLines = (count: number) => Promise.all(Array.from({ length: count }, () => seedOpenLine(database.db, { customerId: 2 })));
const numbers = async () =>
  (await sql<{ number: number }>`select number from reports.invoice order by number`.execute(database.db)).rows.map((row) => row.number);
const invoicedTwice = async () =>
  (
    await sql<{ n: number }>`select count(*)::int as n from reports.invoice_line group by purchase_id having count(*) > 1`.execute(
      database.db,
    )
  ).rows;

it('two people invoicing the same queue at once: one run invoices it, the other is refused, numbers have no gap', async () => {
  const queue = await seedLines(6);
  const [first, second] = await Promise.all([placeOrder(staff, queue), placeOrder(other, [...queue].reverse())]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  expect(await numbers()).toEqual([1, 2, 3, 4, 5, 6]);
  expect(await invoicedTwice()).toEqual([]);
});

it('many runs at once over overlapping and separate lines: each line once, numbers 1..n without gaps', async () => {
  const lines = await seedLines(12);
  const runs = [lines.slice(0, 4), lines.slice(2, 6), lines.slice(6, 9), lines.slice(9, 12), lines.slice(8, 10), lines.slice(0, 1)];
  const answers = await Promise.all(runs.map((run, index) => placeOrder(index % 2 ? other : staff, run)));
  for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  const posted = await numbers();
  expect(posted).toEqual(Array.from({ length: posted.length }, (_, index) => index + 1));
  const invoicedLines = await sql<{ n: number }>`select count(*)::int as n from reports.invoice_line`.execute(database.db);
  expect(posted.length).toBe(invoicedLines.rows[0]!.n);
  expect(await invoicedTwice()).toEqual([]);
});

it('a run that fails after taking its numbers gives them back: the next run continues without a gap', async () => {
  // Fails at commit, after the numbers were taken: the worst moment for a sequence, which would lose them.
  await sql`
    create function reports.refuse_fail_ref() returns trigger language plpgsql as $$
    begin
      if new.your_reference = 'FAIL' then raise exception 'refused at commit'; end if;
      return null;
    end $$`.execute(database.db);
  await sql`
    create constraint trigger refuse_fail_ref after update on reports.invoice deferrable initially deferred
    for each row execute function reports.refuse_fail_ref()`.execute(database.db);
  const before = await numbers();
  const [failing, good] = await seedLines(2);
  const failed = await placeOrder(staff, [failing!], 'FAIL');
  expect(failed.statusCode).toBe(500);
  expect(await numbers()).toEqual(before);
  expect((await placeOrder(staff, [good!])).statusCode).toBe(201);
  expect(await numbers()).toEqual([...before, before.length + 1]);
  const [next] = await seedLines(1);
  const concurrent = await Promise.all([placeOrder(staff, [failing!], 'FAIL'), placeOrder(other, [next!])]);
  expect(concurrent.map((answer) => answer.statusCode).sort()).toEqual([201, 500]);
  expect(await numbers()).toEqual([...before, before.length + 1, before.length + 2]);
});
