import { randomUUID } from 'node:crypto';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { reportsDb } from '../src/db';

// Decision 0134: the users area's merge moves this area's rows only through these published functions.
let database: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, number> = {};
const sharedKey = randomUUID();

async function order(purchaser: number, checkoutKey: string, userIds: number[]) {
  const db = reportsDb(database.db);
  const placed = await db
    .insertInto('order')
    .values({
      customer_id: 1,
      purchaser_user_id: purchaser,
      your_reference: 'ref',
      locale: 'nb_NO',
      site: 'NO',
      currency: 'NOK',
      vat_percent: 25,
      checkout_key: checkoutKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('purchase_line')
    .values({
      order_id: placed.id,
      course_type: 'ECOURSE',
      course_id: 7,
      title: 'Førstehjelp',
      quantity: userIds.length,
      unit_net_price: 100,
      net_price: 100 * userIds.length,
      user_ids: userIds,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { order: placed.id, line: line.id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  const db = reportsDb(database.db);
  const moves = await order(20, randomUUID(), [20, 31]);
  const stays = await order(20, sharedKey, [32]);
  const keptOwn = await order(10, sharedKey, [10, 20]);
  const cart = await db
    .insertInto('cart_item')
    .values([
      { user_id: 20, course_type: 'ELEARNING', course_id: 1, quantity: 2 },
      { user_id: 20, course_type: 'CLASSROOM', course_id: 3, quantity: 1 },
      { user_id: 10, course_type: 'CLASSROOM', course_id: 3, quantity: 5 },
    ])
    .returning('id')
    .execute();
  Object.assign(ids, {
    movedOrder: moves.order,
    movedLine: moves.line,
    stayingOrder: stays.order,
    keptLine: keptOwn.line,
    movedCart: cart[0]!.id,
    stayingCart: cart[1]!.id,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const purchaserOf = async (id: number) =>
  (await reportsDb(database.db).selectFrom('order').select('purchaser_user_id').where('id', '=', id).executeTakeFirstOrThrow())
    .purchaser_user_id;
const peopleOf = async (id: number) =>
  (await reportsDb(database.db).selectFrom('purchase_line').select('user_ids').where('id', '=', id).executeTakeFirstOrThrow()).user_ids;
const cartOwner = async (id: number) =>
  (await reportsDb(database.db).selectFrom('cart_item').select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;

it('counts what moves and what stays (an order of the same checkout, a course already in the kept cart)', async () => {
  const { rows } = await sql<{ kind: string; count: string }>`select * from published.reports_person_rows(20, 10) order by kind`.execute(
    database.db,
  );
  expect(rows.map((row) => [row.kind, Number(row.count)])).toEqual([
    ['cart', 1],
    ['cart.stay', 1],
    ['orders', 1],
    ['orders.stay', 1],
    ['purchaseLines', 2],
  ]);
  const none = await sql`select * from published.reports_person_rows(99, 10)`.execute(database.db);
  expect(none.rows).toEqual([]);
});

it('moves orders, the people of purchase lines and cart lines, and undo puts exactly those back', async () => {
  const moved = await sql<{ n: number }>`select published.reports_move_person(9, 20, 10) as n`.execute(database.db);
  expect(moved.rows[0]!.n).toBe(4);
  expect(await purchaserOf(ids.movedOrder!)).toBe(10);
  expect(await purchaserOf(ids.stayingOrder!)).toBe(20);
  expect(await peopleOf(ids.movedLine!)).toEqual([10, 31]);
  expect(await peopleOf(ids.keptLine!)).toEqual([10, 10]);
  expect(await cartOwner(ids.movedCart!)).toBe(10);
  expect(await cartOwner(ids.stayingCart!)).toBe(20);

  const back = await sql<{ n: number }>`select published.reports_undo_person_move(9) as n`.execute(database.db);
  expect(back.rows[0]!.n).toBe(4);
  expect(await purchaserOf(ids.movedOrder!)).toBe(20);
  expect(await peopleOf(ids.movedLine!)).toEqual([20, 31]);
  expect(await peopleOf(ids.keptLine!)).toEqual([10, 20]);
  expect(await cartOwner(ids.movedCart!)).toBe(20);
  const { rows } = await sql`select * from reports.person_move`.execute(database.db);
  expect(rows).toEqual([]);
});

it('a second undo of the same merge moves nothing', async () => {
  const again = await sql<{ n: number }>`select published.reports_undo_person_move(9) as n`.execute(database.db);
  expect(again.rows[0]!.n).toBe(0);
});
