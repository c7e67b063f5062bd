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
  sessionId = await openLoginSession(database.db, 1);
  await sql`
    create table published.company_customer (
      id integer primary key, name text not null, active boolean not null, merged_into_id integer, site text not null
    )`.execute(database.db);
  await sql`insert into published.company_customer values (1, 'Atrium Kurs AS', true, null, 'NO'), (9, 'Nedlagt AS', false, null, 'NO')`.execute(
    database.db,
  );
  const db = usersDb(database.db);
  const external = await db
    .insertInto('users')
    .values({ username: 'ekstern', email: 'ekstern@example.com', first_name: 'Erik', last_name: 'Ekstern', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_context')
    .values([
      { user_id: external.id, customer_id: 1, customer_name: 'Atrium Kurs AS', roles: ['instructor_external', 'instructor'] },
      { user_id: external.id, customer_id: 2, customer_name: 'Nordsjø Energi AS', roles: ['instructor'] },
    ])
    .execute();
  const retired = await db
    .insertInto('users')
    .values({ username: 'retired', email: 'retired@example.com', first_name: 'Rita', last_name: 'Retired', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_context')
    .values({ user_id: retired.id, customer_id: 1, customer_name: 'Atrium Kurs AS', roles: ['instructor'], active: false })
    .execute();
  // Enough people to pass the search's limit of 200.
  await db
    .insertInto('users')
    .values(
      Array.from({ length: 205 }, (_, i) => ({
        username: `mange${i}`,
        email: `mange${i}@example.com`,
        first_name: 'Mange',
        last_name: `Folk${String(i).padStart(3, '0')}`,
        password_hash: 'x',
      })),
    )
    .execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const as = (roles: Role[], customerId = 1) => ({ cookie: sessionCookie({ roles, sessionId, customerId }) });
const list = (headers: Record<string, string> = as(['staff'])) => app.inject({ url: '/api/users/web/data/instructor/all', headers });
const add = (payload: unknown, headers: Record<string, string> = as(['staff'])) =>
  app.inject({ method: 'POST', url: '/api/users/web/data/instructor/add', payload: payload as object, headers });
const userId = async (username: string) =>
  (await usersDb(database.db).selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('GET web/data/instructor/all', () => {
  it('lists everyone with an instructor role in an active context, once per role, by name', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { userId: await userId('ekstern'), name: 'Erik Ekstern', instructorRole: 'instructor' },
      { userId: await userId('ekstern'), name: 'Erik Ekstern', instructorRole: 'instructor_external' },
      { userId: 3, name: 'Ingrid Instruktør', instructorRole: 'instructor' },
    ]);
  });

  it('is for platform admins and staff (401 signed out, 403 for others)', async () => {
    expect((await list({})).statusCode).toBe(401);
    for (const role of ['instructor', 'companyadmin', 'eca_admin'] as Role[]) expect((await list(as([role]))).statusCode).toBe(403);
    expect((await list(as(['atrium']))).statusCode).toBe(200);
  });
});

test('GET users/roles/instructor answers the instructor roles', async () => {
  const res = await app.inject({ url: '/api/users/users/roles/instructor', headers: as(['atrium']) });
  expect(res.json()).toEqual(['instructor', 'instructor_external']);
  expect((await app.inject({ url: '/api/users/users/roles/instructor', headers: as(['instructor']) })).statusCode).toBe(403);
});

describe('GET web/data/instructor/usersearch', () => {
  const search = (q: string, headers: Record<string, string> = as(['staff'])) =>
    app.inject({ url: `/api/users/web/data/instructor/usersearch?q=${encodeURIComponent(q)}`, headers });

  it('answers the first 200 hits by name and the total', async () => {
    const res = await search('mange');
    expect(res.statusCode).toBe(200);
    const { hits, total } = res.json();
    expect(total).toBe(205);
    expect(hits).toHaveLength(200);
    expect(hits[0]).toEqual({ id: expect.any(Number), uuid: expect.any(String), firstname: 'Mange', lastname: 'Folk000' });
    expect(hits[199].lastname).toBe('Folk199');
    expect((await search('kari nobody')).json()).toEqual({ hits: [], total: 0 });
    expect((await search('staff')).json().hits.map((hit: { firstname: string }) => hit.firstname)).toEqual(['Stian']);
  });

  it('needs 2 characters and the role', async () => {
    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty(['querystring.q']);
    expect((await search('mange', as(['companyadmin']))).statusCode).toBe(403);
  });
});

describe('POST web/data/instructor/add', () => {
  const rolesAt = async (username: string, customerId = 1) =>
    usersDb(database.db)
      .selectFrom('user_context')
      .select(['roles', 'active', 'customer_name', 'site'])
      .where('user_id', '=', await userId(username))
      .where('customer_id', '=', customerId)
      .executeTakeFirst();

  it('gives the person the role at the customer the caller acts for, and they appear in the list', async () => {
    const res = await add({ userId: await userId('mange7'), instructorRole: 'instructor_external' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: true });
    expect(await rolesAt('mange7')).toEqual({ roles: ['instructor_external'], active: true, customer_name: 'Atrium Kurs AS', site: 'NO' });
    expect((await list()).json()).toContainEqual({
      userId: await userId('mange7'),
      name: 'Mange Folk007',
      instructorRole: 'instructor_external',
    });
  });

  it('keeps the roles a context has, adds a role once, and wakes up an inactive context', async () => {
    expect((await add({ userId: 2, instructorRole: 'instructor' })).json()).toEqual({ added: true });
    expect(await rolesAt('staff')).toMatchObject({ roles: ['staff', 'instructor'] });
    expect((await add({ userId: 2, instructorRole: 'instructor' })).json()).toEqual({ added: false });
    expect(await rolesAt('staff')).toMatchObject({ roles: ['staff', 'instructor'] });

    expect((await add({ userId: await userId('retired'), instructorRole: 'instructor' })).json()).toEqual({ added: true });
    expect(await rolesAt('retired')).toMatchObject({ roles: ['instructor'], active: true });
  });

  it('adds the role once when asked twice at the same moment', async () => {
    const id = await userId('mange8');
    const answers = await Promise.all([
      add({ userId: id, instructorRole: 'instructor' }),
      add({ userId: id, instructorRole: 'instructor' }),
    ]);
    expect(answers.map((res) => res.json().added).sort()).toEqual([false, true]);
    expect(await rolesAt('mange8')).toMatchObject({ roles: ['instructor'] });
  });

  it('validates the body with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ userId: 2, instructorRole: 'atrium' }, 'body.instructorRole'],
      [{ userId: 2 }, 'body.instructorRole'],
      [{ instructorRole: 'instructor' }, 'body.userId'],
      [{ userId: 999999, instructorRole: 'instructor' }, 'body.userId'],
    ] as const) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
  });

  it('is for platform admins and staff only, acting for an open customer', async () => {
    const body = { userId: await userId('mange9'), instructorRole: 'instructor' };
    expect((await add(body, {})).statusCode).toBe(401);
    for (const role of ['instructor', 'companyadmin'] as Role[]) expect((await add(body, as([role]))).statusCode).toBe(403);
    expect((await add(body, as(['staff'], 9))).statusCode).toBe(403);
    expect(await rolesAt('mange9', 9)).toBeUndefined();
  });
});
