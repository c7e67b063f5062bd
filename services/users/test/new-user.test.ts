import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let sessionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  // The instructor's session: these tests change other people's contexts, which ends those people's sessions.
  sessionId = await openLoginSession(database.db, 3);
  // The company area's view, as a table: these tests mount the users area alone.
  await sql`
    create table published.company_customer (
      id integer primary key, name text not null, active boolean not null, merged_into_id integer, site text not null
    )`.execute(database.db);
  await sql`
    insert into published.company_customer values
      (1, 'Atrium Kurs AS', true, null, 'NO'), (2, 'Nordsjø Energi AS', true, null, 'NO'), (3, 'Svensk Bygg AB', true, null, 'SE'),
      (4, 'Nedlagt AS', false, null, 'NO'), (5, 'Nordsjø Gammel AS', true, 2, 'NO')`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const as = (roles: Role[], customerId = 1) => ({ cookie: sessionCookie({ roles, sessionId, customerId, userId: 3 }) });
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@nordsjo.example',
  customerId: 2,
  ...overrides,
});

function register(body: Record<string, unknown>, headers: { cookie: string } | Record<string, never> = as(['staff'])) {
  return app.inject({ method: 'POST', url: '/api/users/data/users/new', payload: body, headers });
}

async function stored(email: string) {
  const db = usersDb(database.db);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
  const contexts = user
    ? await db
        .selectFrom('user_context')
        .select(['customer_id', 'customer_name', 'roles', 'site', 'active'])
        .where('user_id', '=', user.id)
        .orderBy('customer_id')
        .execute()
    : [];
  return { user, contexts };
}

const countUsers = async () =>
  Number(
    (
      await usersDb(database.db)
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/users/data/users/new', () => {
  it('registers a person as a plain user of the customer, in the language of its site, without a password', async () => {
    const res = await register({
      user: person({ firstName: ' Sara ', lastName: 'Svensk', email: 'Sara@Bygg.example ', phone: '+46 70 123 45 67', customerId: 3 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      possibleDuplicate: null,
      user: { id: expect.any(Number), uuid: expect.any(String), firstname: 'Sara', lastname: 'Svensk' },
      externalDuplicate: false,
    });
    const { user, contexts } = await stored('sara@bygg.example');
    expect(user).toMatchObject({
      id: res.json().user.id,
      username: 'Sara@Bygg.example',
      email: 'Sara@Bygg.example',
      phone: '+46 70 123 45 67',
      locale: 'sv_SE',
    });
    expect(contexts).toEqual([{ customer_id: 3, customer_name: 'Svensk Bygg AB', roles: [], site: 'SE', active: true }]);

    for (const password of ['', 'atrium123']) {
      const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'sara@bygg.example', password } });
      expect(login.statusCode).not.toBe(200);
    }
  });

  it('stops at someone with the same e-mail address, whatever the case, and creates nothing', async () => {
    const before = await countUsers();
    const res = await register({ user: person({ firstName: 'Helt', lastName: 'Annen', email: ' ADMIN@atrium.example', customerId: 3 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      possibleDuplicate: { id: 1, uuid: '00000000-0000-4000-8000-000000000001', firstname: 'Ada', lastname: 'Admin' },
      user: null,
      externalDuplicate: false,
    });
    expect(await countUsers()).toBe(before);
  });

  it('stops at someone of the same name at the same customer, but not at another customer', async () => {
    const sameCustomer = await register({
      user: person({ firstName: 'CARL', lastName: 'company', email: 'carl2@nordsjo.example', customerId: 2 }),
    });
    expect(sameCustomer.json()).toMatchObject({ possibleDuplicate: { firstname: 'Carl', lastname: 'Company' }, user: null });

    const otherCustomer = await register({
      user: person({ firstName: 'Carl', lastName: 'Company', email: 'carl@bygg.example', customerId: 3 }),
    });
    expect(otherCustomer.json()).toMatchObject({ possibleDuplicate: null, user: { firstname: 'Carl', lastname: 'Company' } });
  });

  it('counts a former context at the customer as the same customer', async () => {
    const first = await register({ user: person({ firstName: 'Per', lastName: 'Pensjon', email: 'per@atrium.example', customerId: 1 }) });
    await usersDb(database.db).updateTable('user_context').set({ active: false }).where('user_id', '=', first.json().user.id).execute();
    const again = await register({ user: person({ firstName: 'Per', lastName: 'Pensjon', email: 'per.p@atrium.example', customerId: 1 }) });
    expect(again.json()).toMatchObject({ possibleDuplicate: { id: first.json().user.id }, user: null });
  });

  it('with useDuplicate answers the person found and makes them belong to the customer', async () => {
    const res = await register({
      useDuplicate: true,
      user: person({ firstName: 'Ada', lastName: 'Admin', email: 'admin@atrium.example', customerId: 2 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      possibleDuplicate: null,
      user: { id: 1, uuid: '00000000-0000-4000-8000-000000000001', firstname: 'Ada', lastname: 'Admin' },
      externalDuplicate: false,
    });
    expect((await stored('admin@atrium.example')).contexts).toEqual([
      { customer_id: 1, customer_name: 'Atrium Kurs AS', roles: ['atrium', 'staff'], site: 'NO', active: true },
      { customer_id: 2, customer_name: 'Nordsjø Energi AS', roles: [], site: 'NO', active: true },
    ]);
  });

  it('with useDuplicate wakes a former context up without the roles it had', async () => {
    const db = usersDb(database.db);
    await db.updateTable('user_context').set({ active: false }).where('user_id', '=', 4).where('customer_id', '=', 2).execute();
    const res = await register({
      useDuplicate: true,
      user: person({ firstName: 'Carl', lastName: 'Company', email: 'nytt@nordsjo.example', customerId: 2 }),
    });
    expect(res.json()).toMatchObject({ user: { id: 4 } });
    expect((await stored('companyadmin@atrium.example')).contexts).toEqual([
      { customer_id: 2, customer_name: 'Nordsjø Energi AS', roles: [], site: 'NO', active: true },
    ]);
    await db
      .updateTable('user_context')
      .set({ roles: ['companyadmin'] })
      .where('user_id', '=', 4)
      .execute();
  });

  it('keeps the roles of a context that is active', async () => {
    const res = await register({
      useDuplicate: true,
      user: person({ firstName: 'Ada', lastName: 'Admin', email: 'admin@atrium.example', customerId: 1 }),
    });
    expect(res.json()).toMatchObject({ user: { id: 1 } });
    expect((await stored('admin@atrium.example')).contexts[0]).toMatchObject({ customer_id: 1, roles: ['atrium', 'staff'], active: true });
  });

  describe('for a company admin (tenant-scoped, issue 11 finding 1)', () => {
    const companyAdmin = () => as(['companyadmin'], 2);

    it('never reveals nor attaches someone of another customer, whatever the flags', async () => {
      // Sven Svensson works for Svensk Bygg AB (customer 3) only.
      const before = await stored('svensk@atrium.example');
      for (const flags of [{}, { useDuplicate: true }, { force: true }]) {
        const res = await register(
          { ...flags, user: person({ firstName: 'X', lastName: 'Y', email: 'SVENSK@atrium.example' }) },
          companyAdmin(),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: 'Conflict', message: 'users.new.emailTaken' });
        expect(res.body).not.toMatch(/Sven|Svensson|"id"|uuid/);
      }
      expect((await stored('svensk@atrium.example')).contexts).toEqual(before.contexts);
    });

    it('does not take a namesake at another customer for a duplicate', async () => {
      const res = await register(
        { user: person({ firstName: 'Sven', lastName: 'Svensson', email: 'sven.n@nordsjo.example' }) },
        companyAdmin(),
      );
      expect(res.json()).toMatchObject({ possibleDuplicate: null, user: { firstname: 'Sven', lastname: 'Svensson' } });
      expect(res.json().user.id).not.toBe(5);
    });

    it("finds duplicates among their own customer's people, former ones included, and wakes them without roles", async () => {
      const first = await register(
        { user: person({ firstName: 'Olav', lastName: 'Olsen', email: 'olav@nordsjo.example' }) },
        as(['staff']),
      );
      const userId = first.json().user.id as number;
      await usersDb(database.db)
        .updateTable('user_context')
        .set({ active: false, roles: ['companyadmin'] })
        .where('user_id', '=', userId)
        .execute();
      const found = await register({ user: person({ firstName: 'x', lastName: 'y', email: 'OLAV@nordsjo.example' }) }, companyAdmin());
      expect(found.json()).toMatchObject({ possibleDuplicate: { id: userId }, user: null });
      const attached = await register(
        { useDuplicate: true, user: person({ firstName: 'x', lastName: 'y', email: 'olav@nordsjo.example' }) },
        companyAdmin(),
      );
      expect(attached.json()).toMatchObject({ user: { id: userId } });
      expect((await stored('olav@nordsjo.example')).contexts).toEqual([
        { customer_id: 2, customer_name: 'Nordsjø Energi AS', roles: [], site: 'NO', active: true },
      ]);
    });
  });

  it('with force registers a second person of the same name, but never a second of the same e-mail address', async () => {
    const forced = await register({
      force: true,
      user: person({ firstName: 'Stian', lastName: 'Staff', email: 'stian.staff@atrium.example', customerId: 1 }),
    });
    expect(forced.json()).toMatchObject({ possibleDuplicate: null, user: { firstname: 'Stian', lastname: 'Staff' } });
    expect(forced.json().user.id).not.toBe(2);

    const before = await countUsers();
    const sameEmail = await register({ force: true, user: person({ email: 'STAFF@atrium.example', customerId: 1 }) });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('users.new.emailTaken');
    expect(await countUsers()).toBe(before);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ user: person({ firstName: '  ' }) }, 'body.user.firstName'],
      [{ user: person({ lastName: undefined }) }, 'body.user.lastName'],
      [{ user: person({ email: 'kari@' }) }, 'body.user.email'],
      [{ user: person({ customerId: undefined }) }, 'body.user.customerId'],
      [{ user: person({ phone: 'x'.repeat(41) }) }, 'body.user.phone'],
      [{ user: person(), force: 'yes' }, 'body.force'],
      [{ user: person(), force: true, useDuplicate: true }, 'body.useDuplicate'],
      [{}, 'body.user'],
    ] as const) {
      const res = await register(body);
      expect([res.statusCode, res.json().fields]).toEqual([400, expect.objectContaining({ [field]: expect.any(String) })]);
    }
    expect((await register({ user: person({ email: '' }) })).json().fields).toEqual({ 'body.user.email': 'validation.required' });
  });

  it('refuses unknown, inactive and merged customers with 400 naming the customer', async () => {
    for (const customerId of [99, 4, 5]) {
      const res = await register({ user: person({ email: `kunde${customerId}@example.com`, customerId }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'body.user.customerId': 'users.new.customerClosed' });
    }
  });

  it('lets a company admin register people at the customer they act for only', async () => {
    const own = await register({ user: person({ email: 'kari.own@nordsjo.example' }) }, as(['companyadmin'], 2));
    expect(own.json()).toMatchObject({ user: { firstname: 'Kari' } });
    expect(
      (await register({ user: person({ email: 'kari.other@nordsjo.example', customerId: 3 }) }, as(['companyadmin'], 2))).statusCode,
    ).toBe(403);
  });

  it('is for platform admins, course staff and company admins', async () => {
    expect((await register({ user: person() }, {})).statusCode).toBe(401);
    expect((await register({ user: person() }, as(['instructor']))).statusCode).toBe(403);
    expect((await register({ user: person() }, as([]))).statusCode).toBe(403);
    expect((await register({ user: person({ email: 'kari.atrium@nordsjo.example' }) }, as(['atrium'], 3))).statusCode).toBe(200);
  });
});
