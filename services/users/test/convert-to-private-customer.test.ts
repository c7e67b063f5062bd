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
let nextPerson = 0;

const convert = (body: object, cookie = admin) =>
  app.inject({ method: 'POST', url: '/api/users/data/atriumusersearch/convertToPrivateCustomer', headers: { cookie }, payload: body });
const address = { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryId: 165 };

/** A person with a company-admin context at customer 1 and a plain one at customer 3. */
async function person(): Promise<number> {
  nextPerson += 1;
  const db = usersDb(database.db);
  const { id } = await db
    .insertInto('users')
    .values({
      username: `kari.${nextPerson}`,
      email: `kari.${nextPerson}@example.com`,
      first_name: 'Kari',
      last_name: `Privat${nextPerson}`,
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_context')
    .values([
      { user_id: id, customer_id: 1, customer_name: 'Atrium Kurs AS', roles: ['companyadmin'], employee_number: 'K-1' },
      { user_id: id, customer_id: 3, customer_name: 'Svenska AB', roles: [] },
    ])
    .execute();
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  // The company area's published customers and private-customer function, as stand-ins with the same names
  // (decision 0140); the company area's own test runs the real ones.
  await sql`create schema if not exists published`.execute(database.db);
  await sql`drop view if exists published.company_customer`.execute(database.db);
  await sql`
    create table published.company_customer (
      id serial primary key, name text, active boolean default true, merged_into_id integer, site text,
      private_user_id integer unique, street text, postal_code text, city text, country_id integer)`.execute(database.db);
  await sql`insert into published.company_customer (id, name, site) values (1, 'Atrium Kurs AS', 'NO'), (3, 'Svenska AB', 'SE')`.execute(
    database.db,
  );
  await sql`select setval('published.company_customer_id_seq', 100)`.execute(database.db);
  await sql`
    create view published.company_private_customer as
    select private_user_id as user_id, id as customer_id, name, street, postal_code, city, country_id
    from published.company_customer where private_user_id is not null`.execute(database.db);
  await sql`
    create function published.company_create_private_customer(
      p_user integer, p_name text, p_site text, p_street text, p_postal_code text, p_city text, p_country_id integer)
    returns integer language sql as $$
      insert into published.company_customer (name, site, private_user_id, street, postal_code, city, country_id)
      values (p_name, p_site, p_user, p_street, p_postal_code, p_city, p_country_id)
      on conflict (private_user_id) do nothing returning id
    $$`.execute(database.db);
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('makes the person their own customer with the address, removes their other contexts and roles, and signs them out', async () => {
  const kari = await person();
  const session = sessionCookie({
    roles: ['companyadmin'],
    sessionId: await openLoginSession(database.db, kari),
    customerId: 1,
    userId: kari,
  });
  const answer = await convert({ userId: kari, keepContexts: false, address });
  expect(answer.statusCode).toBe(200);
  const user = answer.json<AdminUser>();
  expect(user.privateCustomer).toEqual({ id: expect.any(Number), name: `Kari Privat${nextPerson}` });
  expect(user.contexts.map((context) => [context.customer.id, context.roles, context.active])).toEqual([
    [user.privateCustomer!.id, [], true],
  ]);
  const { rows } = await sql`
    select name, site, street, postal_code, city, country_id from published.company_customer where private_user_id = ${kari}`.execute(
    database.db,
  );
  expect(rows).toEqual([
    { name: `Kari Privat${nextPerson}`, site: 'NO', street: 'Storgata 1', postal_code: '0155', city: 'Oslo', country_id: 165 },
  ]);
  expect((await app.inject({ url: '/api/users/me', headers: { cookie: session } })).statusCode).toBe(401);
  const audit = await usersDb(database.db).selectFrom('user_audit').select(['action', 'detail']).where('user_id', '=', kari).execute();
  expect(audit).toEqual([
    {
      action: 'context.private',
      detail: {
        customerId: user.privateCustomer!.id,
        customerName: `Kari Privat${nextPerson}`,
        keptContexts: false,
        removed: [
          { customerId: 1, customerName: 'Atrium Kurs AS', roles: ['companyadmin'] },
          { customerId: 3, customerName: 'Svenska AB', roles: [] },
        ],
      },
    },
  ]);
});

it('keeps the other contexts when asked, and puts a customer abroad on the international site', async () => {
  const kari = await person();
  const answer = await convert({ userId: kari, keepContexts: true, address: { ...address, countryId: 208 } });
  expect(answer.statusCode).toBe(200);
  const user = answer.json<AdminUser>();
  expect(user.contexts.map((context) => [context.customer.id, context.roles])).toEqual(
    expect.arrayContaining([
      [1, ['companyadmin']],
      [3, []],
      [user.privateCustomer!.id, []],
    ]),
  );
  const { rows } = await sql`select site from published.company_customer where private_user_id = ${kari}`.execute(database.db);
  expect(rows).toEqual([{ site: 'INT' }]);
});

it('makes one private customer however often or concurrently it is asked (409 for the rest)', async () => {
  const kari = await person();
  const answers = await Promise.all([1, 2, 3].map(() => convert({ userId: kari, keepContexts: true, address })));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('useradmin.private.already');
  const { rows } = await sql`select count(*)::int as n from published.company_customer where private_user_id = ${kari}`.execute(
    database.db,
  );
  expect(rows).toEqual([{ n: 1 }]);
});

it('gives a person whose private context was deleted their own customer back, not a second one', async () => {
  const kari = await person();
  const first = (await convert({ userId: kari, keepContexts: true, address })).json<AdminUser>().privateCustomer!;
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/users/data/atriumusersearch/context/${kari}/${first.id}`,
    headers: { cookie: admin },
  });
  expect(removed.json<AdminUser>().privateCustomer).toBeNull();
  const again = await convert({ userId: kari, keepContexts: true, address });
  expect(again.statusCode).toBe(200);
  expect(again.json<AdminUser>().privateCustomer).toEqual(first);
});

it('is for platform admins, 404 for nobody, 400 naming a bad field', async () => {
  const kari = await person();
  expect((await convert({ userId: kari, keepContexts: false, address }, staff)).statusCode).toBe(403);
  expect((await convert({ userId: 999999, keepContexts: false, address })).statusCode).toBe(404);
  for (const [body, field] of [
    [{ userId: kari, address }, 'keepContexts'],
    [{ userId: kari, keepContexts: true }, 'address'],
    [{ userId: kari, keepContexts: true, address: { ...address, countryId: 'NO' } }, 'countryId'],
    [{ userId: kari, keepContexts: true, address: { ...address, city: ' ' } }, 'city'],
  ] as const) {
    const refused = await convert(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(field);
  }
});
