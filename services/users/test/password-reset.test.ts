import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openLoginSession, usersModule } from '../src';
import { decodeResetRef, encodeResetRef } from '@atrium/users-contract';
import { usersDb } from '../src/db';
import { hashLinkToken } from '../src/password-reset/reset-link-token';

const ORIGIN = 'https://atrium.example';
const NEW_PASSWORD = 'NyttPassord9';

let database: TestDatabase;
let app: FastifyInstance;
let adminSession: string;

beforeAll(async () => {
  process.env.ATRIUM_PUBLIC_URL = `${ORIGIN}/`;
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  adminSession = await openLoginSession(database.db, 1);
  // The company area's view, as a table: these tests mount the users area alone.
  await sql`
    create table published.company_customer (
      id integer primary key, name text not null, active boolean not null, merged_into_id integer, site text not null
    )`.execute(database.db);
  await sql`insert into published.company_customer values (2, 'Nordsjø Energi AS', true, null, 'NO'), (3, 'Svensk Bygg AB', true, null, 'SE')`.execute(
    database.db,
  );
});

afterAll(async () => {
  delete process.env.ATRIUM_PUBLIC_URL;
  await app.close();
  await database.drop();
});

beforeEach(async () => {
  await usersDb(database.db).deleteFrom('password_reset_link').execute();
  await database.db.withSchema('users').deleteFrom('outbox').execute();
});

const users = () => usersDb(database.db);
const as = (roles: Role[], sessionId = adminSession, userId = 1) => ({ cookie: sessionCookie({ roles, sessionId, userId }) });
const outbox = () => database.db.withSchema('users').selectFrom('outbox').selectAll().orderBy('id').execute();
const links = () => users().selectFrom('password_reset_link').selectAll().orderBy('created_at').execute();

const forgot = (usernameOrEmail: unknown) =>
  app.inject({ method: 'POST', url: '/api/users/data/unauthenticated/password/reset', payload: { usernameOrEmail } });
const readLink = (token: string) => app.inject({ method: 'GET', url: `/api/users/data/password/reset/${token}` });
const reset = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/users/data/password/reset/${token}`, payload });
const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });

/** The link of the last e-mail in the outbox, split into its token and the e-mail address of its ref. */
async function mailedLink(): Promise<{ url: URL; token: string; email: string | undefined }> {
  const mail = (await outbox()).at(-1);
  const match = /https:\/\/\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error('no link in the last e-mail');
  const url = new URL(match[0]);
  return { url, token: url.pathname.replace('/password/reset/', ''), email: decodeResetRef(url.searchParams.get('ref')) };
}

async function linkFor(username: string) {
  expect((await forgot(username)).statusCode).toBe(204);
  return mailedLink();
}

async function createUser(username: string, locale = 'en_US') {
  const { id } = await users()
    .insertInto('users')
    .values({
      username,
      email: `${username}@people.example`,
      first_name: 'Pia',
      last_name: 'Person',
      password_hash: 'x',
      locale: locale as 'en_US',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('forgot password (POST data/unauthenticated/password/reset)', () => {
  it('mails a single-use link to /password/reset/{id}?ref={encoded e-mail} in the person’s language, keeping only its hash', async () => {
    const res = await forgot('ADMIN');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: ['admin@atrium.example'], subject: 'Tilbakestill passordet ditt i Atrium', status: 'queued' });
    const { url, token, email } = await mailedLink();
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/password/reset/${token}`);
    expect(email).toBe('admin@atrium.example');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [link] = await links();
    expect(link).toMatchObject({ user_id: 1, purpose: 'reset', used_at: null, token_hash: hashLinkToken(token) });
    expect(JSON.stringify(await links())).not.toContain(token);
    const hours = (link!.expires_at.getTime() - link!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('takes the e-mail address as well, case ignored', async () => {
    expect((await forgot(' Staff@Atrium.Example ')).statusCode).toBe(204);
    expect((await outbox()).map((mail) => mail.to)).toEqual([['staff@atrium.example']]);
  });

  it('answers the same for a name nobody has, and sends nothing', async () => {
    const res = await forgot('nobody@nowhere.example');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await outbox()).toEqual([]);
    expect(await links()).toEqual([]);
  });

  it('sends no second link within a minute, with the same answer', async () => {
    await linkFor('instructor');
    expect((await forgot('instructor')).statusCode).toBe(204);
    expect(await outbox()).toHaveLength(1);
    await users()
      .updateTable('password_reset_link')
      .set({ created_at: sql`now() - interval '2 minutes'` } as never)
      .execute();
    expect((await forgot('instructor')).statusCode).toBe(204);
    expect(await outbox()).toHaveLength(2);
  });

  it('refuses an empty or missing name with 400 naming the field (document 001 §5)', async () => {
    for (const payload of [{ usernameOrEmail: '   ' }, {}, { usernameOrEmail: 42 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/users/data/unauthenticated/password/reset', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(['body.usernameOrEmail']);
    }
    expect(await outbox()).toEqual([]);
  });
});

describe('the link (GET and PUT data/password/reset/{id})', () => {
  it('shows whose link it is and the password rule', async () => {
    const { token } = await linkFor('staff');
    const res = await readLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { username: 'staff' }, passwordStrength: 'medium' });
  });

  it('says user.password.resetLinkUsed for an unknown, expired or used link', async () => {
    const unknown = await readLink('not-a-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('user.password.resetLinkUsed');

    const { token } = await linkFor('staff');
    await users()
      .updateTable('password_reset_link')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    for (const res of [await readLink(token), await reset(token, { password: NEW_PASSWORD })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('user.password.resetLinkUsed');
    }
    expect((await login('staff', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('sets a medium password; sign-in works with it at once, the old one and the link stop working', async () => {
    const id = await createUser('setter');
    await users()
      .updateTable('users')
      .set({ password_hash: (await import('../src/session/password-hash')).UNUSABLE_HASH })
      .where('id', '=', id)
      .execute();
    const { token, email } = await linkFor('setter');

    const res = await reset(token, { password: NEW_PASSWORD, email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { username: 'setter' } });
    expect((await login('setter', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('setter@people.example', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, { password: 'AnnetPassord7', email });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('user.password.resetLinkUsed');
    expect((await readLink(token)).statusCode).toBe(404);
    expect((await login('setter', 'AnnetPassord7')).statusCode).toBe(401);
  });

  it('refuses a password that is not medium with 400 naming the field, and the link keeps working', async () => {
    const { token } = await linkFor('companyadmin');
    for (const password of ['Short1a', 'alllower1', 'ALLUPPER1', 'NoDigitsHere', 'Has space1A', 'Sære1234', '']) {
      const res = await reset(token, { password });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'body.password': 'validation.password.medium' });
    }
    const missing = await reset(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty(['body.password']);
    expect((await readLink(token)).statusCode).toBe(200);
    expect((await reset(token, { password: 'Exactly8' })).statusCode).toBe(200);
  });

  it('refuses a ref that is not the person’s address and leaves the link unused', async () => {
    await createUser('refcheck');
    const { token, email } = await linkFor('refcheck');
    const wrong = await reset(token, { password: NEW_PASSWORD, email: 'someone.else@people.example' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('user.password.resetLinkUsed');
    expect((await login('refcheck', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await reset(token, { password: NEW_PASSWORD, email: email!.toUpperCase() })).statusCode).toBe(200);
  });

  it('ends the person’s sessions and closes their other links', async () => {
    const id = await createUser('sessions');
    const sessionId = await openLoginSession(database.db, id);
    const cookie = { cookie: sessionCookie({ roles: [], sessionId, userId: id, username: 'sessions' }) };
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: cookie })).statusCode).toBe(200);

    const first = await linkFor('sessions');
    await users()
      .updateTable('password_reset_link')
      .set({ created_at: sql`now() - interval '2 minutes'` } as never)
      .execute();
    const second = await linkFor('sessions');
    expect((await reset(second.token, { password: NEW_PASSWORD })).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: cookie })).statusCode).toBe(401);
    expect((await readLink(first.token)).statusCode).toBe(404);
  });

  it('uses a link once when it is sent twice at the same moment', async () => {
    await createUser('racer');
    const { token } = await linkFor('racer');
    const answers = await Promise.all([reset(token, { password: 'RaceWinner1' }), reset(token, { password: 'RaceWinner2' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]!.statusCode === 200 ? 'RaceWinner1' : 'RaceWinner2';
    const loser = winner === 'RaceWinner1' ? 'RaceWinner2' : 'RaceWinner1';
    expect((await login('racer', winner)).statusCode).toBe(200);
    expect((await login('racer', loser)).statusCode).toBe(401);
  });
});

describe('platform admin: send a reset (POST data/password/reset)', () => {
  const send = (payload: unknown, headers: Record<string, string> = as(['atrium'])) =>
    app.inject({ method: 'POST', url: '/api/users/data/password/reset', payload: payload as object, headers });

  it('mails the person a link, every time it is asked', async () => {
    expect((await send({ usernameOrEmail: 'svensk' })).statusCode).toBe(204);
    expect((await send({ usernameOrEmail: 'svensk@atrium.example' })).statusCode).toBe(204);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: ['svensk@atrium.example'], subject: 'Återställ ditt lösenord i Atrium' });
    const { token } = await mailedLink();
    expect((await readLink(token)).json()).toEqual({ user: { username: 'svensk' }, passwordStrength: 'medium' });
  });

  it('says 404 for a name nobody has', async () => {
    const res = await send({ usernameOrEmail: 'nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('user.password.reset.unknownUser');
  });

  it('is for platform admins only (401 signed out, 403 otherwise) and validates the body', async () => {
    expect((await send({ usernameOrEmail: 'svensk' }, {})).statusCode).toBe(401);
    for (const role of ['staff', 'companyadmin', 'instructor'] as Role[]) {
      expect((await send({ usernameOrEmail: 'svensk' }, as([role]))).statusCode).toBe(403);
    }
    const bad = await send({ usernameOrEmail: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['body.usernameOrEmail']);
    expect(await outbox()).toEqual([]);
  });
});

describe('platform admin: change a password (PUT data/atriumusersearch/password)', () => {
  const change = (payload: unknown, headers: Record<string, string> = as(['atrium'])) =>
    app.inject({ method: 'PUT', url: '/api/users/data/atriumusersearch/password', payload: payload as object, headers });

  it('sets the password, ends the person’s sessions and closes their links; answers changed', async () => {
    const id = await createUser('changed');
    const sessionId = await openLoginSession(database.db, id);
    const { token } = await linkFor('changed');

    const res = await change({ password: NEW_PASSWORD, user: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true });
    expect((await login('changed', NEW_PASSWORD)).statusCode).toBe(200);
    const cookie = { cookie: sessionCookie({ roles: [], sessionId, userId: id }) };
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: cookie })).statusCode).toBe(401);
    expect((await readLink(token)).statusCode).toBe(404);
    // The person's audit says who set it, and nothing of the password.
    const audit = await app.inject({ url: `/api/users/data/atriumusersearch/user/${id}/audit`, headers: as(['atrium']) });
    expect(audit.json()).toMatchObject([{ action: 'password.change', detail: {} }]);
  });

  it('keeps the admin signed in when they change their own password', async () => {
    const own = adminSession;
    const other = await openLoginSession(database.db, 1);
    expect((await change({ password: 'AdminPassord1', user: 1 }, as(['atrium'], own))).json()).toEqual({ changed: true });
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: as(['atrium'], own) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: as(['atrium'], other) })).statusCode).toBe(401);
  });

  it('answers changed false for a person who does not exist', async () => {
    expect((await change({ password: NEW_PASSWORD, user: 999999 })).json()).toEqual({ changed: false });
  });

  it('is for platform admins only and checks the medium rule and the fields', async () => {
    expect((await change({ password: NEW_PASSWORD, user: 2 }, {})).statusCode).toBe(401);
    expect((await change({ password: NEW_PASSWORD, user: 2 }, as(['staff']))).statusCode).toBe(403);
    const weak = await change({ password: 'weak', user: 2 });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ 'body.password': 'validation.password.medium' });
    const noUser = await change({ password: NEW_PASSWORD });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().fields).toHaveProperty(['body.user']);
    expect((await login('staff', 'atrium123')).statusCode).toBe(200);
  });
});

describe('a person registered from a user picker', () => {
  const register = (user: Record<string, unknown>, flags: Record<string, boolean> = {}) =>
    app.inject({ method: 'POST', url: '/api/users/data/users/new', payload: { ...flags, user }, headers: as(['staff']) });

  it('gets a "set your password" e-mail with a 7-day link, sets a password with it and signs in', async () => {
    const res = await register({ firstName: 'Siv', lastName: 'Svensk', email: 'Siv@Bygg.example', customerId: 3 });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: ['Siv@Bygg.example'], subject: 'Välj ditt lösenord i Atrium' });
    expect(mail!.text).toContain('Hej Siv');
    const [link] = await links();
    expect(link).toMatchObject({ purpose: 'welcome', user_id: res.json().user.id });
    expect((link!.expires_at.getTime() - link!.created_at.getTime()) / 86_400_000).toBeCloseTo(7, 2);

    const { token, email } = await mailedLink();
    expect(email).toBe('Siv@Bygg.example');
    expect((await readLink(token)).json()).toEqual({ user: { username: 'Siv@Bygg.example' }, passwordStrength: 'medium' });
    expect((await login('siv@bygg.example', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await reset(token, { password: NEW_PASSWORD, email })).statusCode).toBe(200);
    expect((await login('siv@bygg.example', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('may ask for a reset at once: the welcome link does not hold the forgot-password form back', async () => {
    await register({ firstName: 'Rask', lastName: 'Reset', email: 'rask@nordsjo.example', customerId: 2 });
    expect((await forgot('rask@nordsjo.example')).statusCode).toBe(204);
    expect((await outbox()).map((mail) => mail.subject)).toEqual(['Velg passordet ditt i Atrium', 'Tilbakestill passordet ditt i Atrium']);
  });

  it('mails nobody when the registration stops at a duplicate or takes the existing person', async () => {
    const existing = { firstName: 'Other', lastName: 'Name', email: 'staff@atrium.example', customerId: 2 };
    expect((await register(existing)).json().possibleDuplicate).not.toBeNull();
    expect((await register(existing, { useDuplicate: true })).json().user).not.toBeNull();
    expect((await register(existing, { force: true })).statusCode).toBe(409);
    expect(await outbox()).toEqual([]);
    expect(await links()).toEqual([]);
  });
});

test('the ref is the e-mail address, readable back even with non-ASCII letters', () => {
  for (const email of ['kari@nordsjo.example', 'Åse.Øye@bygg.example']) expect(decodeResetRef(encodeResetRef(email))).toBe(email);
  expect(encodeResetRef('kari@nordsjo.example')).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeResetRef('%%%')).toBeUndefined();
  expect(decodeResetRef(null)).toBeUndefined();
});
