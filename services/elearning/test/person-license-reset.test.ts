import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PersonLicense } from '@atrium/elearning-contract';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';
import { insertCourse, insertLicenses, publishPeople } from './license-fixtures';

// Reset progress (document 002 §6, §7; decision 0209) on a course playing a SCORM 2004 package with learner data.

let database: TestDatabase;
let app: FastifyInstance;
const admin = { cookie: sessionCookie({ roles: ['atrium'], userId: 1 }) };
const staff = { cookie: sessionCookie({ roles: ['staff'], userId: 2 }) };
let packageId: number;
let itemId: number;
const licenses: Record<string, { id: number; uuid: string }> = {};

async function uuidOf(id: number) {
  return (await elearningDb(database.db).selectFrom('license').select('uuid').where('id', '=', id).executeTakeFirstOrThrow()).uuid;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await publishPeople(database.db, [{ id: 10, first: 'Rita', last: 'Reset' }]);
  const db = elearningDb(database.db);
  packageId = (
    await db
      .insertInto('package')
      .values({ type: 'scorm2004', title: 'Golf', storage_key: 'golf', launch_path: 'index.html' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  itemId = (
    await db
      .insertInto('package_item')
      .values({ package_id: packageId, position: 0, identifier: 'item1', title: 'Item 1', launch_href: 'index.html' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const course = await insertCourse(database.db, 'Golf explained');
  await db.updateTable('ecourse').set({ package_id: packageId }).where('id', '=', course).execute();
  const [started, other, approved] = await insertLicenses(database.db, course, [
    { userId: 10, customerId: 2, started: '2026-01-10T09:00:00Z', completed: '2026-01-11T09:00:00Z' },
    { userId: 11, customerId: 2, started: '2026-01-10T09:00:00Z' },
    { userId: 10, customerId: 3, started: '2026-01-10T09:00:00Z' },
  ]);
  await db
    .updateTable('license')
    .set({ approved: new Date('2026-01-12T09:00:00Z'), completed: new Date('2026-01-11T09:00:00Z'), completion_status: 'completed' })
    .where('id', '=', approved!)
    .execute();
  await db
    .updateTable('license')
    .set({ completion_status: 'completed', success_status: 'passed', score_scaled: 0.9 })
    .where('id', '=', started!)
    .execute();
  for (const id of [started!, other!]) {
    licenses[id === started ? 'started' : 'other'] = { id, uuid: await uuidOf(id) };
    const session = await db
      .insertInto('runtime_session')
      .values({ license_id: id, package_item_id: itemId, started_at: new Date(), last_seen_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('learner_data')
      .values({ license_id: id, package_item_id: itemId, location: 'page-7', suspend_data: 'abc', updated_at: new Date() })
      .execute();
    await sql`
      insert into elearning.sequencing_state (license_id, package_id, session_id, seq, state)
      values (${id}, ${packageId}, ${session.id}, 1, '{"attempts": 2}')`.execute(database.db);
  }
  licenses.approved = { id: approved!, uuid: await uuidOf(approved!) };
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const reset = (uuid: string, userId = 10, pkg = packageId, type = 'scorm2004', headers = admin) =>
  app.inject({ method: 'DELETE', url: `/api/elearning/data/atriumusersearch/resetprogress/${uuid}/${userId}/${pkg}/${type}`, headers });
const count = async (table: string, licenseId: number) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from ${sql.table(`elearning.${table}`)} where license_id = ${licenseId}`.execute(
        database.db,
      )
    ).rows[0]!.n,
  );

it('clears the person’s learner data, sequencing state and result, ends open sessions, and leaves others alone', async () => {
  const answer = await reset(licenses.started!.uuid);
  expect(answer.statusCode).toBe(200);
  expect(answer.json<PersonLicense>()).toMatchObject({
    id: licenses.started!.id,
    status: 'notStarted',
    package: { id: packageId, type: 'scorm2004' },
  });
  const row = await elearningDb(database.db)
    .selectFrom('license')
    .selectAll()
    .where('id', '=', licenses.started!.id)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    started: null,
    completed: null,
    completion_status: null,
    success_status: null,
    score_scaled: null,
    cancelled: false,
  });
  expect(await count('learner_data', licenses.started!.id)).toBe(0);
  expect(await count('sequencing_state', licenses.started!.id)).toBe(0);
  const open = await sql<{ n: string }>`
    select count(*) as n from elearning.runtime_session where license_id = ${licenses.started!.id} and terminated_at is null`.execute(
    database.db,
  );
  expect(Number(open.rows[0]!.n)).toBe(0);
  expect(await count('learner_data', licenses.other!.id)).toBe(1);
  expect(await count('sequencing_state', licenses.other!.id)).toBe(1);
  // Again: nothing left to clear, the same answer.
  expect((await reset(licenses.started!.uuid)).statusCode).toBe(200);
});

it('refuses an approved license, another package or type (409), another person’s license (404), and staff (403)', async () => {
  const approved = await reset(licenses.approved!.uuid);
  expect(approved.statusCode).toBe(409);
  expect(approved.json().message).toBe('license.resetRefused');
  expect((await reset(licenses.started!.uuid, 10, packageId, 'cmi5')).json().message).toBe('license.resetOtherPackage');
  expect((await reset(licenses.started!.uuid, 10, packageId + 100)).statusCode).toBe(409);
  expect((await reset(licenses.other!.uuid, 10)).statusCode).toBe(404);
  expect((await reset(licenses.started!.uuid, 10, packageId, 'scorm2004', staff)).statusCode).toBe(403);
  // A completed license is not reopened beside the one just reset, which is open.
  const [again] = await insertLicenses(
    database.db,
    (
      await elearningDb(database.db)
        .selectFrom('license')
        .select('ecourse_id')
        .where('id', '=', licenses.started!.id)
        .executeTakeFirstOrThrow()
    ).ecourse_id,
    [{ userId: 10, customerId: 2, started: '2026-02-10T09:00:00Z', completed: '2026-02-11T09:00:00Z' }],
  );
  const twice = await reset(await uuidOf(again!));
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe('license.resetOpenExists');
  const bad = await reset(licenses.started!.uuid, 10, packageId, 'flash');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('packageType');
});
