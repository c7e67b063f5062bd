import {
  buildTestApp,
  createTestDatabase,
  type TestDatabase,
  startTestMailDelivery,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { usersModule } from '../src';
import { decodeResetRef } from '@atrium/users-contract';

// The reset e-mail as people get it: delivered by the mail worker through a real SMTP server, link followed.

let database: TestDatabase;
let app: FastifyInstance;
let mail: TestMailDelivery;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  mail = await startTestMailDelivery(database.db, ['users']);
});

afterAll(async () => {
  await mail.stop();
  await app.close();
  await database.drop();
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The message body as written: nodemailer sends long lines quoted-printable, with soft line breaks. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

test('forgot password: the e-mail arrives over SMTP and its link sets a password to sign in with', async () => {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/users/data/unauthenticated/password/reset',
    headers: { host: 'atrium.test:4000' },
    payload: { usernameOrEmail: 'companyadmin' },
  });
  expect(asked.statusCode).toBe(204);

  const arrival = await waitFor(() => mail.arrivals[0]);
  expect(arrival.to).toEqual(['companyadmin@atrium.example']);
  const body = decodeQuotedPrintable(arrival.raw);
  expect(body).toContain('Hei Carl');
  const link = new URL(/http:\/\/atrium\.test:4000\/password\/reset\/\S+/.exec(body)![0]);
  const token = link.pathname.split('/').at(-1)!;
  const email = decodeResetRef(link.searchParams.get('ref'));
  expect(email).toBe('companyadmin@atrium.example');

  const shown = await app.inject({ method: 'GET', url: `/api/users/data/password/reset/${token}` });
  expect(shown.json()).toEqual({ user: { username: 'companyadmin' }, passwordStrength: 'medium' });
  const set = await app.inject({
    method: 'PUT',
    url: `/api/users/data/password/reset/${token}`,
    payload: { password: 'FraEpost42', email },
  });
  expect(set.statusCode).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: 'companyadmin', password: 'FraEpost42' },
  });
  expect(login.statusCode).toBe(200);
});
