import { randomUUID } from 'node:crypto';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormSession } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER, licenseRow } from './runtime-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: LEARNER.userId, username: 'learner' });
const VERBS = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Launch {
  licenseId: number;
  params: URLSearchParams;
  auth: string;
}

/** Launches the license's AU as the player would and redeems the fetch URL as the AU would. */
async function launch(licenseId: number): Promise<Launch> {
  const session = (await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } })).json<ScormSession>();
  const params = new URL(session.href).searchParams;
  const fetched = await app.inject({ method: 'POST', url: new URL(params.get('fetch') ?? '').pathname });
  expect(fetched.statusCode).toBe(200);
  return { licenseId, params, auth: `Basic ${fetched.json()['auth-token']}` };
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
  app.inject({ method: 'POST', url: '/api/elearning/xapi/statements', headers: { authorization: au.auth }, payload: body as object });

it('launches with the cmi5 parameters and a fetch URL that hands out its token once', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const session = (
    await app.inject({ url: `/api/elearning/scorm/init/${course.licenseId}`, headers: { cookie: learner } })
  ).json<ScormSession>();
  const url = new URL(session.href);
  expect(url.pathname).toMatch(/\/api\/elearning\/remote\/[0-9a-f-]{36}\/packages\/[0-9a-f-]{36}\/content\/index\.html$/);
  expect([...url.searchParams.keys()].sort()).toEqual(['activityId', 'actor', 'endpoint', 'fetch', 'registration']);
  expect(url.searchParams.get('endpoint')).toMatch(/\/api\/elearning\/xapi$/);
  expect(JSON.parse(url.searchParams.get('actor') ?? '')).toMatchObject({ objectType: 'Agent', account: { name: String(LEARNER.userId) } });

  const fetchPath = new URL(url.searchParams.get('fetch') ?? '').pathname;
  const first = await app.inject({ method: 'POST', url: fetchPath });
  expect(first.json()).toEqual({ 'auth-token': expect.any(String) });
  const second = await app.inject({ method: 'POST', url: fetchPath });
  expect(second.statusCode).toBe(400);
  expect(second.json()).toMatchObject({ 'error-code': '1' });
});

it('keeps LMS.LaunchData in the State API, read-only for the AU, and the AU state beside it', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  const query = new URLSearchParams({
    activityId: au.params.get('activityId') ?? '',
    agent: au.params.get('actor') ?? '',
    registration: au.params.get('registration') ?? '',
  });
  const launchData = await app.inject({
    url: `/api/elearning/xapi/activities/state?${query.toString()}&stateId=LMS.LaunchData`,
    headers: { authorization: au.auth },
  });
  expect(launchData.statusCode).toBe(200);
  expect(launchData.headers['x-experience-api-version']).toBe('1.0.3');
  expect(launchData.json()).toMatchObject({
    launchMode: 'Normal',
    moveOn: 'CompletedOrPassed',
    launchMethod: 'AnyWindow',
    // The AU navigates there when it exits: the runtime page, told by ?returned that the learner leaves (defect 7).
    returnURL: expect.stringMatching(/\/scorm\/play\/[0-9a-f-]{36}\?returned=1$/),
    contextTemplate: { extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': expect.any(String) } },
  });
  const overwrite = await app.inject({
    method: 'PUT',
    url: `/api/elearning/xapi/activities/state?${query.toString()}&stateId=LMS.LaunchData`,
    headers: { authorization: au.auth },
    payload: {},
  });
  expect(overwrite.statusCode).toBe(403);

  const saved = await app.inject({
    method: 'PUT',
    url: `/api/elearning/xapi/activities/state?${query.toString()}&stateId=suspendData`,
    headers: { authorization: au.auth },
    payload: { page: 4 },
  });
  expect(saved.statusCode).toBe(204);
  // A later launch of the same license keeps its registration, so the bookmark is there again.
  const again = await launch(course.licenseId);
  expect(again.params.get('registration')).toBe(au.params.get('registration'));
  const bookmark = await app.inject({
    url: `/api/elearning/xapi/activities/state?${query.toString()}&stateId=suspendData`,
    headers: { authorization: again.auth },
  });
  expect(bookmark.json()).toEqual({ page: 4 });

  expect((await app.inject({ url: `/api/elearning/xapi/activities/state?${query.toString()}&stateId=suspendData` })).statusCode).toBe(401);
});

it('applies moveOn CompletedOrPassed: a completed statement completes the license', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  expect((await post(au, statement(au, 'http://adlnet.gov/expapi/verbs/initialized'))).statusCode).toBe(200);
  expect((await licenseRow(database.db, course.licenseId)).completed).toBeNull();
  const res = await post(au, [statement(au, VERBS.completed)]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toHaveLength(1);
  expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ completion_status: 'completed', completed: expect.any(Date) });
});

it('applies the mastery score: passed below it is refused, at or above it passes the license', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const db = elearningDb(database.db);
  await db.updateTable('package_item').set({ mastery_score: 0.8, move_on: 'Passed' }).where('package_id', '=', course.packageId).execute();
  const au = await launch(course.licenseId);

  const low = await post(au, statement(au, VERBS.passed, 0.5));
  expect(low.statusCode).toBe(400);
  expect(low.json().message).toMatch(/mastery score 0.8/);
  await post(au, statement(au, VERBS.completed));
  expect((await licenseRow(database.db, course.licenseId)).completed).toBeNull();

  const put = await app.inject({
    method: 'PUT',
    url: `/api/elearning/xapi/statements?statementId=${randomUUID()}`,
    headers: { authorization: au.auth },
    payload: statement(au, VERBS.passed, 0.85),
  });
  expect(put.statusCode).toBe(204);
  expect(await licenseRow(database.db, course.licenseId)).toMatchObject({
    success_status: 'passed',
    score_scaled: 0.85,
    completed: expect.any(Date),
  });
});

it('refuses statements of another registration', async () => {
  const course = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
  const au = await launch(course.licenseId);
  const foreign = { ...statement(au, VERBS.completed), context: { registration: randomUUID() } };
  expect((await post(au, foreign)).statusCode).toBe(403);
});
