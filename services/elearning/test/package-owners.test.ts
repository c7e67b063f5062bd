import { readFile } from 'node:fs/promises';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { CurrentStore, PackageSummary } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { importNewPackage } from '../src/packages/package-imports';
import { fixture, useTemporaryFilesDir } from './package-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const STORE = '/api/elearning/data/store/getCurrentStore';
const CMI5_LIST = '/api/elearning/data/ecourses/xapi/coursecontent/cmi5/0';
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
let ownedBy1: number;
let ownedBy3: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const db = elearningDb(database.db);
  ownedBy1 = (await importNewPackage(db, fixture('cmi5_single_au_basic_responsive.zip'), { ownerCustomerId: 1 })).id;
  ownedBy3 = (await importNewPackage(db, fixture('cmi5_single_au_basic_responsive.zip'), { ownerCustomerId: 3 })).id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Builds the area again on the same database with ATRIUM_PACKAGE_OWNERS set, as a start with that environment would. */
async function withOwners<T>(value: string, use: (configured: FastifyInstance) => Promise<T>): Promise<T> {
  process.env.ATRIUM_PACKAGE_OWNERS = value;
  try {
    const configured = await buildTestApp(database.db, [elearningModule]);
    try {
      return await use(configured);
    } finally {
      await configured.close();
    }
  } finally {
    delete process.env.ATRIUM_PACKAGE_OWNERS;
  }
}

const storeOf = async (on: FastifyInstance, site: 'NO' | 'SE' | 'INT' | 'CTRL') =>
  (await on.inject({ url: STORE, headers: { cookie: sessionCookie({ roles: [], site }) } })).json<CurrentStore>();

const listedIds = async (on: FastifyInstance, url: string, cookie = admin) =>
  (await on.inject({ url, headers: { cookie } })).json<PackageSummary[]>().map((row) => row.id);

it('answers every signed-in user their site, its locale and currency, and customer 1 as package owner unless configured', async () => {
  expect((await app.inject({ url: STORE })).statusCode).toBe(401);
  expect(await storeOf(app, 'NO')).toEqual({ site: 'NO', locale: 'nb_NO', currency: 'NOK', packageOwnerCustomerId: 1 });
  expect(await storeOf(app, 'SE')).toEqual({ site: 'SE', locale: 'sv_SE', currency: 'SEK', packageOwnerCustomerId: 1 });
  expect(await storeOf(app, 'INT')).toEqual({ site: 'INT', locale: 'en_US', currency: 'EUR', packageOwnerCustomerId: 1 });
  // Document 001 §9's site map: the international control site's pages are in es_ES (decision 0155).
  expect(await storeOf(app, 'CTRL')).toEqual({ site: 'CTRL', locale: 'es_ES', currency: 'EUR', packageOwnerCustomerId: 1 });
});

it('takes each site’s package owner from ATRIUM_PACKAGE_OWNERS, and the chooser lists that owner’s packages only', async () => {
  await withOwners('{"NO":1,"SE":3}', async (configured) => {
    const swedish = await storeOf(configured, 'SE');
    expect(swedish).toMatchObject({ site: 'SE', packageOwnerCustomerId: 3 });
    expect((await storeOf(configured, 'NO')).packageOwnerCustomerId).toBe(1);
    expect((await storeOf(configured, 'INT')).packageOwnerCustomerId).toBe(1);
    expect(await listedIds(configured, `${CMI5_LIST}?ownerCustomerId=${swedish.packageOwnerCustomerId}`)).toEqual([ownedBy3]);
  });
  expect(await listedIds(app, `${CMI5_LIST}?ownerCustomerId=1`)).toEqual([ownedBy1]);
  expect(await listedIds(app, CMI5_LIST)).toEqual([ownedBy3, ownedBy1]);
  const bad = await app.inject({ url: `${CMI5_LIST}?ownerCustomerId=one`, headers: { cookie: admin } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('ownerCustomerId');
});

it('refuses to start with a bad ATRIUM_PACKAGE_OWNERS, saying what is expected', async () => {
  for (const value of ['not json', '{"SE":"three"}', '{"SE":0}', '{"DK":2}']) {
    await expect(withOwners(value, async () => undefined)).rejects.toThrow(
      /ATRIUM_PACKAGE_OWNERS must be JSON giving the package owner customer id of each learning site/,
    );
  }
});

it('a package uploaded by someone acting for the site’s owner shows in that site’s chooser', async () => {
  await withOwners('{"SE":3}', async (configured) => {
    const swedishStaff = sessionCookie({ roles: ['staff'], userId: 5, customerId: 3, site: 'SE' });
    const { url } = (
      await configured.inject({ url: '/api/elearning/data/ecourses/xapi/upload/request', headers: { cookie: swedishStaff } })
    ).json<{ url: string }>();
    const zip = await readFile(fixture('cmi5_single_au_basic_responsive.zip'));
    await configured.inject({ method: 'PUT', url, headers: { cookie: swedishStaff, 'content-type': 'application/zip' }, payload: zip });
    const created = await configured.inject({
      method: 'POST',
      url: '/api/elearning/data/ecourses/xapi/coursecontent/newPackage/cmi5',
      headers: { cookie: swedishStaff },
      payload: { s3Path: url },
    });
    expect(created.statusCode).toBe(200);
    const owner = (await storeOf(configured, 'SE')).packageOwnerCustomerId;
    expect(await listedIds(configured, `${CMI5_LIST}?ownerCustomerId=${owner}`, swedishStaff)).toEqual([
      created.json<{ id: number }>().id,
      ownedBy3,
    ]);
  });
});
