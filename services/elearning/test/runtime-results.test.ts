import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormItem, ScormSession } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { competenceRefresh } from '../src/ecourses/competence-expiry';
import { scorm12Package, scorm2004Package } from './built-packages';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER, licenseRow } from './runtime-fixtures';

useTemporaryFilesDir();
const zips = mkdtempSync(path.join(tmpdir(), 'atrium-built-'));
let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: LEARNER.userId, username: 'learner' });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Launch {
  session: ScormSession;
  item: ScormItem;
}

async function launch(licenseId: number, itemIndex = 0): Promise<Launch> {
  const session = (await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } })).json<ScormSession>();
  const itemId = session.courseDetails.items[itemIndex]?.itemId;
  const item = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}?itemid=${itemId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  return { session, item };
}

async function send(from: Launch, f: 'commit' | 'terminate', values: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/elearning/data/scorm/${f}/${from.session.sessionId}`,
    headers: { cookie: learner },
    payload: { f, itemid: from.item.itemId, licenseid: from.session.licenseId, version: from.item.version, value: JSON.stringify(values) },
  });
  expect(res.statusCode).toBe(200);
}

/** The course's competence expiry as the package tab's refresh computes it (12 months from completion). */
async function competenceOf(ecourseId: number, licenseId: number) {
  const db = elearningDb(database.db);
  await db
    .updateTable('ecourse')
    .set({ competence_calculation_method: 'months', competence_calculation_months: 12 })
    .where('id', '=', ecourseId)
    .execute();
  await db.transaction().execute((trx) => competenceRefresh(trx, ecourseId));
  return (await licenseRow(database.db, licenseId)).competence_expires;
}

const NOT_PASSED = { completed: null, not_passed: true, success_status: 'failed' };

describe('a failed result is not passed, never completed, and earns no competence (decision 0100)', () => {
  it('SCORM 1.2 failed', async () => {
    const course = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'quiz' }]));
    await send(await launch(course.licenseId), 'terminate', { 'cmi.core.lesson_status': 'failed', 'cmi.core.score.raw': '40' });
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ ...NOT_PASSED, score_raw: 40 });
    expect((await licenseRow(database.db, course.licenseId)).completion_status).not.toBe('completed');
    expect(await competenceOf(course.ecourseId, course.licenseId)).toBeNull();
  });

  it('SCORM 2004 completed and failed', async () => {
    const course = await courseWithLicense(database.db, await scorm2004Package(zips, [{ id: 'quiz' }]));
    await send(await launch(course.licenseId), 'terminate', {
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'failed',
      'cmi.score.scaled': '0.3',
    });
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject(NOT_PASSED);
    expect(await competenceOf(course.ecourseId, course.licenseId)).toBeNull();
  });

  it('cmi5 completed and failed, even where moveOn only asks for completion', async () => {
    const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
    const db = elearningDb(database.db);
    await db.updateTable('package_item').set({ move_on: 'Completed' }).where('package_id', '=', course.packageId).execute();
    const session = (
      await app.inject({ url: `/api/elearning/scorm/init/${course.licenseId}`, headers: { cookie: learner } })
    ).json<ScormSession>();
    const params = new URL(session.href).searchParams;
    const auth = `Basic ${(await app.inject({ method: 'POST', url: new URL(params.get('fetch') ?? '').pathname })).json()['auth-token']}`;
    const statement = (verb: string, scaled?: number) => ({
      id: randomUUID(),
      actor: JSON.parse(params.get('actor') ?? '{}'),
      verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
      object: { id: params.get('activityId') },
      ...(scaled === undefined ? {} : { result: { score: { scaled } } }),
      context: { registration: params.get('registration') },
    });
    for (const body of [statement('completed'), statement('failed', 0.2)]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/elearning/xapi/statements',
        headers: { authorization: auth },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject(NOT_PASSED);
    expect(await competenceOf(course.ecourseId, course.licenseId)).toBeNull();
  });

  it('a later pass completes the license; a later fail takes a runtime completion back, never an approval', async () => {
    const course = await courseWithLicense(database.db, await scorm2004Package(zips, [{ id: 'quiz' }]));
    const first = await launch(course.licenseId);
    await send(first, 'commit', { 'cmi.completion_status': 'completed', 'cmi.success_status': 'failed' });
    await send(first, 'commit', { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed' });
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completed: expect.any(Date), not_passed: false });
    expect(await competenceOf(course.ecourseId, course.licenseId)).not.toBeNull();
    await send(first, 'commit', { 'cmi.success_status': 'failed' });
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject(NOT_PASSED);

    const approved = new Date('2026-01-05T12:00:00Z');
    await elearningDb(database.db)
      .updateTable('license')
      .set({ approved, completed: approved, not_passed: false })
      .where('id', '=', course.licenseId)
      .execute();
    await send(first, 'commit', { 'cmi.success_status': 'failed' });
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completed: approved, not_passed: false });
  });
});

describe('SCORM 1.2 LMSFinish without a status (RTE 3.4.4; decision 0101)', () => {
  const item = async (licenseId: number, index: number) =>
    (await app.inject({ url: `/api/elearning/scorm/license/${licenseId}`, headers: { cookie: learner } })).json<{
      items: { completionStatus: string | null; successStatus: string | null }[];
    }>().items[index];

  it('sets completed when the SCO never set lesson_status, and only at LMSFinish', async () => {
    const course = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'page' }]));
    const played = await launch(course.licenseId);
    await send(played, 'commit', { 'cmi.core.lesson_status': 'not attempted', 'cmi.core.lesson_location': '2' });
    expect((await licenseRow(database.db, course.licenseId)).completed).toBeNull();
    await send(played, 'terminate', { 'cmi.core.lesson_status': 'not attempted', 'cmi.core.exit': '' });
    expect(await item(course.licenseId, 0)).toMatchObject({ completionStatus: 'completed' });
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completion_status: 'completed', completed: expect.any(Date) });
  });

  it('with adlcp:masteryscore and a raw score, passed at or above it and failed below', async () => {
    const passing = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'quiz', masteryScore: 80 }]));
    await send(await launch(passing.licenseId), 'terminate', { 'cmi.core.score.raw': '85' });
    expect(await licenseRow(database.db, passing.licenseId)).toMatchObject({ success_status: 'passed', completed: expect.any(Date) });

    const failing = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'quiz', masteryScore: 80 }]));
    await send(await launch(failing.licenseId), 'terminate', { 'cmi.core.lesson_status': 'completed', 'cmi.core.score.raw': '60' });
    expect(await licenseRow(database.db, failing.licenseId)).toMatchObject({ success_status: 'failed', completed: null, not_passed: true });
  });

  it('keeps the status the SCO set, and a no-credit launch is not scored against the mastery score', async () => {
    const course = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'quiz', masteryScore: 80 }]));
    await send(await launch(course.licenseId), 'terminate', {
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.credit': 'no-credit',
      'cmi.core.score.raw': '20',
    });
    expect(await item(course.licenseId, 0)).toMatchObject({ completionStatus: 'incomplete', successStatus: 'unknown' });
  });

  it('a multi-SCO course completes once every SCO of the organization is done; assets do not count', async () => {
    const scos = [{ id: 'one' }, { id: 'handout', asset: true }, { id: 'two' }];
    const course = await courseWithLicense(database.db, await scorm12Package(zips, scos));
    await send(await launch(course.licenseId, 0), 'terminate', {});
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completion_status: 'incomplete', completed: null });
    await send(await launch(course.licenseId, 2), 'terminate', {});
    expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completion_status: 'completed', completed: expect.any(Date) });
  });
});
