import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  // Instance 72: one free seat, not open for web sale (staff enrol from its waiting list all the same).
  await sql`insert into published.classroom_instance_sale values (72, 7, 'First aid', '2030-07-01', 'NOK', 450000, false, 3)`.execute(
    database.db,
  );
  await sql`insert into stand_in.seat values (72, 1)`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const place = (cookie: string | undefined, instanceId: number | string, userId: number | string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/reports/data/order/v1/waiting-list/${instanceId}/${userId}`,
    headers: cookie ? { cookie } : {},
    payload: { customerId: 2, orderKey: randomUUID(), ...payload },
  });
const free = async (cliId: number) =>
  (await sql<{ free: number }>`select free from stand_in.seat where cli_id = ${cliId}`.execute(database.db)).rows[0]!.free;
const orders = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from reports."order"`.execute(database.db)).rows[0]!.n);

it('is course staff’s: 401 signed out, 403 for a company admin', async () => {
  expect((await place(undefined, 72, 40, {})).statusCode).toBe(401);
  expect((await place(carl, 72, 40, {})).statusCode).toBe(403);
});

it('refuses bad input with 400 naming the field', async () => {
  const cases: [number | string, number | string, object, string][] = [
    ['x', 40, {}, 'instanceId'],
    [72, 0, {}, 'userId'],
    [72, 40, { customerId: 'two' }, 'customerId'],
    [72, 40, { orderKey: 'once' }, 'orderKey'],
    [72, 40, { yourReference: ' ' }, 'yourReference'],
    [72, 40, { customerId: 99 }, 'customerId'],
  ];
  for (const [instanceId, userId, payload, field] of cases) {
    const res = await place(staff, instanceId, userId, payload);
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().message).toContain(field);
  }
});

it('places one seat for the person, priced at the instance, in one step with the participant; a repeat answers the same order', async () => {
  const orderKey = randomUUID();
  const [first, repeat] = await Promise.all([place(staff, 72, 40, { orderKey }), place(staff, 72, 40, { orderKey })]);
  expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
  expect(repeat.json().orderId).toBe(first.json().orderId);
  expect(first.json()).toMatchObject({
    customerId: 2,
    purchaserUserId: 1,
    yourReference: 'WAITING-LIST-72',
    currency: 'NOK',
    status: 'placed',
    netTotal: 450000,
    lines: [
      {
        courseType: 'CLASSROOM',
        courseId: 7,
        instanceId: 72,
        quantity: 1,
        netPrice: 450000,
        userIds: [40],
        title: 'First aid (2030-07-01)',
      },
    ],
  });
  expect(await free(72)).toBe(0);
  const participants = await sql`select user_id from stand_in.participant where cli_id = 72`.execute(database.db);
  expect(participants.rows).toEqual([{ user_id: 40 }]);
  // The sales audit records the order once, as placed by the staff member, in the order's transaction.
  const audit = await sql<{ actor_user_id: number; action: string }>`
    select actor_user_id, action from reports.sales_audit where entity = 'order' and entity_id = ${first.json().orderId}`.execute(
    database.db,
  );
  expect(audit.rows).toEqual([{ actor_user_id: 1, action: 'placed' }]);
});

it('refuses when no seat is free, when the person is already on the instance, or the instance is unknown, writing nothing', async () => {
  const before = await orders();
  const full = await place(staff, 72, 41, {});
  expect(full.statusCode).toBe(409);
  expect(full.json().message).toBe('checkout.error.notEnoughSeats');
  await sql`update stand_in.seat set free = 5 where cli_id = 72`.execute(database.db);
  const again = await place(staff, 72, 40, {});
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('waitingListOrder.error.alreadyEnrolled');
  expect((await place(staff, 999, 41, {})).statusCode).toBe(404);
  expect(await orders()).toBe(before);
  expect(await free(72)).toBe(5);
});

it('refuses an instance without a price in the customer’s currency (409)', async () => {
  const res = await place(staff, 72, 42, { customerId: 3 });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('checkout.error.priceMissing');
});

it('two seats freed for three waiting people at once: exactly two orders', async () => {
  await sql`update stand_in.seat set free = 2 where cli_id = 71`.execute(database.db);
  const answers = await Promise.all([50, 51, 52].map((userId) => place(staff, 71, userId, { yourReference: 'WL' })));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
  expect(await free(71)).toBe(0);
});
