import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormSession } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { buildZip, useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER, licenseRow } from './runtime-fixtures';

useTemporaryFilesDir();
const zips = mkdtempSync(path.join(tmpdir(), 'atrium-cmi5-blocks-'));
let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: LEARNER.userId, username: 'learner' });
const VERB = (name: string) => `http://adlnet.gov/expapi/verbs/${name}`;
const SESSION_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Launch {
  params: URLSearchParams;
  fetchPath: string;
  auth: string;
}

async function launch(licenseId: number): Promise<Launch> {
  const session = (await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } })).json<ScormSession>();
  const params = new URL(session.href).searchParams;
  const fetchPath = new URL(params.get('fetch') ?? '').pathname;
  const fetched = await app.inject({ method: 'POST', url: fetchPath });
  expect(fetched.statusCode).toBe(200);
  return { params, fetchPath, auth: `Basic ${fetched.json()['auth-token']}` };
}

function statement(au: Launch, verb: string, scaled?: number) {
  return {
    id: randomUUID(),
    actor: JSON.parse(au.params.get('actor') ?? '{}'),
    verb: { id: verb },
    object: { id: au.params.get('activityId') },
    ...(scaled === undefined ? {} : { result: { score: { scaled } } }),
    context: { registration: au.params.get('registration') },
  };
}

const post = (au: Launch, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/elearning/xapi/statements',
    headers: { authorization: au.auth, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const storedVerbs = async (registration: string | null) =>
  (
    await elearningDb(database.db)
      .selectFrom('cmi5_statement')
      .select(['verb', 'statement'])
      .where('registration', '=', registration ?? '')
      .orderBy('stored')
      .execute()
  ).map((row) => ({
    verb: row.verb,
    session: (row.statement as { context?: { extensions?: Record<string, string> } }).context?.extensions?.[SESSION_EXTENSION],
  }));

it('rejects statements of a session after its terminated statement, and changes nothing', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const db = elearningDb(database.db);
  await db.updateTable('package_item').set({ mastery_score: 0.8, move_on: 'Passed' }).where('package_id', '=', course.packageId).execute();
  const au = await launch(course.licenseId);
  expect((await post(au, [statement(au, VERB('initialized')), statement(au, VERB('terminated'))])).statusCode).toBe(200);
  const late = await post(au, statement(au, VERB('passed'), 0.9));
  expect(late.statusCode).toBe(403);
  expect(late.json().message).toMatch(/terminated/);
  expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completed: null, success_status: 'unknown' });
  // In one batch too: nothing after terminated is taken.
  const next = await launch(course.licenseId);
  expect((await post(next, [statement(next, VERB('terminated')), statement(next, VERB('passed'), 0.9)])).statusCode).toBe(403);
  expect((await licenseRow(database.db, course.licenseId)).completed).toBeNull();
});

it('rejects voiding statements from an AU', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  const voided = { ...statement(au, VERB('voided')), object: { objectType: 'StatementRef', id: randomUUID() } };
  const res = await post(au, voided);
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toMatch(/voided/);
});

it('takes an empty batch', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  const res = await post(au, []);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
});

it('writes launched at each launch, and abandoned for a session that ended without terminated', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const first = await launch(course.licenseId);
  const registration = first.params.get('registration');
  expect(await storedVerbs(registration)).toEqual([{ verb: VERB('launched'), session: expect.any(String) }]);
  const firstSession = (await storedVerbs(registration))[0]?.session;
  const second = await launch(course.licenseId);
  expect(await storedVerbs(registration)).toEqual([
    { verb: VERB('launched'), session: firstSession },
    { verb: 'https://w3id.org/xapi/adl/verbs/abandoned', session: firstSession },
    { verb: VERB('launched'), session: expect.any(String) },
  ]);
  // A session that terminated is not abandoned.
  expect((await post(second, statement(second, VERB('terminated')))).statusCode).toBe(200);
  await launch(course.licenseId);
  expect((await storedVerbs(registration)).map((row) => row.verb.split('/').at(-1))).toEqual([
    'launched',
    'abandoned',
    'launched',
    'terminated',
    'launched',
  ]);
});

it('states the course satisfied once, when the moveOn of every AU is met (cmi5 §9.3.9)', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  const registration = au.params.get('registration');
  expect((await post(au, statement(au, VERB('initialized')))).statusCode).toBe(200);
  expect((await storedVerbs(registration)).map((row) => row.verb.split('/').at(-1))).toEqual(['launched', 'initialized']);
  expect((await post(au, statement(au, VERB('completed')))).statusCode).toBe(200);
  expect((await post(au, statement(au, VERB('passed'), 0.9))).statusCode).toBe(200);
  const rows = await elearningDb(database.db)
    .selectFrom('cmi5_statement')
    .select('statement')
    .where('registration', '=', registration ?? '')
    .where('verb', '=', 'https://w3id.org/xapi/adl/verbs/satisfied')
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]?.statement).toMatchObject({
    object: { objectType: 'Activity', id: 'https://w3id.org/xapi/cmi5/catapult/lts/course/geology-intro-single-au-basic-responsive' },
    context: {
      registration,
      contextActivities: { category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] },
      extensions: { [SESSION_EXTENSION]: expect.any(String) },
    },
  });
});

const BLOCKS = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/blocks/course"><title><langstring lang="en-US">Blocks</langstring></title></course>
  <block id="https://example.com/blocks/outer"><title><langstring lang="en-US">Outer</langstring></title>
    <au id="https://example.com/blocks/au1" moveOn="Completed"><title><langstring lang="en-US">One</langstring></title><url>au.html</url></au>
    <block id="https://example.com/blocks/inner"><title><langstring lang="en-US">Inner</langstring></title>
      <au id="https://example.com/blocks/au2" moveOn="Completed"><title><langstring lang="en-US">Two</langstring></title><url>au.html</url></au>
    </block>
  </block>
  <au id="https://example.com/blocks/au3" moveOn="Completed"><title><langstring lang="en-US">Three</langstring></title><url>au.html</url></au>
</courseStructure>`;

it('states each block satisfied once its AUs meet their moveOn, inner blocks first, and the course last (cmi5 §9.5.4.2)', async () => {
  const zip = await buildZip(
    [
      { name: 'cmi5.xml', content: BLOCKS },
      { name: 'au.html', content: '<!doctype html><title>AU</title>' },
    ],
    zips,
  );
  const course = await courseWithLicense(database.db, zip);
  const session = (
    await app.inject({ url: `/api/elearning/scorm/init/${course.licenseId}`, headers: { cookie: learner } })
  ).json<ScormSession>();
  const complete = async (au: string) => {
    const item = (
      await app.inject({
        url: `/api/elearning/scorm/getitem/${session.sessionId}?itemid=${session.courseDetails.items.find((item) => item.identifier === `https://example.com/blocks/${au}`)?.itemId}`,
        headers: { cookie: learner },
      })
    ).json<{ href: string }>();
    const params = new URL(item.href).searchParams;
    const fetched = await app.inject({ method: 'POST', url: new URL(params.get('fetch') ?? '').pathname });
    const launched = { params, fetchPath: '', auth: `Basic ${fetched.json()['auth-token']}` };
    expect((await post(launched, statement(launched, VERB('initialized')))).statusCode).toBe(200);
    expect((await post(launched, statement(launched, VERB('completed')))).statusCode).toBe(200);
  };
  const satisfied = async () =>
    (
      await elearningDb(database.db)
        .selectFrom('cmi5_statement as s')
        .innerJoin('cmi5_registration as r', 'r.registration', 's.registration')
        .select('s.statement')
        .where('r.license_id', '=', course.licenseId)
        .where('s.verb', '=', 'https://w3id.org/xapi/adl/verbs/satisfied')
        .orderBy('s.stored')
        .execute()
    ).map((row) => (row.statement as { object: { id: string } }).object.id);

  await complete('au1');
  expect(await satisfied()).toEqual([]);
  await complete('au2');
  expect(await satisfied()).toEqual(['https://example.com/blocks/inner', 'https://example.com/blocks/outer']);
  await complete('au3');
  expect(await satisfied()).toEqual([
    'https://example.com/blocks/inner',
    'https://example.com/blocks/outer',
    'https://example.com/blocks/course',
  ]);
});

it('answers the cmi5 error document when a fetch URL is used again or is not one', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  const again = await app.inject({ method: 'POST', url: au.fetchPath });
  expect(again.statusCode).toBe(400);
  expect(again.headers['content-type']).toMatch(/^application\/json/);
  expect(again.json()).toEqual({ 'error-code': '1', 'error-text': expect.any(String) });
  const unknown = await app.inject({ method: 'POST', url: '/api/elearning/xapi/fetch/not-a-code' });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toEqual({ 'error-code': '2', 'error-text': expect.any(String) });
});
