import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { PersonAudit } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

// The audit screen reads the shared audit log (decision 0118), written by row triggers on every write request.

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let staff: string;
let olga: number;
let other: number;

const list = (userId: number, query = '', cookie = admin) =>
  app.inject({ url: `/api/users/data/atriumusersearch/user/${userId}/audit-log${query}`, headers: { cookie } });
const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  app.inject({ method, url: `/api/users${url}`, headers: { cookie: admin }, payload });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  const db = usersDb(database.db);
  const add = async (username: string) => {
    const id = (
      await db
        .insertInto('users')
        .values({ username, email: `${username}@example.com`, first_name: 'Olga', last_name: username, password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Made without a request (as demo data is): the log has no insert of this context, only what changes later.
    await db.insertInto('user_context').values({ user_id: id, customer_id: 1, customer_name: 'Atrium Kurs AS', roles: [] }).execute();
    return id;
  };
  olga = await add('olga.audit');
  other = await add('otto.other');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('shows who changed what on the person: their account, their context, a note added and deleted; nobody else’s', async () => {
  const person = { firstname: 'Olga', lastname: 'olga.audit', email: 'olga.audit@example.com', locale: 'nb_NO' };
  expect((await call('PUT', `/data/atriumusersearch/user/${olga}`, { ...person, phone: '+47 411 11 111' })).statusCode).toBe(200);
  expect((await call('PUT', `/data/atriumusersearch/usercontext/${olga}/1`, { title: 'Sveiser' })).statusCode).toBe(200);
  const note = (await call('POST', '/data/comments', { commentType: 'USER', typeId: olga, text: 'Ringer om kurs' })).json<{ id: number }>();
  expect((await call('POST', '/data/comments/delete', { ids: [note.id] })).statusCode).toBeLessThan(300);
  expect((await call('PUT', `/data/atriumusersearch/usercontext/${other}/1`, { title: 'Ikke Olga' })).statusCode).toBe(200);

  const answer = await list(olga);
  expect(answer.statusCode).toBe(200);
  const { entries, hasMore } = answer.json<PersonAudit>();
  expect(hasMore).toBe(false);
  const about = entries.filter((entry) => entry.area === 'users' && entry.table !== 'user_audit');
  expect(about.map((entry) => [entry.table, entry.operation])).toEqual([
    ['user_note', 'delete'],
    ['user_note', 'insert'],
    ['user_context', 'update'],
    ['users', 'update'],
  ]);
  expect(about[3]).toMatchObject({
    actor: 'Ada Admin',
    actorUserId: 1,
    method: 'PUT',
    changes: { phone: { from: null, to: '+47 411 11 111' } },
  });
  expect(about[2]!.changes).toEqual({ title: { from: null, to: 'Sveiser' } });
  expect(about[1]!.changes).toMatchObject({ text: 'Ringer om kurs', user_id: olga });
  expect(JSON.stringify(entries)).not.toContain('Ikke Olga');
});

it('pages newest first with before, and never shows a secret', async () => {
  expect((await call('PUT', '/data/atriumusersearch/password', { password: 'Hemmelig123', user: olga })).statusCode).toBe(200);
  const first = (await list(olga)).json<PersonAudit>();
  expect(JSON.stringify(first)).not.toContain('$argon2');
  expect(first.entries.find((entry) => entry.table === 'users' && 'password_hash' in entry.changes)?.changes).toMatchObject({
    password_hash: { from: '[redacted]', to: '[redacted]' },
  });
  const newest = first.entries[0]!.id;
  const older = (await list(olga, `?before=${newest}`)).json<PersonAudit>();
  expect(older.entries.map((entry) => entry.id)).toEqual(first.entries.slice(1).map((entry) => entry.id));
});

it('is for platform admins, with 404 for nobody and 400 naming a bad cursor', async () => {
  expect((await list(olga, '', staff)).statusCode).toBe(403);
  expect((await list(999999)).statusCode).toBe(404);
  const bad = await list(olga, '?before=x');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('before');
});
