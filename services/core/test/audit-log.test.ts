import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, HttpError, zodSchema, type AreaModule, type AuditEntries } from '../src';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '../src/testing';

// Issue 11, "an audit log of every write" (decision 0118): who, when, which route, which object and what changed,
// written by the shared layer in the transaction of the change, for every area without code in its routes.

let database: TestDatabase;
let app: FastifyInstance;

const gadgets: AreaModule = {
  area: 'gadgets',
  migrations: {
    '0001-gadgets': {
      up: async (db: Kysely<any>) => {
        await sql`create table gadgets.gadget (id serial primary key, name text not null, api_token text)`.execute(db);
        await sql`create table gadgets.tally (name text primary key, hits integer not null)`.execute(db);
      },
    },
  },
  unaudited: ['tally'],
  routes: async (area, { db }) => {
    const body = { body: zodSchema(z.object({ name: z.string() })) };
    const params = { params: zodSchema(z.object({ id: z.coerce.number().int() })) };
    area.get('/gadgets', { config: { access: 'authenticated' } }, async () => {
      // A read that writes bookkeeping is still a read: GET runs without an audit context.
      await sql`insert into gadgets.gadget (name) values ('from a read')`.execute(db);
      return sql`select * from gadgets.gadget order by id`.execute(db).then((result) => result.rows);
    });
    area.post('/gadgets', { config: { access: 'authenticated' }, schema: body }, async (request) => {
      const { name } = request.body as { name: string };
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`
          insert into gadgets.gadget (name, api_token) values (${name}, 'secret-value') returning id`.execute(trx);
        await sql`insert into gadgets.tally values ('created', 1) on conflict (name) do update set hits = gadgets.tally.hits + 1`.execute(
          trx,
        );
        return rows[0];
      });
    });
    // Not in a transaction of its own: a single statement commits by itself.
    area.put('/gadgets/:id', { config: { access: 'authenticated' }, schema: { ...params, ...body } }, async (request) => {
      const { id } = request.params as { id: number };
      await sql`update gadgets.gadget set name = ${(request.body as { name: string }).name} where id = ${id}`.execute(db);
      return { ok: true };
    });
    area.post('/gadgets/:id/break', { config: { access: 'authenticated' }, schema: params }, async (request) => {
      const { id } = request.params as { id: number };
      await db.transaction().execute(async (trx) => {
        await sql`update gadgets.gadget set name = 'broken' where id = ${id}`.execute(trx);
        throw new HttpError(409, 'changed my mind');
      });
    });
    area.delete('/gadgets/:id', { config: { access: 'authenticated' }, schema: params }, async (request) => {
      await sql`delete from gadgets.gadget where id = ${(request.params as { id: number }).id}`.execute(db);
      return { ok: true };
    });
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [gadgets]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const person = (userId: number, customerId = 3) => sessionCookie({ roles: ['staff'], userId, customerId });
const platformAdmin = sessionCookie({ roles: ['atrium'], userId: 1 });

interface EntryRow {
  actor_user_id: number | null;
  actor_customer_id: number | null;
  method: string;
  route: string;
  area: string;
  table_name: string;
  operation: string;
  object_id: string | null;
  changes: Record<string, unknown>;
  xmin: string;
}
const entriesBy = async (userId: number) =>
  (
    await sql<EntryRow>`
      select actor_user_id, actor_customer_id, method, route, area, table_name, operation, object_id, changes, xmin::text
        from audit.entry where actor_user_id = ${userId} order by id`.execute(database.db)
  ).rows;

async function create(userId: number, name: string): Promise<number> {
  const answer = await app.inject({ method: 'POST', url: '/api/gadgets/gadgets', headers: { cookie: person(userId) }, payload: { name } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ id: number }>().id;
}

it('records who, which route, which object and the new row of an insert, in the same transaction as the row', async () => {
  const id = await create(11, 'Widget');
  const entries = await entriesBy(11);
  expect(entries).toEqual([
    {
      actor_user_id: 11,
      actor_customer_id: 3,
      method: 'POST',
      route: '/api/gadgets/gadgets',
      area: 'gadgets',
      table_name: 'gadget',
      operation: 'insert',
      object_id: String(id),
      // A column named like a secret is never copied into the log.
      changes: { id, name: 'Widget', api_token: '[redacted]' },
      xmin: expect.any(String),
    },
  ]);
  const row = await sql<{ xmin: string }>`select xmin::text from gadgets.gadget where id = ${id}`.execute(database.db);
  // The same transaction id: the entry commits exactly when the change does.
  expect(entries[0]!.xmin).toBe(row.rows[0]!.xmin);
});

it('records only the changed columns of an update, and the removed row of a delete', async () => {
  const id = await create(12, 'Gizmo');
  await app.inject({ method: 'PUT', url: `/api/gadgets/gadgets/${id}`, headers: { cookie: person(12) }, payload: { name: 'Gizmo 2' } });
  // Nothing changed, nothing recorded.
  await app.inject({ method: 'PUT', url: `/api/gadgets/gadgets/${id}`, headers: { cookie: person(12) }, payload: { name: 'Gizmo 2' } });
  await app.inject({ method: 'DELETE', url: `/api/gadgets/gadgets/${id}`, headers: { cookie: person(12) } });
  const [, update, removal, ...rest] = await entriesBy(12);
  expect(rest).toEqual([]);
  expect(update).toMatchObject({
    method: 'PUT',
    route: '/api/gadgets/gadgets/:id',
    operation: 'update',
    object_id: String(id),
    changes: { name: { from: 'Gizmo', to: 'Gizmo 2' } },
  });
  expect(removal).toMatchObject({ method: 'DELETE', operation: 'delete', object_id: String(id), changes: { id, name: 'Gizmo 2' } });
});

it('rolls the entry back with a change that is rolled back', async () => {
  const id = await create(13, 'Sprocket');
  const broken = await app.inject({ method: 'POST', url: `/api/gadgets/gadgets/${id}/break`, headers: { cookie: person(13) } });
  expect(broken.statusCode).toBe(409);
  const name = await sql<{ name: string }>`select name from gadgets.gadget where id = ${id}`.execute(database.db);
  expect(name.rows[0]!.name).toBe('Sprocket');
  expect((await entriesBy(13)).map((entry) => entry.operation)).toEqual(['insert']);
});

it('records nothing for reads, for writes outside a request and for an area’s unaudited tables', async () => {
  const before = await sql<{ n: number }>`select count(*)::int as n from audit.entry`.execute(database.db);
  expect((await app.inject({ url: '/api/gadgets/gadgets', headers: { cookie: person(14) } })).statusCode).toBe(200);
  await sql`update gadgets.gadget set name = name || '!'`.execute(database.db);
  const after = await sql<{ n: number }>`select count(*)::int as n from audit.entry`.execute(database.db);
  expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  const tally = await sql<{ n: number }>`select count(*)::int as n from audit.entry where table_name = 'tally'`.execute(database.db);
  expect(tally.rows[0]!.n).toBe(0);
});

it('a connection back in the pool carries no one’s context into the next work', async () => {
  await create(15, 'Cog');
  // Every pooled connection has served a write request by now; a write outside any request must stay unrecorded.
  await Promise.all(
    Array.from({ length: 12 }, (_, i) => sql`insert into gadgets.gadget (name) values (${`plain ${i}`})`.execute(database.db)),
  );
  const plain = await sql<{ n: number }>`select count(*)::int as n from audit.entry where changes ->> 'name' like 'plain %'`.execute(
    database.db,
  );
  expect(plain.rows[0]!.n).toBe(0);
});

describe('GET /api/audit/people/:personId/entries', () => {
  const url = (personId: number, query = '') => `/api/audit/people/${personId}/entries${query}`;

  it('lists a person’s writes newest first, a page at a time, to platform admins only', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) await create(16, `Bulk ${i}`);
    const first = await app.inject({ url: url(16), headers: { cookie: platformAdmin } });
    expect(first.statusCode).toBe(200);
    const page = first.json<AuditEntries>();
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.hasMore).toBe(true);
    expect(page.entries[0]).toMatchObject({
      actorUserId: 16,
      actorCustomerId: 3,
      method: 'POST',
      route: '/api/gadgets/gadgets',
      area: 'gadgets',
      table: 'gadget',
      operation: 'insert',
      changes: { name: `Bulk ${AUDIT_PAGE_SIZE + 1}` },
    });
    const next = await app.inject({ url: url(16, `?before=${page.entries.at(-1)!.id}`), headers: { cookie: platformAdmin } });
    expect(next.json<AuditEntries>()).toMatchObject({
      entries: [{ changes: { name: 'Bulk 1' } }, { changes: { name: 'Bulk 0' } }],
      hasMore: false,
    });
    expect((await app.inject({ url: url(16, '?area=elsewhere'), headers: { cookie: platformAdmin } })).json()).toEqual({
      entries: [],
      hasMore: false,
    });

    expect((await app.inject({ url: url(16), headers: { cookie: person(16) } })).statusCode).toBe(403);
    expect((await app.inject({ url: url(16) })).statusCode).toBe(401);
    expect((await app.inject({ url: url(0), headers: { cookie: platformAdmin } })).statusCode).toBe(400);
  });
});
