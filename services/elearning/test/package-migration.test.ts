import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import { MIGRATION_NOT_AVAILABLE } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { importNewPackage } from '../src/packages/package-imports';
import { fixture, useTemporaryFilesDir } from './package-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const learner = sessionCookie({ roles: [], userId: 7 });
let scorm: number;
let cmi5: number;
let withPackage: number;
let withoutPackage: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const db = elearningDb(database.db);
  scorm = (await importNewPackage(db, fixture('RuntimeBasicCalls_SCORM12.zip'), { ownerCustomerId: 1 })).id;
  cmi5 = (await importNewPackage(db, fixture('cmi5_single_au_basic_responsive.zip'), { ownerCustomerId: 1 })).id;
  const course = (values: { internal_name: string; package_id: number | null }) =>
    db.insertInto('ecourse').values(values).returning('id').executeTakeFirstOrThrow();
  withPackage = (await course({ internal_name: 'Golf', package_id: scorm })).id;
  withoutPackage = (await course({ internal_name: 'Empty', package_id: null })).id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, cookie = staff) => app.inject({ url: `/api/elearning/data/ecourses/xapi/${url}`, headers: { cookie } });

it('a SCORM package is already in the one package format: the check finds it, and 404s for anything else', async () => {
  const found = await get(`checkForMigratedScorm/${scorm}`);
  expect(found.statusCode).toBe(200);
  expect(found.json()).toEqual({ packageId: scorm, packageType: 'scorm12' });
  expect((await get(`checkForMigratedScorm/${cmi5}`)).statusCode).toBe(404);
  expect((await get('checkForMigratedScorm/999999')).statusCode).toBe(404);
});

it('epkg packages do not exist here, so their check always answers that migration is not available', async () => {
  const res = await get('checkForMigratedEpkgV1/0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11');
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe(MIGRATION_NOT_AVAILABLE);
});

it('migrating a course answers its package, or that migration is not available for a course without one', async () => {
  expect((await get(`migrateScorm/${withPackage}`)).json()).toEqual({ packageId: scorm, packageType: 'scorm12' });
  const none = await get(`migrateScorm/${withoutPackage}`);
  expect(none.statusCode).toBe(404);
  expect(none.json().message).toBe(MIGRATION_NOT_AVAILABLE);
});

it('refuses bad ids with 400 naming the field, and people who are not course staff with 403', async () => {
  expect((await get('checkForMigratedScorm/abc')).json().message).toContain('scormCourseId');
  expect((await get('checkForMigratedEpkgV1/nope')).json().message).toContain('epkgUUID');
  expect((await get('migrateScorm/0')).statusCode).toBe(400);
  expect((await get(`migrateScorm/${withPackage}`, learner)).statusCode).toBe(403);
});
