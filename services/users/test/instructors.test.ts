import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let sessionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  const db = usersDb(database.db);
  sessionId = await openLoginSession(database.db, 1);
  const external = await db
    .insertInto('users')
    .values({ username: 'ekstern', email: 'ekstern@example.com', first_name: 'Erik', last_name: 'Ekstern', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_context')
    .values([
      { user_id: external.id, customer_id: 2, customer_name: 'Nordsjø Energi AS', roles: ['companyadmin'] },
      { user_id: external.id, customer_id: 1, customer_name: 'Atrium Kurs AS', roles: ['instructor_external'] },
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
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('GET /api/users/instructors', () => {
  it('lists users who are instructors or external instructors in any active context, by last name', async () => {
    const res = await app.inject({ url: '/api/users/instructors', headers: { cookie: sessionCookie({ roles: ['staff'], sessionId }) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { firstName: string; lastName: string }) => `${i.firstName} ${i.lastName}`)).toEqual([
      'Erik Ekstern',
      'Ingrid Instruktør',
    ]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['firstName', 'id', 'lastName', 'photo', 'signature']);
  });

  // Decision 0207: the classroom area's pickers show the pictures the users area holds.
  it('says which instructors have a photo and a signature', async () => {
    const db = usersDb(database.db);
    const erik = await db.selectFrom('users').select('id').where('username', '=', 'ekstern').executeTakeFirstOrThrow();
    await db
      .insertInto('instructor_file')
      .values({ user_id: erik.id, kind: 'photo', file_key: randomUUID(), content_type: 'image/png', size_bytes: 5, uploaded_by: 1 })
      .execute();
    const res = await app.inject({ url: '/api/users/instructors', headers: { cookie: sessionCookie({ roles: ['staff'], sessionId }) } });
    expect(res.json().map((i: { lastName: string; photo: boolean; signature: boolean }) => [i.lastName, i.photo, i.signature])).toEqual([
      ['Ekstern', true, false],
      ['Instruktør', false, false],
    ]);
  });

  it('is for platform admins and course staff', async () => {
    expect((await app.inject({ url: '/api/users/instructors' })).statusCode).toBe(401);
    const instructor = sessionCookie({ roles: ['instructor'], sessionId });
    expect((await app.inject({ url: '/api/users/instructors', headers: { cookie: instructor } })).statusCode).toBe(403);
  });
});
