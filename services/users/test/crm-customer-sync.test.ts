import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CRM_ERRORS, CRM_PAGE_SIZE, type CrmPair, type CrmPairedPage, type CrmStatus, type CrmUnpairedPage } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { crmReconcileJob } from '../src/crm-customer-sync/crm-reconcile';
import { startLocalCrm, type LocalCrm } from '../src/crm-customer-sync/local-crm-server';

let database: TestDatabase;
let app: FastifyInstance;
let crm: LocalCrm;
let admin: string;
let staff: string;

const BASE = '/api/users/data/superoffice';

// The company area's published registry, view and functions, as stand-ins with the same names (decision 0140).
async function publishCustomerStandIns() {
  await sql`
    create table published.company_customer_registry (
      id serial primary key, name text not null, org_number text, site text not null default 'NO',
      active boolean not null default true, merged_into_id integer
    )`.execute(database.db);
  await sql`
    create function published.company_create_customer(p_name text, p_org_number text, p_site text) returns integer
    language sql as $$
      insert into published.company_customer_registry (name, org_number, site) values (p_name, nullif(p_org_number, ''), p_site) returning id
    $$`.execute(database.db);
  await sql`
    create function published.company_update_customer(p_id integer, p_name text, p_org_number text) returns boolean
    language plpgsql as $$
    begin
      update published.company_customer_registry set name = p_name, org_number = nullif(p_org_number, '') where id = p_id;
      return found;
    end $$`.execute(database.db);
  await sql`
    insert into published.company_customer_registry (name, org_number, site, active) values
      ('Atrium Kurs AS', '912345670', 'NO', true), ('Nordsjø Energi AS', '987654321', 'NO', true), ('Nedlagt AS', null, 'NO', false)`.execute(
    database.db,
  );
}

beforeAll(async () => {
  crm = await startLocalCrm([
    { soid: 1001, name: 'Atrium Kurs AS', orgNumber: '912345670', country: 'NO' },
    { soid: 1002, name: 'Nordsjø Energi ASA', orgNumber: '987654321', country: 'NO' },
    { soid: 1003, name: 'Fjordbygg AS', orgNumber: '923456781', country: 'NO' },
    { soid: 1005, name: 'Göteborgs Hamnteknik AB', orgNumber: '5566778899', country: 'SE' },
    { soid: 1006, name: 'North Sea Diving Ltd', country: 'GB' },
  ]);
  process.env.ATRIUM_CRM_URL = crm.baseUrl;
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  await publishCustomerStandIns();
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), userId: 2 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await crm.close();
  delete process.env.ATRIUM_CRM_URL;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url: `${BASE}${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function customer(id: number) {
  const { rows } = await sql<{ name: string; org_number: string | null; site: string }>`
    select name, org_number, site from published.company_customer_registry where id = ${id}`.execute(database.db);
  return rows[0];
}

describe('access', () => {
  it.each([
    ['GET', '/status'],
    ['POST', '/refresh'],
    ['GET', '/customer/paired'],
    ['GET', '/customer/unpaired'],
    ['GET', '/customer/1001'],
    ['POST', '/sync/1001'],
    ['POST', '/createInApp/1001'],
    ['DELETE', '/pair/1001'],
  ] as const)('%s %s: 401 signed out, 403 for staff (platform admins only)', async (method, url) => {
    expect((await app.inject({ method, url: `${BASE}${url}` })).statusCode).toBe(401);
    expect((await call(method, url, undefined, staff)).statusCode).toBe(403);
  });

  it('pair: 403 for staff', async () => {
    expect((await call('POST', '/pair', { soid: 1001, customerId: 1 }, staff)).statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('refuses a soid that is not a positive whole number, naming it', async () => {
    const response = await call('POST', '/createInApp/abc');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('soid');
    expect((await call('GET', '/customer/0')).statusCode).toBe(400);
    // Beyond PostgreSQL's integer: the contract refuses it before the CRM or the database sees it.
    expect((await call('POST', '/sync/99999999999')).statusCode).toBe(400);
    expect((await call('POST', '/pair', { soid: 1, customerId: 99999999999 })).statusCode).toBe(400);
  });

  it('refuses a pair without a customer, naming the field', async () => {
    const response = await call('POST', '/pair', { soid: 1001 });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('customerId');
  });

  it('refuses a bad page', async () => {
    expect((await call('GET', '/customer/paired?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/customer/unpaired?drifted=maybe')).statusCode).toBe(400);
  });
});

describe('the sync', () => {
  it('names the local CRM before the first refresh, with nothing read', async () => {
    const status = (await call('GET', '/status')).json<CrmStatus>();
    expect(status).toEqual({ crm: 'superoffice', lastRefresh: null, pairs: 0, drifted: 0 });
    expect((await call('GET', '/customer/unpaired')).json<CrmUnpairedPage>()).toEqual({ rows: [], total: 0 });
  });

  it('reads the CRM into the unpaired list, searchable by name, organisation number and soid', async () => {
    const refreshed = await call('POST', '/refresh');
    expect(refreshed.json()).toEqual({ fetched: 5 });
    const all = (await call('GET', '/customer/unpaired')).json<CrmUnpairedPage>();
    expect(all.total).toBe(5);
    expect(all.rows.map((row) => row.soid)).toEqual([1001, 1003, 1005, 1002, 1006]);
    expect((await call('GET', '/customer/unpaired?search=hamn')).json<CrmUnpairedPage>().rows.map((row) => row.soid)).toEqual([1005]);
    expect((await call('GET', '/customer/unpaired?search=92345')).json<CrmUnpairedPage>().rows.map((row) => row.soid)).toEqual([1003]);
    expect((await call('GET', '/customer/unpaired?search=1006')).json<CrmUnpairedPage>().rows.map((row) => row.soid)).toEqual([1006]);
  });

  it('reads the CRM customer live by soid, and 404 for one the CRM lacks', async () => {
    expect((await call('GET', '/customer/1005')).json()).toMatchObject({ soid: 1005, name: 'Göteborgs Hamnteknik AB', country: 'SE' });
    const missing = await call('GET', '/customer/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: CRM_ERRORS.notInCrm });
  });

  it('pairs an existing customer and copies the CRM name onto it; both leave the unpaired list', async () => {
    const paired = await call('POST', '/pair', { soid: 1002, customerId: 2 });
    expect(paired.statusCode).toBe(200);
    expect(paired.json<CrmPair>()).toMatchObject({ soid: 1002, customerId: 2, customerName: 'Nordsjø Energi ASA', drift: [] });
    expect(await customer(2)).toMatchObject({ name: 'Nordsjø Energi ASA', org_number: '987654321' });
    const unpaired = (await call('GET', '/customer/unpaired')).json<CrmUnpairedPage>();
    expect(unpaired.rows.map((row) => row.soid)).not.toContain(1002);
    // Pairing the same two again changes nothing.
    expect((await call('POST', '/pair', { soid: 1002, customerId: 2 })).statusCode).toBe(200);
  });

  it('refuses to pair a soid or a customer that is paired elsewhere, or a closed customer', async () => {
    const soidTaken = await call('POST', '/pair', { soid: 1002, customerId: 1 });
    expect(soidTaken.statusCode).toBe(409);
    expect(soidTaken.json()).toMatchObject({ message: CRM_ERRORS.soidPaired });
    const customerTaken = await call('POST', '/pair', { soid: 1001, customerId: 2 });
    expect(customerTaken.statusCode).toBe(409);
    expect(customerTaken.json()).toMatchObject({ message: CRM_ERRORS.customerPaired });
    const closed = await call('POST', '/pair', { soid: 1001, customerId: 3 });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ message: CRM_ERRORS.noCustomer });
  });

  it('creates a customer from a soid on the site of its country, once however often it is asked', async () => {
    const first = await call('POST', '/createInApp/1005');
    expect(first.statusCode).toBe(200);
    const { customerId, created } = first.json<{ customerId: number; created: boolean }>();
    expect(created).toBe(true);
    expect(await customer(customerId)).toEqual({ name: 'Göteborgs Hamnteknik AB', org_number: '5566778899', site: 'SE' });
    expect((await call('POST', '/createInApp/1005')).json()).toEqual({ customerId, created: false });
    const both = await Promise.all([call('POST', '/createInApp/1006'), call('POST', '/createInApp/1006')]);
    const ids = both.map((response) => response.json<{ customerId: number }>().customerId);
    expect(ids[0]).toBe(ids[1]);
    expect(await customer(ids[0]!)).toMatchObject({ name: 'North Sea Diving Ltd', site: 'INT', org_number: null });
    const notInCrm = await call('POST', '/createInApp/9999');
    expect(notInCrm.statusCode).toBe(404);
  });

  it('lists the pairs, searchable in either system', async () => {
    const paired = (await call('GET', '/customer/paired')).json<CrmPairedPage>();
    expect(paired.total).toBe(3);
    expect(paired.rows.map((row) => row.soid)).toEqual([1005, 1002, 1006]);
    expect((await call('GET', '/customer/paired?search=diving')).json<CrmPairedPage>().rows.map((row) => row.soid)).toEqual([1006]);
    expect((await call('GET', '/customer/paired?search=1002')).json<CrmPairedPage>().rows.map((row) => row.soid)).toEqual([1002]);
  });

  it('the reconcile finds a pair the CRM changed since the last sync, and a sync makes them one again', async () => {
    crm.put({ soid: 1002, name: 'Nordsjø Energi Holding ASA', orgNumber: '987654321', country: 'NO' });
    await crmReconcileJob.run(database.db);
    const drifted = (await call('GET', '/customer/paired?drifted=true')).json<CrmPairedPage>();
    expect(drifted.rows).toEqual([
      expect.objectContaining({ soid: 1002, customerName: 'Nordsjø Energi ASA', crmName: 'Nordsjø Energi Holding ASA', drift: ['name'] }),
    ]);
    expect((await call('GET', '/status')).json<CrmStatus>()).toMatchObject({ pairs: 3, drifted: 1 });
    expect((await call('GET', '/customer/paired?drifted=false')).json<CrmPairedPage>().total).toBe(2);

    const synced = await call('POST', '/sync/1002');
    expect(synced.json<CrmPair>()).toMatchObject({ customerName: 'Nordsjø Energi Holding ASA', drift: [] });
    expect(await customer(2)).toMatchObject({ name: 'Nordsjø Energi Holding ASA' });
    expect((await call('GET', '/status')).json<CrmStatus>()).toMatchObject({ drifted: 0 });
  });

  it('finds a change made in Atrium too', async () => {
    await sql`update published.company_customer_registry set org_number = '111' where id = 2`.execute(database.db);
    const [pair] = (await call('GET', '/customer/paired?search=1002')).json<CrmPairedPage>().rows;
    expect(pair!.drift).toEqual(['orgNumber']);
    await call('POST', '/sync/1002');
    expect(await customer(2)).toMatchObject({ org_number: '987654321' });
  });

  it('syncing an unpaired soid is a 404; a customer gone from the CRM is a 404 and leaves the mirror', async () => {
    expect((await call('POST', '/sync/1003')).json()).toMatchObject({ message: CRM_ERRORS.notPaired });
    crm.remove(1006);
    const gone = await call('POST', '/sync/1006');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: CRM_ERRORS.notInCrm });
    const [pair] = (await call('GET', '/customer/paired?search=1006')).json<CrmPairedPage>().rows;
    expect(pair).toMatchObject({ crmName: null, drift: [] });
  });

  it('unpairs, keeping the customer; unpairing again is a 404', async () => {
    expect((await call('DELETE', '/pair/1005')).statusCode).toBe(204);
    expect((await call('DELETE', '/pair/1005')).statusCode).toBe(404);
    expect((await call('GET', '/customer/unpaired?search=hamn')).json<CrmUnpairedPage>().total).toBe(1);
  });

  it('pages both lists on the server', async () => {
    for (let soid = 2000; soid < 2000 + CRM_PAGE_SIZE + 3; soid++) crm.put({ soid, name: `Bulk ${soid}`, country: 'NO' });
    await call('POST', '/refresh');
    const second = (await call('GET', '/customer/unpaired?search=bulk&page=2')).json<CrmUnpairedPage>();
    expect(second.total).toBe(CRM_PAGE_SIZE + 3);
    expect(second.rows.map((row) => row.soid)).toEqual([2025, 2026, 2027]);
  });

  it('answers 502 with a message key when the CRM cannot be reached', async () => {
    const previous = process.env.ATRIUM_CRM_URL;
    process.env.ATRIUM_CRM_URL = 'http://127.0.0.1:9/api/v1';
    try {
      const response = await call('POST', '/refresh');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: CRM_ERRORS.unreachable });
    } finally {
      process.env.ATRIUM_CRM_URL = previous;
    }
  });
});
