import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let staff: string;

const enter = (customerId: number | string, cookie = admin) =>
  app.inject({ method: 'POST', url: `/api/users/data/login/dataprocessor/enterContext/${customerId}`, headers: { cookie } });
const cookieOf = (answer: { headers: Record<string, unknown> }) => String(answer.headers['set-cookie']).split(';')[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  await sql`create schema if not exists published`.execute(database.db);
  await sql`create table published.company_customer (id integer primary key, name text, active boolean, merged_into_id integer, site text)`.execute(
    database.db,
  );
  await sql`
    insert into published.company_customer values
      (1, 'Atrium Kurs AS', true, null, 'NO'), (2, 'Nordsjø Energi AS', true, null, 'NO'), (8, 'Nedlagt AS', false, null, 'NO')`.execute(
    database.db,
  );
  admin = sessionCookie({ roles: ['atrium', 'staff'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('gives the platform admin a company admin context at the customer and a new session acting for it', async () => {
  const answer = await enter(2);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ activeCustomerId: 2 });
  const me = await app.inject({ url: '/api/users/me', headers: { cookie: cookieOf(answer) } });
  expect(me.statusCode).toBe(200);
  expect(me.json()).toMatchObject({ activeCustomerId: 2 });
  expect(me.json().contexts).toEqual(expect.arrayContaining([expect.objectContaining({ customerId: 2, roles: ['companyadmin'] })]));
  // The admin's own context is untouched; switching back is the usual customer switch.
  expect(me.json().contexts).toEqual(
    expect.arrayContaining([expect.objectContaining({ customerId: 1, roles: expect.arrayContaining(['atrium']) })]),
  );
  const audit = await usersDb(database.db).selectFrom('user_audit').select('action').where('user_id', '=', 1).execute();
  expect(audit.map((row) => row.action)).toContain('context.enter');
  // The old session ended with the change of contexts (its last verdict is cached for a moment, decision 0111).
  expect(
    await usersDb(database.db)
      .selectFrom('login_session as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.id', '=', 1)
      .whereRef('s.session_version', '=', 'u.session_version')
      .execute(),
  ).toHaveLength(1);

  // Acting for the customer, the admin has that context's roles only (decision 0009): no platform admin there.
  expect((await enter(2, cookieOf(answer))).statusCode).toBe(403);
  // Entering again from their own context keeps one context with the role once.
  const fresh = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  expect((await enter(2, fresh)).statusCode).toBe(200);
  const contexts = await usersDb(database.db)
    .selectFrom('user_context')
    .select('roles')
    .where('user_id', '=', 1)
    .where('customer_id', '=', 2)
    .execute();
  expect(contexts).toEqual([{ roles: ['companyadmin'] }]);
});

it('is for platform admins, and refuses a closed or unknown customer naming it', async () => {
  expect((await enter(2, staff)).statusCode).toBe(403);
  const admin2 = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  for (const closed of [8, 77]) {
    const refused = await enter(closed, admin2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('customerId');
  }
  expect((await enter('x', admin2)).statusCode).toBe(400);
});
