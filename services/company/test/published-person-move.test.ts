import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';
import { companyDb } from '../src/db';

// Decision 0134: the users area's merge moves this area's rows only through these published functions.
let database: TestDatabase;
let app: FastifyInstance;
const departments: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  const db = companyDb(database.db);
  const customer = await db.insertInto('customer').values({ name: 'Bygg AS' }).returning('id').executeTakeFirstOrThrow();
  const made = await db
    .insertInto('department')
    .values([
      { customer_id: customer.id, name: 'Lager' },
      { customer_id: customer.id, name: 'Kontor' },
    ])
    .returning('id')
    .execute();
  Object.assign(departments, { own: made[0]!.id, both: made[1]!.id });
  await db
    .insertInto('department_member')
    .values([
      { department_id: departments.own!, user_id: 20 },
      { department_id: departments.both!, user_id: 20 },
      { department_id: departments.both!, user_id: 10 },
    ])
    .execute();
  await sql`select published.company_create_private_customer(20, 'Kari Privat', 'NO', 'Gata 1', '0155', 'Oslo', 165)`.execute(database.db);
  await sql`select published.company_create_private_customer(30, 'Ola Privat', 'NO', 'Gata 2', '0155', 'Oslo', 165)`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const membersOf = async (department: number) =>
  (
    await companyDb(database.db)
      .selectFrom('department_member')
      .select('user_id')
      .where('department_id', '=', department)
      .orderBy('user_id')
      .execute()
  ).map((row) => row.user_id);
const privateOwner = async (name: string) =>
  (await companyDb(database.db).selectFrom('customer').select('private_user_id').where('name', '=', name).executeTakeFirstOrThrow())
    .private_user_id;
const rows = async (from: number, to: number) =>
  (
    await sql<{ kind: string; count: string }>`select * from published.company_person_rows(${from}, ${to}) order by kind`.execute(
      database.db,
    )
  ).rows.map((row) => [row.kind, Number(row.count)]);

it('counts what moves and what stays (a department the kept person is in, a private customer when they have one)', async () => {
  expect(await rows(20, 10)).toEqual([
    ['departments', 1],
    ['departments.stay', 1],
    ['privateCustomer', 1],
  ]);
  expect(await rows(20, 30)).toEqual([
    ['departments', 2],
    ['privateCustomer.stay', 1],
  ]);
});

it('moves memberships and the private customer to a kept person without one, and undo puts them back', async () => {
  const moved = await sql<{ n: number }>`select published.company_move_person(9, 20, 10) as n`.execute(database.db);
  expect(moved.rows[0]!.n).toBe(2);
  expect(await membersOf(departments.own!)).toEqual([10]);
  expect(await membersOf(departments.both!)).toEqual([10, 20]);
  expect(await privateOwner('Kari Privat')).toBe(10);

  const back = await sql<{ n: number }>`select published.company_undo_person_move(9) as n`.execute(database.db);
  expect(back.rows[0]!.n).toBe(2);
  expect(await membersOf(departments.own!)).toEqual([20]);
  expect(await membersOf(departments.both!)).toEqual([10, 20]);
  expect(await privateOwner('Kari Privat')).toBe(20);
});

it('leaves the private customer with the removed person when the kept one has their own', async () => {
  await sql`select published.company_move_person(10, 20, 30)`.execute(database.db);
  expect(await privateOwner('Kari Privat')).toBe(20);
  expect(await privateOwner('Ola Privat')).toBe(30);
  expect(await membersOf(departments.both!)).toEqual([10, 30]);
  await sql`select published.company_undo_person_move(10)`.execute(database.db);
  expect(await membersOf(departments.both!)).toEqual([10, 20]);
});
