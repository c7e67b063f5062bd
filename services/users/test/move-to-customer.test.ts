import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AdminUser } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let staff: string;
let mari: number;
let mariSession: string;

const move = (body: object, cookie = admin) =>
  app.inject({ method: 'POST', url: '/api/users/data/atriumusersearch/moveUserToCustomer', headers: { cookie }, payload: body });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  // The company area's published customers, as its migration makes the view.
  await sql`create schema if not exists published`.execute(database.db);
  await sql`drop view if exists published.company_customer`.execute(database.db);
  await sql`create table published.company_customer (id integer primary key, name text, active boolean, merged_into_id integer, site text)`.execute(
    database.db,
  );
  await sql`
    insert into published.company_customer values
      (2, 'Nordsjø Energi AS', true, null, 'NO'), (3, 'Svenska AB', true, null, 'SE'),
      (8, 'Nedlagt AS', false, null, 'NO'), (9, 'Sammenslått AS', true, 2, 'NO')`.execute(database.db);
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  const db = usersDb(database.db);
  mari = (
    await db
      .insertInto('users')
      .values({ username: 'mari.moves', email: 'mari@example.com', first_name: 'Mari', last_name: 'Moves', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_context')
    .values([
      {
        user_id: mari,
        customer_id: 1,
        customer_name: 'Atrium Kurs AS',
        roles: ['companyadmin'],
        employee_number: 'A-7',
        api_lockdown: true,
      },
      { user_id: mari, customer_id: 3, customer_name: 'Svenska AB', roles: [] },
    ])
    .execute();
  mariSession = sessionCookie({
    roles: ['companyadmin'],
    sessionId: await openLoginSession(database.db, mari),
    customerId: 1,
    userId: mari,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('moves the context to the other customer with its fields, leaving its roles and lockdown behind, and signs the person out', async () => {
  const answer = await move({ userId: mari, fromCustomerId: 1, toCustomerId: 2 });
  expect(answer.statusCode).toBe(200);
  expect(
    answer.json<AdminUser>().contexts.map((context) => [context.customer.name, context.roles, context.employeeNumber, context.apiLockdown]),
  ).toEqual([
    ['Nordsjø Energi AS', [], 'A-7', false],
    ['Svenska AB', [], null, false],
  ]);
  const site = await usersDb(database.db)
    .selectFrom('user_context')
    .select('site')
    .where('user_id', '=', mari)
    .where('customer_id', '=', 2)
    .executeTakeFirstOrThrow();
  expect(site.site).toBe('NO');
  expect((await app.inject({ url: '/api/users/me', headers: { cookie: mariSession } })).statusCode).toBe(401);
  const audit = await usersDb(database.db).selectFrom('user_audit').select(['action', 'detail']).where('user_id', '=', mari).execute();
  expect(audit).toEqual([{ action: 'context.move', detail: { fromCustomerId: 1, toCustomerId: 2, toCustomerName: 'Nordsjø Energi AS' } }]);
});

it('refuses a customer the person already has (409), a closed or merged one (400 naming it), and a missing context (404)', async () => {
  const there = await move({ userId: mari, fromCustomerId: 2, toCustomerId: 3 });
  expect(there.statusCode).toBe(409);
  expect(there.json().message).toBe('useradmin.move.alreadyThere');
  for (const closed of [8, 9, 77]) {
    const refused = await move({ userId: mari, fromCustomerId: 2, toCustomerId: closed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('toCustomerId');
  }
  expect((await move({ userId: mari, fromCustomerId: 1, toCustomerId: 2 })).statusCode).toBe(404);
  expect((await move({ userId: 999999, fromCustomerId: 1, toCustomerId: 2 })).statusCode).toBe(404);
});

it('is for platform admins, with 400 naming a bad field', async () => {
  expect((await move({ userId: mari, fromCustomerId: 2, toCustomerId: 1 }, staff)).statusCode).toBe(403);
  const same = await move({ userId: mari, fromCustomerId: 2, toCustomerId: 2 });
  expect(same.statusCode).toBe(400);
  expect(same.json().message).toContain('toCustomerId');
  expect((await move({ userId: mari, fromCustomerId: 'x', toCustomerId: 1 })).json().message).toContain('fromCustomerId');
});
