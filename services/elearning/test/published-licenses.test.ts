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
  const course = await elearningDb(database.db)
    .insertInto('ecourse')
    .values({ internal_name: 'Working at heights', product_id: 'WAH-1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await elearningDb(database.db)
    .insertInto('license')
    .values([
      { id: 1, user_id: 30, customer_id: 2, ecourse_id: course.id, cancellation_fee: 15000 },
      { id: 2, user_id: 31, customer_id: 2, ecourse_id: course.id, as_part_of_course_program: true },
      { id: 3, user_id: 40, customer_id: 3, ecourse_id: course.id },
    ])
    .execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const cancel = (ids: number[], customerId: number | null, feeAccepted = true) =>
  sql<{ n: number }>`select published.elearning_cancel_licenses(${ids}::int[], ${customerId}::int, ${feeAccepted}, 12) as n`.execute(
    database.db,
  );
const cancelled = async (id: number) =>
  await elearningDb(database.db).selectFrom('license').select(['cancelled', 'cancelled_by']).where('id', '=', id).executeTakeFirstOrThrow();

it("publishes the people's licenses with their course's name", async () => {
  const { rows } = await sql<Record<string, unknown>>`
    select id, user_id, customer_id, course_name, product_id, cancellation_fee, as_part_of_course_program
    from published.elearning_license order by id`.execute(database.db);
  expect(rows).toEqual([
    {
      id: 1,
      user_id: 30,
      customer_id: 2,
      course_name: 'Working at heights',
      product_id: 'WAH-1',
      cancellation_fee: 15000,
      as_part_of_course_program: false,
    },
    expect.objectContaining({ id: 2, as_part_of_course_program: true }),
    expect.objectContaining({ id: 3, customer_id: 3 }),
  ]);
});

it("cancels a customer's licenses, never another customer's, never a course programme's", async () => {
  await expect(cancel([1, 3], 2)).rejects.toMatchObject({ code: 'AT404' });
  await expect(cancel([1, 2], 2)).rejects.toMatchObject({ code: 'AT409' });
  expect(await cancelled(1)).toEqual({ cancelled: false, cancelled_by: null });
  expect((await cancel([1], 2)).rows[0]!.n).toBe(1);
  expect(await cancelled(1)).toEqual({ cancelled: true, cancelled_by: 12 });
  expect((await cancel([1], 2)).rows[0]!.n).toBe(0);
  expect(await cancelled(3)).toEqual({ cancelled: false, cancelled_by: null });
  // Course staff's own list passes no customer: any customer's license (migration 0098).
  expect((await cancel([3], null)).rows[0]!.n).toBe(1);
  expect(await cancelled(3)).toEqual({ cancelled: true, cancelled_by: 12 });
});

it('cancels a license that costs a fee only with the fee accepted; once cancelled it costs nothing again', async () => {
  await elearningDb(database.db)
    .insertInto('license')
    .values([
      {
        id: 4,
        user_id: 32,
        customer_id: 2,
        ecourse_id: (await elearningDb(database.db).selectFrom('ecourse').select('id').executeTakeFirstOrThrow()).id,
        cancellation_fee: 9000,
      },
    ])
    .execute();
  await expect(cancel([4], 2, false)).rejects.toMatchObject({ code: 'AT409', message: 'license.cancel.feeNotAccepted' });
  expect(await cancelled(4)).toEqual({ cancelled: false, cancelled_by: null });
  expect((await cancel([4], 2, true)).rows[0]!.n).toBe(1);
  expect((await cancel([4], 2, false)).rows[0]!.n).toBe(0);
  expect(await cancelled(4)).toEqual({ cancelled: true, cancelled_by: 12 });
});
