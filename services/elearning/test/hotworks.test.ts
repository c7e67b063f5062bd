import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { Hotwork } from '@atrium/elearning-contract';
import { sql } from 'kysely';
import { elearningDb } from '../src/db';
import { seedDemoHotworks } from '../src/hotworks/seed-hotworks';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'] });
const ids: Record<string, number> = {};

// One row per property a filter looks at; each test names the rows it expects.
const ROWS = [
  { key: 'fire', participant_name: 'Ola Nordmann', customer_id: 2, course_date: '2026-03-10', sent_fire: true },
  { key: 'customer', participant_name: 'Kari Nordmann', customer_id: 2, course_date: '2026-02-05', sent_to_customer: true },
  {
    key: 'done',
    participant_name: 'Per Hansen',
    customer_id: 1,
    course_date: '2025-03-20',
    completed: true,
    received_proof_of_fire_drill: true,
  },
  {
    key: 'proof',
    participant_name: 'Anna_Berg',
    customer_id: 3,
    course_date: '2025-12-31',
    received_proof_of_fire_drill: true,
    fire_drill_date: '2026-01-02',
  },
];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  for (const { key, ...row } of ROWS) {
    ids[key] = (await elearningDb(database.db).insertInto('hotwork').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = (query = '', cookie = admin) => app.inject({ url: `/api/elearning/data/hotworks/list${query}`, headers: { cookie } });

async function keysOf(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return (res.json() as Hotwork[]).map((row) => byId.get(row.id) ?? `other ${row.id}`);
}

describe('GET data/hotworks/list', () => {
  it('lists every record, newest course day first, with the fields of document 001 §3', async () => {
    expect(await keysOf('')).toEqual(['fire', 'customer', 'proof', 'done']);
    const [first] = (await list()).json() as Hotwork[];
    expect(first).toEqual({
      id: ids.fire,
      name: 'Ola Nordmann',
      customerId: 2,
      courseDate: '2026-03-10',
      certificateNumber: null,
      receivedProofOfFireDrill: false,
      fireDrillDate: null,
      comments: null,
      sentToCustomer: false,
      sentFire: true,
      completed: false,
    });
  });

  it.each([
    ['sentFire', ['fire']],
    ['sentCustomer', ['customer']],
    ['completed', ['done']],
    ['notCompleted', ['fire', 'customer', 'proof']],
    ['notRegisteredFireDrill', ['fire', 'customer']],
  ])('%s=true keeps only the matching records', async (flag, expected) => {
    expect(await keysOf(`?${flag}=true`)).toEqual(expected);
  });

  it('treats an unticked flag (false) as no filter', async () => {
    expect(await keysOf('?sentFire=false&completed=false&notRegisteredFireDrill=false')).toEqual(['fire', 'customer', 'proof', 'done']);
  });

  it('filters by the year of the course day', async () => {
    expect(await keysOf('?year=2025')).toEqual(['proof', 'done']);
    expect(await keysOf('?year=2026')).toEqual(['fire', 'customer']);
  });

  it('reads the month 1-based: 3 is March, 12 is December', async () => {
    expect(await keysOf('?month=3')).toEqual(['fire', 'done']);
    expect(await keysOf('?month=12')).toEqual(['proof']);
    expect(await keysOf('?year=2026&month=3')).toEqual(['fire']);
  });

  it('finds part of a name regardless of case, and a typed _ only literally', async () => {
    expect(await keysOf('?name=NORDMANN')).toEqual(['fire', 'customer']);
    expect(await keysOf('?name=%20kari%20')).toEqual(['customer']);
    expect(await keysOf('?name=a_B')).toEqual(['proof']);
    expect(await keysOf('?name=r_H')).toEqual([]);
  });

  it('filters by customer id', async () => {
    expect(await keysOf('?customerId=2')).toEqual(['fire', 'customer']);
    expect(await keysOf('?customerId=99')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await keysOf('?customerId=2&sentFire=true&year=2026&month=3&name=ola')).toEqual(['fire']);
  });

  it.each([
    ['month=0', 'querystring.month'],
    ['month=13', 'querystring.month'],
    ['year=abc', 'querystring.year'],
    ['customerId=-1', 'querystring.customerId'],
    ['sentFire=yes', 'querystring.sentFire'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('GET and PUT data/hotworks/{id}', () => {
  const update = {
    certificateNumber: 'HW-77',
    receivedProofOfFireDrill: true,
    fireDrillDate: '2026-03-12',
    comments: 'Drill on site',
    sentToCustomer: true,
  };
  const put = (id: number, body: object, cookie = admin) =>
    app.inject({ method: 'PUT', url: `/api/elearning/data/hotworks/${id}`, headers: { cookie }, payload: body });

  it('reads one record', async () => {
    const res = await app.inject({ url: `/api/elearning/data/hotworks/${ids.customer}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.customer, name: 'Kari Nordmann', sentToCustomer: true });
  });

  it('answers 404 for an unknown record, on read and on save', async () => {
    expect((await app.inject({ url: '/api/elearning/data/hotworks/999999', headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await put(999999, { id: 999999, ...update })).statusCode).toBe(404);
  });

  it('saves the administrator fields and leaves the others as they were', async () => {
    const res = await put(ids.fire!, { id: ids.fire, ...update, certificateNumber: '  HW-77 ' });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: ids.fire,
      name: 'Ola Nordmann',
      customerId: 2,
      courseDate: '2026-03-10',
      sentFire: true,
      completed: false,
      ...update,
    };
    expect(res.json()).toEqual(expected);
    const read = await app.inject({ url: `/api/elearning/data/hotworks/${ids.fire}`, headers: { cookie: admin } });
    expect(read.json()).toEqual(expected);
  });

  it('clears the optional fields with null', async () => {
    const res = await put(ids.fire!, {
      id: ids.fire,
      certificateNumber: null,
      receivedProofOfFireDrill: false,
      fireDrillDate: null,
      comments: null,
      sentToCustomer: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      certificateNumber: null,
      fireDrillDate: null,
      comments: null,
      receivedProofOfFireDrill: false,
      sentToCustomer: false,
    });
  });

  it.each([
    [{ fireDrillDate: '12.03.2026' }, 'body.fireDrillDate'],
    [{ receivedProofOfFireDrill: 'yes' }, 'body.receivedProofOfFireDrill'],
    [{ sentToCustomer: undefined }, 'body.sentToCustomer'],
    [{ certificateNumber: 'x'.repeat(101) }, 'body.certificateNumber'],
    [{ id: 'one' }, 'body.id'],
  ])('refuses %j with a 400 naming the field', async (change, field) => {
    const res = await put(ids.customer!, { id: ids.customer, ...update, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('refuses a body whose id is not the id in the path', async () => {
    const res = await put(ids.customer!, { ...update, id: ids.done });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.id');
    const read = await app.inject({ url: `/api/elearning/data/hotworks/${ids.done}`, headers: { cookie: admin } });
    expect(read.json()).toMatchObject({ certificateNumber: null, comments: null });
  });
});

describe('access', () => {
  it.each([['staff'], ['companyadmin'], ['instructor']] as const)('refuses role %s with 403 on every call', async (role) => {
    const cookie = sessionCookie({ roles: [role] });
    expect((await list('', cookie)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/elearning/data/hotworks/${ids.fire}`, headers: { cookie } })).statusCode).toBe(403);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/elearning/data/hotworks/${ids.fire}`,
      headers: { cookie },
      payload: { id: ids.fire },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await app.inject({ url: '/api/elearning/data/hotworks/list' })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('gives the list records this year and last, with and without each flag', async () => {
    const demo = await createTestDatabase();
    try {
      const demoApp = await buildTestApp(demo.db, [elearningModule]);
      await seedDemoHotworks(elearningDb(demo.db), new Date(Date.UTC(2026, 5, 15)));
      const rows = (await demoApp.inject({ url: '/api/elearning/data/hotworks/list', headers: { cookie: admin } })).json() as Hotwork[];
      await demoApp.close();
      expect(new Set(rows.map((row) => row.courseDate.slice(0, 4)))).toEqual(new Set(['2026', '2025']));
      for (const flag of ['sentFire', 'sentToCustomer', 'completed', 'receivedProofOfFireDrill'] as const) {
        expect(new Set(rows.map((row) => row[flag]))).toEqual(new Set([true, false]));
      }
    } finally {
      await demo.drop();
    }
  });
});

describe('what a record certifies (decision 0256)', () => {
  it('links a record to one licence or one classroom participant, publishing only linked records', async () => {
    const db = elearningDb(database.db);
    const course = await db
      .insertInto('ecourse')
      .values({ internal_name: 'Varme arbeider (teori)' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const license = await db
      .insertInto('license')
      .values({ user_id: 77, ecourse_id: course.id, customer_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = { participant_name: 'Lina Link', customer_id: 2, course_date: '2026-04-01' };
    await db
      .insertInto('hotwork')
      .values({ ...record, license_id: license.id })
      .execute();
    await db
      .insertInto('hotwork')
      .values({ ...record, participant_id: 9001 })
      .execute();
    // One record per licence and per participant, and never both on one record.
    await expect(
      db
        .insertInto('hotwork')
        .values({ ...record, license_id: license.id })
        .execute(),
    ).rejects.toThrow(/unique/);
    await expect(
      db
        .insertInto('hotwork')
        .values({ ...record, participant_id: 9001 })
        .execute(),
    ).rejects.toThrow(/unique/);
    await expect(
      db
        .insertInto('hotwork')
        .values({ ...record, license_id: license.id, participant_id: 9002 })
        .execute(),
    ).rejects.toThrow(/hotwork_certifies_one/);
    await expect(
      db
        .insertInto('hotwork')
        .values({ ...record, license_id: 999999 })
        .execute(),
    ).rejects.toThrow(/foreign key/);

    const published = await sql<{ license_id: number | null; participant_id: number | null }>`
      select license_id, participant_id from published.elearning_hotwork order by id`.execute(database.db);
    expect(published.rows).toEqual([
      { license_id: license.id, participant_id: null },
      { license_id: null, participant_id: 9001 },
    ]);
  });
});
