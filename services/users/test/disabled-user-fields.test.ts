import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let staff: string;
let companyAdmin: string;
let nina: number;

const base = '/api/users/data/atriumusersearch';
const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `${base}${url}`, headers: { cookie }, ...(payload && { payload }) });
const lock = (customerId: number, disabledUserFields: string[], cookie = admin) =>
  call('PUT', `/customer/${customerId}/disabledUserFields`, cookie, { disabledUserFields });
const nina0 = { firstname: 'Nina', lastname: 'Nordlås', email: 'nina@example.com', phone: '', locale: 'nb_NO' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  companyAdmin = sessionCookie({ roles: ['companyadmin'], sessionId: await openLoginSession(database.db, 4), customerId: 2, userId: 4 });
  const db = usersDb(database.db);
  nina = (
    await db
      .insertInto('users')
      .values({ username: 'nina.nordlas', email: 'nina@example.com', first_name: 'Nina', last_name: 'Nordlås', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_context')
    .values([
      { user_id: nina, customer_id: 2, customer_name: 'Nordsjø Energi AS', roles: [] },
      { user_id: nina, customer_id: 3, customer_name: 'Svenska AB', roles: [] },
    ])
    .execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('keeps a customer’s locked fields once each in a fixed order, replaced by each save', async () => {
  expect((await call('GET', '/customer/2/disabledUserFields', admin)).json()).toEqual({ customerId: 2, disabledUserFields: [] });
  const saved = await lock(2, ['employeeNumber', 'email', 'employeeNumber']);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ customerId: 2, disabledUserFields: ['email', 'employeeNumber'] });
  expect((await lock(2, ['employeeNumber', 'email'])).json().disabledUserFields).toEqual(['email', 'employeeNumber']);
  const person = (await call('GET', `/user/${nina}`, admin)).json<{
    contexts: { customer: { id: number; disabledUserFields: string[] } }[];
  }>();
  expect(person.contexts.map((context) => context.customer)).toEqual([
    { id: 2, name: 'Nordsjø Energi AS', disabledUserFields: ['email', 'employeeNumber'] },
    { id: 3, name: 'Svenska AB', disabledUserFields: [] },
  ]);
});

it('refuses changing a locked field for everyone, also a platform admin, and lets the others change', async () => {
  // The person's e-mail is locked by one of their customers (2): locked for them as a person.
  const email = await call('PUT', `/user/${nina}`, admin, { ...nina0, email: 'nina@other.example' });
  expect(email.statusCode).toBe(409);
  expect(email.json().message).toBe('useradmin.fieldLocked');
  expect((await call('PUT', `/user/${nina}`, admin, { ...nina0, phone: '+47 400 00 000' })).statusCode).toBe(200);

  // A context field is locked by that context's customer only.
  const fields = { workEmail: '', workPhone: '', employeeNumber: 'E-17', title: '', customerDepartment: '', externalId: '' };
  for (const cookie of [admin, companyAdmin]) {
    const refused = await call('PUT', `/usercontext/${nina}/2`, cookie, fields);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('useradmin.fieldLocked');
  }
  expect((await call('PUT', `/usercontext/${nina}/2`, admin, { ...fields, employeeNumber: '', title: 'Operatør' })).statusCode).toBe(200);
  expect((await call('PUT', `/usercontext/${nina}/3`, admin, fields)).statusCode).toBe(200);

  // Unlocked, the field can change again.
  await lock(2, []);
  expect((await call('PUT', `/user/${nina}`, admin, { ...nina0, phone: '+47 400 00 000', email: 'nina@other.example' })).statusCode).toBe(
    200,
  );
});

it('is set by platform admins only, with 400 naming an unknown field', async () => {
  expect((await lock(2, ['email'], staff)).statusCode).toBe(403);
  expect((await lock(2, ['email'], companyAdmin)).statusCode).toBe(403);
  expect((await call('GET', '/customer/2/disabledUserFields', staff)).statusCode).toBe(403);
  const bad = await lock(2, ['password']);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('disabledUserFields');
  expect((await call('GET', '/customer/x/disabledUserFields', admin)).json().message).toContain('customerId');
});
