import { randomUUID } from 'node:crypto';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MergePreview, MergeRecord } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';
import { hashPassword } from '../src/session/password-hash';

let database: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string };
let staff: { cookie: string };

/**
 * Stands in for an area's published move functions (the areas test their own: published-person-move.test.ts in
 * elearning and classroom): a table of rows per person, moved and put back by merge id. Moving person 666's rows fails,
 * so a merge can be shown to leave nothing half-moved.
 */
async function publishStandInArea(shared: TestDatabase['db']) {
  await sql`create schema if not exists published`.execute(shared);
  await sql`create table published.standin_row (id serial primary key, user_id integer not null, merge_id bigint, from_user integer)`.execute(
    shared,
  );
  await sql`
    create function published.elearning_person_rows(p_from integer, p_to integer) returns table (kind text, count bigint)
    language sql as $$ select 'licenses', count(*) from published.standin_row where user_id = p_from $$`.execute(shared);
  await sql`
    create function published.elearning_move_person(p_merge bigint, p_from integer, p_to integer, p_uuid uuid) returns integer
    language plpgsql as $$
    declare moved integer;
    begin
      update published.standin_row set user_id = p_to, merge_id = p_merge, from_user = p_from where user_id = p_from;
      get diagnostics moved = row_count;
      if p_from = 666 then raise exception 'stand-in refuses'; end if;
      return moved;
    end $$`.execute(shared);
  await sql`
    create function published.elearning_undo_person_move(p_merge bigint) returns integer
    language plpgsql as $$
    declare moved integer;
    begin
      update published.standin_row set user_id = from_user, merge_id = null where merge_id = p_merge;
      get diagnostics moved = row_count;
      return moved;
    end $$`.execute(shared);
}

async function addUser(username: string, contexts: { customerId: number; roles?: string[]; apiLockdown?: boolean }[], id?: number) {
  const db = usersDb(database.db);
  const [first, last] = username.split('.') as [string, string];
  const user = await db
    .insertInto('users')
    .values({
      ...(id && { id }),
      username,
      email: `${username}@example.com`,
      first_name: first,
      last_name: last,
      password_hash: await hashPassword('Secret-123'),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { customerId, roles = [], apiLockdown = false } of contexts) {
    await db
      .insertInto('user_context')
      .values({
        user_id: user.id,
        customer_id: customerId,
        customer_name: `Customer ${customerId}`,
        roles: roles as never,
        api_lockdown: apiLockdown,
      })
      .execute();
  }
  return user.id;
}

const rowsOf = async (userId: number) =>
  (await sql<{ id: number }>`select id from published.standin_row where user_id = ${userId} order by id`.execute(database.db)).rows.map(
    (row) => row.id,
  );
const contextsOf = (userId: number) =>
  usersDb(database.db)
    .selectFrom('user_context')
    .select(['customer_id', 'roles'])
    .where('user_id', '=', userId)
    .orderBy('customer_id')
    .execute();
const deleted = async (userId: number) =>
  (await usersDb(database.db).selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirstOrThrow()).deleted_at !==
  null;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  await publishStandInArea(database.db);
  admin = { cookie: sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 }) };
  staff = { cookie: sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 }) };
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const url = (keep: number, remove: number) => `/api/users/data/users/merge/${keep}/${remove}`;

describe('merge', () => {
  let kept: number;
  let removed: number;
  let record: MergeRecord;

  beforeAll(async () => {
    kept = await addUser('kari.keep', [{ customerId: 2, roles: ['instructor'] }]);
    removed = await addUser('kari.twin', [
      { customerId: 2, roles: ['companyadmin'] },
      { customerId: 3, apiLockdown: true },
    ]);
    await sql`insert into published.standin_row (user_id) values (${removed}), (${removed}), (${kept})`.execute(database.db);
    await usersDb(database.db).insertInto('login_log').values({ user_id: removed, success: true, browser: 'Firefox' }).execute();
    await usersDb(database.db).insertInto('user_note').values({ user_id: removed, text: 'Ringte om kurset' }).execute();
    await usersDb(database.db)
      .insertInto('user_consent')
      .values([
        { user_id: removed, consent_type: 'NEWSLETTER', given: true },
        { user_id: removed, consent_type: 'PHOTO', given: false },
        { user_id: kept, consent_type: 'PHOTO', given: true },
      ])
      .execute();
    // The removed person's photo moves; their signature stays, as the kept person has one.
    await usersDb(database.db)
      .insertInto('instructor_file')
      .values([
        { user_id: removed, kind: 'photo', file_key: randomUUID(), content_type: 'image/png', size_bytes: 1, uploaded_by: 1 },
        { user_id: removed, kind: 'signature', file_key: randomUUID(), content_type: 'image/png', size_bytes: 1, uploaded_by: 1 },
        { user_id: kept, kind: 'signature', file_key: randomUUID(), content_type: 'image/png', size_bytes: 1, uploaded_by: 1 },
      ])
      .execute();
  });
  const instructorFilesOf = async (userId: number) =>
    (await usersDb(database.db).selectFrom('instructor_file').select('kind').where('user_id', '=', userId).orderBy('kind').execute()).map(
      (row) => row.kind,
    );

  it('is for platform admins: 401, 403, 400 naming the id, 404 for nobody, 409 for the same person', async () => {
    expect((await app.inject({ url: url(kept, removed) })).statusCode).toBe(401);
    expect((await app.inject({ url: url(kept, removed), headers: staff })).statusCode).toBe(403);
    const bad = await app.inject({ url: '/api/users/data/users/merge/x/2', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('keepId');
    expect((await app.inject({ url: url(kept, 999999), headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: url(kept, kept), headers: admin })).statusCode).toBe(409);
  });

  it('previews per area what moves, and warns when the removed person is linked to their company (OCS)', async () => {
    const answer = await app.inject({ url: url(kept, removed), headers: admin });
    expect(answer.statusCode).toBe(200);
    const preview = answer.json<MergePreview>();
    expect(preview.ocsLinked).toBe(true);
    expect(preview.removed.name).toBe('kari twin');
    expect(preview.areas).toEqual([
      {
        area: 'users',
        rows: [
          { kind: 'contexts', count: 2 },
          { kind: 'contexts.joined', count: 1 },
          { kind: 'logins', count: 1 },
          { kind: 'consents', count: 1 },
          { kind: 'consents.stay', count: 1 },
          { kind: 'notes', count: 1 },
          { kind: 'instructorFiles', count: 1 },
          { kind: 'instructorFiles.stay', count: 1 },
        ],
      },
      { area: 'elearning', rows: [{ kind: 'licenses', count: 2 }] },
    ]);
  });

  it('moves every area’s rows, joins contexts at a shared customer, deletes the removed person, and records it', async () => {
    const before = await rowsOf(removed);
    const answer = await app.inject({ method: 'POST', url: url(kept, removed), headers: admin });
    expect(answer.statusCode).toBe(200);
    record = answer.json<MergeRecord>();
    expect(record).toMatchObject({ kept: { id: kept }, removed: { id: removed }, undoable: true, undoneAt: null });
    expect(new Date(record.undoUntil).getTime() - new Date(record.mergedAt).getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(await rowsOf(removed)).toEqual([]);
    expect(await rowsOf(kept)).toEqual(expect.arrayContaining(before));
    expect(await contextsOf(kept)).toEqual([
      { customer_id: 2, roles: ['companyadmin', 'instructor'] },
      { customer_id: 3, roles: [] },
    ]);
    expect(await contextsOf(removed)).toEqual([]);
    expect(await deleted(removed)).toBe(true);
    const consents = await usersDb(database.db)
      .selectFrom('user_consent')
      .select(['user_id', 'consent_type', 'given'])
      .orderBy('id')
      .execute();
    expect(consents).toEqual([
      { user_id: kept, consent_type: 'NEWSLETTER', given: true },
      { user_id: removed, consent_type: 'PHOTO', given: false },
      { user_id: kept, consent_type: 'PHOTO', given: true },
    ]);
    expect((await usersDb(database.db).selectFrom('user_note').select('user_id').executeTakeFirstOrThrow()).user_id).toBe(kept);
    expect(await instructorFilesOf(kept)).toEqual(['photo', 'signature']);
    expect(await instructorFilesOf(removed)).toEqual(['signature']);
    expect((await app.inject({ method: 'POST', url: url(kept, removed), headers: admin })).statusCode).toBe(409);
    const listed = await app.inject({ url: `/api/users/data/users/merges/${removed}`, headers: admin });
    expect(listed.json<MergeRecord[]>().map((merge) => merge.id)).toEqual([record.id]);
  });

  it('undoes the merge: rows, contexts and roles as they were, the person back; a second undo is refused', async () => {
    const answer = await app.inject({ method: 'POST', url: `/api/users/data/users/merges/${record.id}/undo`, headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<MergeRecord>()).toMatchObject({ undoable: false, undoneAt: expect.any(String) });
    expect(await rowsOf(removed)).toHaveLength(2);
    expect(await rowsOf(kept)).toHaveLength(1);
    expect(await contextsOf(kept)).toEqual([{ customer_id: 2, roles: ['instructor'] }]);
    expect(await contextsOf(removed)).toEqual([
      { customer_id: 2, roles: ['companyadmin'] },
      { customer_id: 3, roles: [] },
    ]);
    expect(await deleted(removed)).toBe(false);
    const logins = await usersDb(database.db).selectFrom('login_log').select('user_id').where('browser', '=', 'Firefox').execute();
    expect(logins).toEqual([{ user_id: removed }]);
    expect((await usersDb(database.db).selectFrom('user_note').select('user_id').executeTakeFirstOrThrow()).user_id).toBe(removed);
    expect(await instructorFilesOf(kept)).toEqual(['signature']);
    expect(await instructorFilesOf(removed)).toEqual(['photo', 'signature']);
    const consents = await usersDb(database.db)
      .selectFrom('user_consent')
      .select('user_id')
      .where('consent_type', '=', 'NEWSLETTER')
      .execute();
    expect(consents).toEqual([{ user_id: removed }]);
    const again = await app.inject({ method: 'POST', url: `/api/users/data/users/merges/${record.id}/undo`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('user.merge.undone');
  });

  it('refuses an undo after the stated period', async () => {
    const merged = await app.inject({ method: 'POST', url: url(kept, removed), headers: admin });
    const { id } = merged.json<MergeRecord>();
    await sql`update users.user_merge set undo_until = now() - interval '1 second' where id = ${id}`.execute(database.db);
    const late = await app.inject({ method: 'POST', url: `/api/users/data/users/merges/${id}/undo`, headers: admin });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('user.merge.undoExpired');
  });
});

it('leaves nothing half-moved when an area refuses', async () => {
  const kept = await addUser('ola.keep', [{ customerId: 2 }]);
  const removed = await addUser('ola.fails', [{ customerId: 4 }], 666);
  await sql`insert into published.standin_row (user_id) values (${removed})`.execute(database.db);
  const answer = await app.inject({ method: 'POST', url: url(kept, removed), headers: admin });
  expect(answer.statusCode).toBeGreaterThanOrEqual(500);
  expect(await rowsOf(removed)).toHaveLength(1);
  expect(await contextsOf(removed)).toEqual([{ customer_id: 4, roles: [] }]);
  expect(await deleted(removed)).toBe(false);
  expect(await usersDb(database.db).selectFrom('user_merge').select('id').where('removed_id', '=', removed).execute()).toEqual([]);
});

// Decision 0241: a person has at most one private customer, so the removed person's stays with them when the kept
// person has one; the removed person's other contexts move as before.
it('keeps the kept person private customer and leaves the removed person one behind', async () => {
  const kept = await addUser('per.private', [{ customerId: 2 }]);
  const removed = await addUser('per.alsoprivate', [{ customerId: 3 }]);
  await usersDb(database.db)
    .insertInto('user_context')
    .values([
      { user_id: kept, customer_id: 501, customer_name: 'Per Private', roles: [], private: true },
      { user_id: removed, customer_id: 502, customer_name: 'Per Alsoprivate', roles: [], private: true },
    ])
    .execute();
  const merged = await app.inject({ method: 'POST', url: url(kept, removed), headers: admin });
  expect(merged.statusCode).toBe(200);
  expect((await contextsOf(kept)).map((context) => context.customer_id)).toEqual([2, 3, 501]);
  expect((await contextsOf(removed)).map((context) => context.customer_id)).toEqual([502]);
  const undone = await app.inject({
    method: 'POST',
    url: `/api/users/data/users/merges/${merged.json<MergeRecord>().id}/undo`,
    headers: admin,
  });
  expect(undone.statusCode).toBe(200);
  expect((await contextsOf(removed)).map((context) => context.customer_id)).toEqual([3, 502]);
});
