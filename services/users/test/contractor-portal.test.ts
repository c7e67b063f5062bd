import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  CONTRACTOR_ERRORS,
  CONTRACTOR_REGISTRATIONS_PER_HOUR,
  type ContractorPortal,
  type ContractorPortalAdmin,
  type ContractorRegistration,
} from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;
let staff: string;
let learner: string;

const BASE = '/api/users/data/contractor-portal';
const RIGG = 11;
const SCAFFOLDING = 12;
const SUBSEA = 13;
const OUTSIDER = 14;

// The company and e-learning areas' published views and function, as stand-ins with the same names (decision 0140).
async function publishStandIns() {
  await sql`
    create table published.company_customer (
      id integer primary key, name text not null, active boolean not null, merged_into_id integer, site text not null
    )`.execute(database.db);
  await sql`
    insert into published.company_customer values
      (1, 'Atrium Kurs AS', true, null, 'NO'), (10, 'ConocoPhillips Skandinavia AS', true, null, 'NO'),
      (${RIGG}, 'Offshore Rigg Service AS', true, null, 'NO'), (${SCAFFOLDING}, 'Nordic Scaffolding AS', true, null, 'NO'),
      (${SUBSEA}, 'Havbunn Subsea AS', true, null, 'NO'), (${OUTSIDER}, 'Andre AS', true, null, 'NO'), (15, 'Nedlagt AS', false, null, 'NO')`.execute(
    database.db,
  );
  await sql`create table published.elearning_course (id integer primary key, name text not null)`.execute(database.db);
  await sql`insert into published.elearning_course values (1, 'HSE introduction'), (4, 'Working at heights'), (5, 'Gas detection')`.execute(
    database.db,
  );
  await sql`create table public.granted (user_id integer, customer_id integer, ecourse_id integer, unique (user_id, ecourse_id))`.execute(
    database.db,
  );
  await sql`
    create function published.elearning_grant_licenses(p_ecourse_id integer, p_customer_id integer, p_user_ids integer[])
    returns table (user_id integer, license_id integer) language sql as $$
      insert into public.granted select u, p_customer_id, p_ecourse_id from unnest(p_user_ids) u on conflict do nothing
      returning granted.user_id, 1
    $$`.execute(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  await publishStandIns();
  const db = usersDb(database.db);
  const portal = await db
    .insertInto('contractor_portal')
    .values({ slug: 'conoco-phillips', name: 'ConocoPhillips', owner_customer_id: 10, contact_domains: ['conocophillips.com', 'cop.com'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contractor')
    .values([
      { portal_id: portal.id, customer_id: RIGG, parent_customer_id: null },
      { portal_id: portal.id, customer_id: SUBSEA, parent_customer_id: null },
    ])
    .execute();
  await db.insertInto('contractor').values({ portal_id: portal.id, customer_id: SCAFFOLDING, parent_customer_id: RIGG }).execute();
  await db
    .insertInto('contractor_portal_course')
    .values([
      { portal_id: portal.id, ecourse_id: 1 },
      { portal_id: portal.id, ecourse_id: 4 },
    ])
    .execute();
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), userId: 2 });
  learner = sessionCookie({ roles: [], sessionId: await openLoginSession(database.db, 2), userId: 2 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

let address = 0;
/** Each registration from its own client address, so the per-address throttle is tested on its own. */
const register = (body: Partial<ContractorRegistration>, portal = 'conoco-phillips', ip = `10.0.0.${++address}`) =>
  app.inject({ method: 'POST', url: `${BASE}/${portal}/register`, payload: body, remoteAddress: ip });

const good = (email: string): ContractorRegistration => ({
  locale: 'en_US',
  currentlyOffshore: true,
  contactEmail: 'hse.lead@conocophillips.com',
  email,
  firstName: 'Ola',
  lastName: 'Kontraktør',
  customerId: RIGG,
});

describe('the public form', () => {
  it('answers the portal without signing in: its name, domains and companies with their sub-contractors', async () => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/conoco-phillips` });
    expect(response.statusCode).toBe(200);
    expect(response.json<ContractorPortal>()).toEqual({
      slug: 'conoco-phillips',
      name: 'ConocoPhillips',
      contactDomains: ['conocophillips.com', 'cop.com'],
      contractors: [
        { customerId: SUBSEA, name: 'Havbunn Subsea AS', subContractors: [] },
        {
          customerId: RIGG,
          name: 'Offshore Rigg Service AS',
          subContractors: [{ customerId: SCAFFOLDING, name: 'Nordic Scaffolding AS' }],
        },
      ],
    });
    expect((await app.inject({ method: 'GET', url: `${BASE}/shell` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${BASE}/Bad%20Slug` })).statusCode).toBe(400);
  });

  it('registers a contractor at their company with the portal courses, the chosen language and a welcome e-mail', async () => {
    const response = await register({ ...good('ola@offshorerigg.no'), locale: 'sv_SE', phone: '+47 99 88 77 66' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ courses: 2 });
    const db = usersDb(database.db);
    const person = await db
      .selectFrom('users')
      .select(['id', 'username', 'locale', 'first_name'])
      .where('email', '=', 'ola@offshorerigg.no')
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ username: 'ola@offshorerigg.no', locale: 'sv_SE', first_name: 'Ola' });
    const contexts = await db.selectFrom('user_context').select(['customer_id', 'roles']).where('user_id', '=', person.id).execute();
    expect(contexts).toEqual([{ customer_id: RIGG, roles: [] }]);
    const { rows: granted } =
      await sql`select customer_id, ecourse_id from public.granted where user_id = ${person.id} order by ecourse_id`.execute(database.db);
    expect(granted).toEqual([
      { customer_id: RIGG, ecourse_id: 1 },
      { customer_id: RIGG, ecourse_id: 4 },
    ]);
    const registration = await db
      .selectFrom('contractor_registration')
      .selectAll()
      .where('user_id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(registration).toMatchObject({ customer_id: RIGG, contact_email: 'hse.lead@conocophillips.com', currently_offshore: true });
    const { rows: mail } = await sql<{ to: string[] }>`select "to" from users.outbox where 'ola@offshorerigg.no' = any("to")`.execute(
      database.db,
    );
    expect(mail).toHaveLength(1);
  });

  it('registers at a sub-contractor, with the contact at the second domain or a subdomain of one', async () => {
    expect((await register({ ...good('kari@scaffolding.no'), customerId: SCAFFOLDING, contactEmail: 'boss@cop.com' })).statusCode).toBe(
      200,
    );
    expect(
      (await register({ ...good('per@scaffolding.no'), customerId: SCAFFOLDING, contactEmail: 'x@no.conocophillips.com' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a foreign domain', 'boss@example.com'],
    ['a domain that only ends alike', 'boss@notconocophillips.com'],
    ['an address without a domain', 'conocophillips.com'],
  ])('refuses a contact e-mail at %s with the alert key, registering nobody', async (_, contactEmail) => {
    const response = await register({ ...good('nobody@offshorerigg.no'), contactEmail });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields)).toEqual(['body.contactEmail']);
    expect(fields['body.contactEmail']).toMatch(/^(contractor\.registration\.contactEmail\.invalid|validation\.email)$/);
    const nobody = await usersDb(database.db).selectFrom('users').select('id').where('email', '=', 'nobody@offshorerigg.no').execute();
    expect(nobody).toEqual([]);
  });

  it('the contact alert key for a well-formed address at another domain', async () => {
    const response = await register({ ...good('nobody@offshorerigg.no'), contactEmail: 'boss@example.com' });
    expect(response.json()).toMatchObject({ fields: { 'body.contactEmail': CONTRACTOR_ERRORS.contactEmail } });
  });

  it('accepts the test domains of ATRIUM_CONTRACTOR_TEST_DOMAINS in a test environment', async () => {
    process.env.ATRIUM_CONTRACTOR_TEST_DOMAINS = 'atrium.example';
    try {
      expect((await register({ ...good('test.person@rigg.no'), contactEmail: 'admin@atrium.example' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${BASE}/conoco-phillips` })).json<ContractorPortal>().contactDomains).toContain(
        'atrium.example',
      );
    } finally {
      delete process.env.ATRIUM_CONTRACTOR_TEST_DOMAINS;
    }
    expect((await register({ ...good('test.person2@rigg.no'), contactEmail: 'admin@atrium.example' })).statusCode).toBe(400);
  });

  it.each(['ola@gmail.com', 'ola@hotmail.no', 'ola.outlook@firma.no'])('flags the free-mail address %s invalid', async (email) => {
    const response = await register(good(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { 'body.email': CONTRACTOR_ERRORS.freeMail } });
  });

  it('validates every field on the server, naming it', async () => {
    for (const [field, body] of [
      ['locale', { ...good('a@rigg.no'), locale: 'de_DE' }],
      ['currentlyOffshore', { ...good('a@rigg.no'), currentlyOffshore: undefined }],
      ['firstName', { ...good('a@rigg.no'), firstName: ' ' }],
      ['lastName', { ...good('a@rigg.no'), lastName: 'x'.repeat(101) }],
      ['email', { ...good('a@rigg.no'), email: 'not-an-address' }],
      ['customerId', { ...good('a@rigg.no'), customerId: undefined }],
      ['customerId', { ...good('a@rigg.no'), customerId: 99999999999 }],
    ] as const) {
      const response = await register(body as Partial<ContractorRegistration>);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toContain(`body.${field}`);
    }
  });

  it('refuses a company that is not one of the portal contractors', async () => {
    const response = await register({ ...good('b@andre.no'), customerId: OUTSIDER });
    expect(response.json()).toMatchObject({ fields: { 'body.customerId': CONTRACTOR_ERRORS.unknownContractor } });
  });

  it('refuses an e-mail address someone has, registering once when sent twice at once', async () => {
    const again = await register(good('ola@offshorerigg.no'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CONTRACTOR_ERRORS.emailTaken });
    const both = await Promise.all([register(good('twice@rigg.no')), register(good('twice@rigg.no'))]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it(`lets one address try ${CONTRACTOR_REGISTRATIONS_PER_HOUR} times an hour, then answers 429 with Retry-After`, async () => {
    const ip = '192.0.2.77';
    // Refused attempts count as much as accepted ones (a body the contract refuses costs nothing and is not counted).
    for (let attempt = 0; attempt < CONTRACTOR_REGISTRATIONS_PER_HOUR; attempt++) {
      const guess = await register(
        { ...good(`flood${attempt}@rigg.no`), contactEmail: `guess${attempt}@example.com` },
        'conoco-phillips',
        ip,
      );
      expect(guess.statusCode).toBe(400);
    }
    const refused = await register(good('late@rigg.no'), 'conoco-phillips', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: CONTRACTOR_ERRORS.throttled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(good('other.address@rigg.no'))).statusCode).toBe(200);
  });
});

describe('the admin screen', () => {
  const admin = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, cookie = staff) =>
    app.inject({ method, url: `${BASE}/conoco-phillips${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  it.each([
    ['GET', '/admin'],
    ['POST', '/courses'],
    ['DELETE', '/courses/1'],
    ['POST', '/contractors'],
    ['DELETE', '/contractors/11'],
  ] as const)('%s %s: 401 signed out, 403 for a learner', async (method, path) => {
    expect((await app.inject({ method, url: `${BASE}/conoco-phillips${path}` })).statusCode).toBe(401);
    expect((await admin(method, path, {}, learner)).statusCode).toBe(403);
  });

  it('shows courses, the courses one may add, contractors and how many registered', async () => {
    const answer = (await admin('GET', '/admin')).json<ContractorPortalAdmin>();
    expect(answer.courses).toEqual([
      { ecourseId: 1, name: 'HSE introduction' },
      { ecourseId: 4, name: 'Working at heights' },
    ]);
    expect(answer.courseChoices).toEqual([{ ecourseId: 5, name: 'Gas detection' }]);
    expect(answer.contractors.map((contractor) => contractor.name)).toEqual(['Havbunn Subsea AS', 'Offshore Rigg Service AS']);
    expect(answer.registrations).toBeGreaterThanOrEqual(4);
  });

  it('adds a course, giving it to everyone registered; again changes nothing; an unknown course is a 400', async () => {
    const registered = (await admin('GET', '/admin')).json<ContractorPortalAdmin>().registrations;
    expect((await admin('POST', '/courses', { ecourseId: 5 })).json()).toEqual({ granted: registered });
    expect((await admin('POST', '/courses', { ecourseId: 5 })).json()).toEqual({ granted: 0 });
    const unknown = await admin('POST', '/courses', { ecourseId: 99 });
    expect(unknown.json()).toMatchObject({ fields: { 'body.ecourseId': CONTRACTOR_ERRORS.unknownCourse } });
    expect((await admin('POST', '/courses', {})).statusCode).toBe(400);
  });

  it('removes a course: new registrations no longer get it', async () => {
    expect((await admin('DELETE', '/courses/5')).statusCode).toBe(204);
    expect((await admin('DELETE', '/courses/5')).statusCode).toBe(404);
    expect((await register(good('after.removal@rigg.no'))).json()).toEqual({ courses: 2 });
  });

  it('adds contractors and sub-contractors, one level deep, and removes them', async () => {
    expect((await admin('POST', '/contractors', { customerId: OUTSIDER, parentCustomerId: SUBSEA })).statusCode).toBe(204);
    let contractors = (await admin('GET', '/admin')).json<ContractorPortalAdmin>().contractors;
    expect(contractors.find((contractor) => contractor.customerId === SUBSEA)?.subContractors).toEqual([
      { customerId: OUTSIDER, name: 'Andre AS' },
    ]);

    const underSub = await admin('POST', '/contractors', { customerId: 1, parentCustomerId: SCAFFOLDING });
    expect(underSub.json()).toMatchObject({ fields: { 'body.parentCustomerId': CONTRACTOR_ERRORS.unknownParent } });
    const closed = await admin('POST', '/contractors', { customerId: 15 });
    expect(closed.json()).toMatchObject({ fields: { 'body.customerId': CONTRACTOR_ERRORS.unknownCustomer } });
    const withSubs = await admin('POST', '/contractors', { customerId: RIGG, parentCustomerId: SUBSEA });
    expect(withSubs.statusCode).toBe(400);

    // Moving the sub-contractor up to a contractor of its own.
    expect((await admin('POST', '/contractors', { customerId: OUTSIDER })).statusCode).toBe(204);
    contractors = (await admin('GET', '/admin')).json<ContractorPortalAdmin>().contractors;
    expect(contractors.map((contractor) => contractor.customerId)).toContain(OUTSIDER);

    expect((await admin('DELETE', `/contractors/${OUTSIDER}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/contractors/${OUTSIDER}`)).statusCode).toBe(404);
    expect((await register({ ...good('late.andre@andre.no'), customerId: OUTSIDER })).statusCode).toBe(400);
  });
});

describe('portals as settings', () => {
  const settings = (slug: string, payload: object, cookie = staff) =>
    app.inject({ method: 'PUT', url: `${BASE}/${slug}/settings`, headers: { cookie }, payload });
  const equinor = { name: 'Equinor', ownerCustomerId: 1, contactDomains: [' Equinor.com ', 'statoil.no'] };

  it('401 signed out, 403 for a learner', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/data/contractor-portals' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/users/data/contractor-portals', headers: { cookie: learner } })).statusCode).toBe(
      403,
    );
    expect((await settings('equinor', equinor, learner)).statusCode).toBe(403);
  });

  it('a second oil company is a setting: made by its slug, then open for registration; saving again changes nothing more', async () => {
    const made = await settings('equinor', equinor);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({
      slug: 'equinor',
      name: 'Equinor',
      ownerCustomerId: 1,
      ownerCustomerName: 'Atrium Kurs AS',
      contactDomains: ['equinor.com', 'statoil.no'],
      courses: 0,
      contractors: 0,
      registrations: 0,
    });
    expect((await settings('equinor', equinor)).json()).toEqual(made.json());
    const portal = (await app.inject({ method: 'GET', url: `${BASE}/equinor` })).json<ContractorPortal>();
    expect(portal).toMatchObject({ slug: 'equinor', name: 'Equinor', contractors: [] });
    expect(portal.contactDomains).toEqual(expect.arrayContaining(['equinor.com', 'statoil.no']));

    const list = (await app.inject({ method: 'GET', url: '/api/users/data/contractor-portals', headers: { cookie: staff } })).json<{
      portals: { slug: string; courses: number }[];
    }>();
    expect(list.portals.map((portal) => portal.slug)).toEqual(['conoco-phillips', 'equinor']);
    expect(list.portals[0]!.courses).toBeGreaterThan(0);
  });

  it('changes a portal’s name and domains and keeps its courses and contractors', async () => {
    const before = (
      await app.inject({ method: 'GET', url: `${BASE}/conoco-phillips/admin`, headers: { cookie: staff } })
    ).json<ContractorPortalAdmin>();
    const changed = await settings('conoco-phillips', {
      name: 'ConocoPhillips Norge',
      ownerCustomerId: 10,
      contactDomains: ['conocophillips.com'],
    });
    expect(changed.json()).toMatchObject({
      name: 'ConocoPhillips Norge',
      contactDomains: ['conocophillips.com'],
      courses: before.courses.length,
      contractors: before.settings.contractors,
    });
    const refused = await register({ ...good('second.domain@rigg.no'), contactEmail: 'lead@cop.com' });
    expect(refused.json()).toMatchObject({ fields: { 'body.contactEmail': CONTRACTOR_ERRORS.contactEmail } });
  });

  it('names each bad field: the name, an unknown or closed oil company, a domain that is no host name, no domains, the slug', async () => {
    const fields = async (slug: string, payload: object) =>
      (await settings(slug, payload)).json<{ fields: Record<string, string> }>().fields;
    expect(await fields('x', { ...equinor, name: ' ' })).toEqual({ 'body.name': 'validation.required' });
    expect(await fields('x', { ...equinor, ownerCustomerId: 15 })).toEqual({ 'body.ownerCustomerId': CONTRACTOR_ERRORS.unknownCustomer });
    expect(await fields('x', { ...equinor, contactDomains: ['equinor'] })).toEqual({ 'body.contactDomains.0': CONTRACTOR_ERRORS.domain });
    expect(await fields('x', { ...equinor, contactDomains: ['@equinor.com'] })).toEqual({
      'body.contactDomains.0': CONTRACTOR_ERRORS.domain,
    });
    expect(await fields('x', { ...equinor, contactDomains: [] })).toEqual({ 'body.contactDomains': 'validation.required' });
    expect((await settings('Not A Slug', equinor)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${BASE}/x` })).statusCode).toBe(404);
  });
});
