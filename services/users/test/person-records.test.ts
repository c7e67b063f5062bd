import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { Consent, Note, SecurityCard } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string };
let staff: { cookie: string };
let person: { id: number; uuid: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  admin = { cookie: sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 }) };
  staff = { cookie: sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 }) };
  person = await usersDb(database.db)
    .insertInto('users')
    .values({ username: 'rita.records', email: 'rita@example.com', first_name: 'Rita', last_name: 'Records', password_hash: 'x' })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  app.inject({ method, url: `/api/users${url}`, headers, ...(payload && { payload }) });
const auditActions = async () =>
  (await usersDb(database.db).selectFrom('user_audit').select('action').where('user_id', '=', person.id).orderBy('id').execute()).map(
    (row) => row.action,
  );

describe('consent', () => {
  it('is for platform admins, with 400 naming a bad type and 404 for nobody', async () => {
    expect((await call('GET', `/data/atriumusersearch/consent/${person.id}`, undefined, staff)).statusCode).toBe(403);
    const bad = await call('POST', `/data/atriumusersearch/addconsent/${person.uuid}/SPAM`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('type');
    expect((await call('GET', '/data/atriumusersearch/consent/999999')).statusCode).toBe(404);
    expect((await call('POST', '/data/atriumusersearch/addconsent/6f1c1a52-0000-4000-8000-000000000001/NEWSLETTER')).statusCode).toBe(404);
  });

  it('adds a consent once per type, withdraws and gives it again, and audits each change', async () => {
    const added = await call('POST', `/data/atriumusersearch/addconsent/${person.uuid}/PERSONAL_DATA`);
    expect(added.statusCode).toBe(200);
    const consent = added.json<Consent>();
    expect(consent).toMatchObject({ type: 'PERSONAL_DATA', given: true });
    const twice = await call('POST', `/data/atriumusersearch/addconsent/${person.uuid}/PERSONAL_DATA`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('consent.exists');

    const withdrawn = await call('PUT', `/data/atriumusersearch/consentupdate/${consent.id}/${person.uuid}`, { given: false });
    expect(withdrawn.json<Consent>()).toMatchObject({ given: false, givenAt: consent.givenAt });
    const again = await call('PUT', `/data/atriumusersearch/consentupdate/${consent.id}/${person.uuid}`, { given: true });
    expect(again.json<Consent>().given).toBe(true);
    expect(new Date(again.json<Consent>().givenAt).getTime()).toBeGreaterThan(new Date(consent.givenAt).getTime());
    const otherUuid = '6f1c1a52-0000-4000-8000-000000000002';
    expect((await call('PUT', `/data/atriumusersearch/consentupdate/${consent.id}/${otherUuid}`, { given: true })).statusCode).toBe(404);
    expect((await call('GET', `/data/atriumusersearch/consent/${person.id}`)).json<Consent[]>()).toHaveLength(1);
    expect(await auditActions()).toEqual(expect.arrayContaining(['consent.add', 'consent.withdraw', 'consent.give']));
  });
});

describe('notes', () => {
  it('writes notes with their author, lists them newest first, deletes by ids', async () => {
    const empty = await call('POST', '/data/comments', { text: '  ', commentType: 'USER', typeId: person.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('text');
    expect((await call('POST', '/data/comments', { text: 'x', commentType: 'COURSE', typeId: person.id })).statusCode).toBe(400);
    expect((await call('POST', '/data/comments', { text: 'x', commentType: 'USER', typeId: 999999 })).statusCode).toBe(404);
    const first = (
      await call('POST', '/data/comments', { text: 'Ringte om faktura', commentType: 'USER', typeId: person.id })
    ).json<Note>();
    const second = (
      await call('POST', '/data/comments', { text: 'Sendte kursbevis', commentType: 'USER', typeId: person.id })
    ).json<Note>();
    expect(first).toMatchObject({ text: 'Ringte om faktura', author: 'Ada Admin', typeId: person.id, commentType: 'USER' });
    const listed = await call('GET', `/data/comments?commentType=USER&typeId=${person.id}`);
    expect(listed.json<Note[]>().map((note) => note.id)).toEqual([second.id, first.id]);
    expect((await call('POST', '/data/comments/delete', { ids: [first.id, second.id] })).statusCode).toBe(204);
    expect((await call('GET', `/data/comments?commentType=USER&typeId=${person.id}`)).json<Note[]>()).toEqual([]);
    expect(await auditActions()).toEqual(expect.arrayContaining(['note.add', 'note.delete']));
  });
});

describe('safety cards', () => {
  it('adds a card once per type and number, refuses an expiry before the issue, lists and deletes', async () => {
    const url = '/data/users/sercuritycard';
    const backwards = await call('POST', url, {
      userId: person.id,
      cardType: 'HMS',
      cardNumber: '1',
      issuedOn: '2026-02-01',
      expiresOn: '2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('expiresOn');
    const card = { userId: person.id, cardType: 'HMS-kort', cardNumber: 'NO-123456', issuedOn: '2025-01-01', expiresOn: '2027-01-01' };
    const added = await call('POST', url, card);
    expect(added.statusCode).toBe(200);
    expect(added.json<SecurityCard>()).toMatchObject({ cardType: 'HMS-kort', cardNumber: 'NO-123456', expiresOn: '2027-01-01' });
    expect((await call('POST', url, card)).statusCode).toBe(409);
    expect((await call('GET', `/data/users/get/sercuritycard/${person.id}`)).json<SecurityCard[]>()).toHaveLength(1);
    expect((await call('GET', `/data/users/get/sercuritycard/${person.id}`, undefined, staff)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${added.json<SecurityCard>().id}`)).statusCode).toBe(204);
    expect((await call('GET', `/data/users/get/sercuritycard/${person.id}`)).json<SecurityCard[]>()).toEqual([]);
  });
});
