import { outboxMigration } from '@atrium/service-core';
import {
  buildTestApp,
  createTestDatabase,
  sessionCookie,
  startTestMailDelivery,
  type TestDatabase,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { UserNotifications } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let mail: TestMailDelivery;
let admin: string;
let staff: string;
let rita: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  // Another area's outbox, made as that area's migration makes it.
  await sql`create schema elearning`.execute(database.db);
  await outboxMigration('elearning').up(database.db);
  mail = await startTestMailDelivery(database.db, ['users']);
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  const db = usersDb(database.db);
  rita = (
    await db
      .insertInto('users')
      .values({ username: 'rita.notified', email: 'Rita@Example.com', first_name: 'Rita', last_name: 'Notified', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('user_context')
    .values({ user_id: rita, customer_id: 1, customer_name: 'Demo AS', roles: [], work_email: 'rita@work.example' })
    .execute();
});

afterAll(async () => {
  await mail.stop();
  await app.close();
  await database.drop();
});

async function waitForSent(): Promise<void> {
  for (let tries = 0; tries < 150; tries++) {
    const { rows } = await sql<{ status: string }>`select status from users.outbox order by id desc limit 1`.execute(database.db);
    if (rows[0]?.status === 'sent') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reset e-mail was not delivered');
}

const list = (cookie = admin, userId = rita) =>
  app.inject({ url: `/api/users/data/atriumusersearch/user/${userId}/notifications`, headers: { cookie } });

it('lists the e-mails of every area sent to the person’s e-mail or work e-mail, newest first, with their status', async () => {
  await sql`
    insert into elearning.outbox ("to", cc, subject, text, created_at)
    values (array['boss@example.com'], array['RITA@example.com'], 'Your license', 'A license is yours', now() - interval '2 days'),
           (array['rita@work.example'], '{}', 'Reminder', 'Start the course', now() - interval '1 day'),
           (array['someone@example.com'], '{}', 'Not Rita', 'Not for Rita', now())`.execute(database.db);
  // A real one, delivered over SMTP: the platform admin sends Rita a password reset.
  const reset = await app.inject({
    method: 'POST',
    url: '/api/users/data/password/reset',
    headers: { cookie: admin },
    payload: { usernameOrEmail: 'rita.notified' },
  });
  expect(reset.statusCode).toBeLessThan(300);
  await waitForSent();

  const answer = await list();
  expect(answer.statusCode).toBe(200);
  const notifications = answer.json<UserNotifications>();
  expect(notifications.addresses).toEqual(['rita@example.com', 'rita@work.example']);
  expect(notifications.limited).toBe(false);
  expect(notifications.emails.map((email) => [email.area, email.subject.length > 0, email.status])).toEqual([
    ['users', true, 'sent'],
    ['elearning', true, 'queued'],
    ['elearning', true, 'queued'],
  ]);
  expect(notifications.emails[0]!.sentAt).not.toBeNull();
  expect(notifications.emails.slice(1).map((email) => email.subject)).toEqual(['Reminder', 'Your license']);
  expect(notifications.emails.map((email) => email.subject)).not.toContain('Not Rita');
});

it('is for platform admins, answers 404 for nobody and 400 naming a bad id', async () => {
  expect((await list(staff)).statusCode).toBe(403);
  expect((await app.inject({ url: `/api/users/data/atriumusersearch/user/${rita}/notifications` })).statusCode).toBe(401);
  expect((await list(admin, 999999)).statusCode).toBe(404);
  const bad = await app.inject({ url: '/api/users/data/atriumusersearch/user/x/notifications', headers: { cookie: admin } });
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('userId');
});
