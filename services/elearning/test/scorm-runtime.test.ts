import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormCallResponse, ScormItem, ScormSession } from '@atrium/elearning-contract';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER, licenseRow } from './runtime-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: LEARNER.userId, username: 'learner' });
const otherUser = sessionCookie({ roles: [], userId: 99 });
let scorm12: Awaited<ReturnType<typeof courseWithLicense>>;
let scorm2004: Awaited<ReturnType<typeof courseWithLicense>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  scorm12 = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
  scorm2004 = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM20043rdEdition.zip');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

type Launched = ScormSession & { version: number };

/** Starts a session and takes its first item as the player does; version is what the launch's commits carry. */
async function init(licenseId: number): Promise<Launched> {
  const res = await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } });
  expect(res.statusCode).toBe(200);
  const session = res.json<ScormSession>();
  const item = await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}`, headers: { cookie: learner } });
  return { ...session, version: item.json<ScormItem>().version };
}

async function call(session: Launched, f: string, fields: Record<string, unknown>, contentType = 'application/json') {
  const itemid = session.courseDetails.items[0]?.itemId;
  const payload = JSON.stringify({ f, itemid, licenseid: session.licenseId, version: session.version, ...fields });
  return app.inject({
    method: 'POST',
    url: `/api/elearning/data/scorm/${f}/${session.sessionId}`,
    headers: { cookie: learner, 'content-type': contentType },
    payload,
  });
}

describe('starting a session', () => {
  it('opens the package at its launch page and marks the license started', async () => {
    const session = await init(scorm12.licenseId);
    expect(session).toMatchObject({
      ok: true,
      licenseId: scorm12.licenseId,
      licenseUUID: scorm12.licenseUuid,
      courseDetails: { packageType: 'scorm12', title: 'Golf Explained - Run-time Basic Calls' },
      scormUser: { id: String(LEARNER.userId), name: 'learner' },
    });
    // Decision 0119: files are named by the session (their credential on the content origin, which gets no cookie).
    expect(session.href).toBe(
      `/api/elearning/remote/${session.sessionId}/packages/${session.href.split('/')[6]}/content/shared/launchpage.html`,
    );
    expect((await licenseRow(database.db, scorm12.licenseId)).started).not.toBeNull();

    const page = await app.inject({ url: session.href });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const script = await app.inject({ url: session.href.replace('launchpage.html', 'scormfunctions.js') });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('keeps other users out of the license and its package files', async () => {
    const session = await init(scorm12.licenseId);
    expect((await app.inject({ url: `/api/elearning/scorm/init/${scorm12.licenseId}`, headers: { cookie: otherUser } })).statusCode).toBe(
      403,
    );
    // Without the session's id nobody reaches the files: another session's id names another package's.
    const unknown = session.href.replace(session.sessionId, '00000000-0000-4000-8000-000000000000');
    expect((await app.inject({ url: unknown })).statusCode).toBe(404);
    const escape = session.href.replace('shared/launchpage.html', '..%2F..%2Fescape');
    expect([403, 404]).toContain((await app.inject({ url: escape })).statusCode);
  });

  it('opens by the user and license uuids of /ocs/course', async () => {
    const res = await app.inject({
      url: `/api/elearning/scorm/initocs/${LEARNER.uuid}/${scorm12.licenseUuid}`,
      headers: { cookie: learner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ScormSession>().licenseId).toBe(scorm12.licenseId);
  });

  it('hands the 2004 item its activity tree', async () => {
    const session = await init(scorm2004.licenseId);
    const res = await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}`, headers: { cookie: learner } });
    const item = res.json<ScormItem>();
    expect(item.activityTree).toMatchObject({ id: 'golf_sample_default_org', children: [{ id: 'item_1' }] });
  });

  it('answers the runtime constants', async () => {
    const res = await app.inject({ url: '/api/elearning/configuration', headers: { cookie: learner } });
    expect(res.json()).toMatchObject({
      asyncTimeoutMs: 60000,
      apiVersion: '0.9',
      toolVersion: '1.22',
      remoteScormVersions: ['1.2', '2004 3rd edition'],
    });
  });

  it('answers the chosen locale, else the learning site’s', async () => {
    const swede = sessionCookie({ roles: [], userId: LEARNER.userId, site: 'SE' });
    const bySite = await app.inject({ url: '/api/elearning/configuration', headers: { cookie: swede } });
    expect(bySite.json()).toMatchObject({ locale: 'sv_SE' });
    const chosen = await app.inject({ url: '/api/elearning/configuration', headers: { cookie: `${swede}; locale=en_US` } });
    expect(chosen.json()).toMatchObject({ locale: 'en_US' });
  });
});

describe('saving and restoring learner data', () => {
  it('restores location and suspend data on the next launch, resuming after a suspend', async () => {
    const first = await init(scorm12.licenseId);
    const values = {
      'cmi.core.lesson_location': '5',
      'cmi.suspend_data': 'page=5;seen=1,2,3',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.exit': 'suspend',
    };
    const res = await call(first, 'commit', { value: JSON.stringify(values), seq: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json<ScormCallResponse>()).toEqual({ response: 'true', cache: null, lastError: '0' });

    const second = await init(scorm12.licenseId);
    expect(second.cache).toMatchObject({
      'cmi.core.lesson_location': '5',
      'cmi.suspend_data': 'page=5;seen=1,2,3',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.entry': 'resume',
    });
    expect(second.cache['cmi.core.exit']).toBeUndefined();
    const initialized = await call(second, 'initialize', {});
    expect(initialized.json<ScormCallResponse>().cache).toEqual(second.cache);
    const one = await call(second, 'getValue', { parameter: 'cmi.core.lesson_location' });
    expect(one.json<ScormCallResponse>().response).toBe('5');
  });

  it('ignores a retried commit older than one already applied', async () => {
    const session = await init(scorm12.licenseId);
    await call(session, 'commit', { value: JSON.stringify({ 'cmi.core.lesson_location': '9' }), seq: 4 });
    await call(session, 'commit', { value: JSON.stringify({ 'cmi.core.lesson_location': '8' }), seq: 3 });
    const values = await call(session, 'getValues', {});
    expect(values.json<ScormCallResponse>().cache?.['cmi.core.lesson_location']).toBe('9');
  });

  it('accepts the final commit sent with sendBeacon as text/plain', async () => {
    const session = await init(scorm12.licenseId);
    const res = await call(
      session,
      'terminate',
      { value: JSON.stringify({ 'cmi.core.lesson_location': '11', 'cmi.core.session_time': '0000:01:00' }) },
      'text/plain;charset=UTF-8',
    );
    expect(res.statusCode).toBe(200);
    expect((await init(scorm12.licenseId)).cache['cmi.core.lesson_location']).toBe('11');
  });

  it('names the field when input is wrong, never a server error', async () => {
    const session = await init(scorm12.licenseId);
    const badValue = await call(session, 'commit', { value: '[1,2]' });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toMatch(/^value:/);
    const badText = await app.inject({
      method: 'POST',
      url: `/api/elearning/data/scorm/commit/${session.sessionId}`,
      headers: { cookie: learner, 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(badText.statusCode).toBe(400);
    const wrongLicense = await call(session, 'commit', { licenseid: scorm2004.licenseId, value: '{}' });
    expect(wrongLicense.json().message).toMatch(/^licenseid:/);
    const unknown = await call(session, 'explode', {});
    expect(unknown.statusCode).toBe(400);
  });
});

describe('completion, success and score reach the license', () => {
  it('SCORM 1.2: passed with a score completes the license', async () => {
    const session = await init(scorm12.licenseId);
    const values = {
      'cmi.core.lesson_status': 'passed',
      'cmi.core.score.raw': '80',
      'cmi.core.score.min': '0',
      'cmi.core.score.max': '100',
    };
    await call(session, 'commit', { value: JSON.stringify(values) });
    expect(await licenseRow(database.db, scorm12.licenseId)).toMatchObject({
      completion_status: 'completed',
      success_status: 'passed',
      score_raw: 80,
      score_scaled: 0.8,
      not_passed: false,
      completed: expect.any(Date),
    });
  });

  it('SCORM 2004: failed marks the license not passed until it is completed', async () => {
    const session = await init(scorm2004.licenseId);
    await call(session, 'setValues', {
      value: JSON.stringify({ 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'failed', 'cmi.score.scaled': '0.4' }),
    });
    expect(await licenseRow(database.db, scorm2004.licenseId)).toMatchObject({ completed: null, not_passed: true, score_scaled: 0.4 });
    await call(session, 'terminate', {
      value: JSON.stringify({ 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.9' }),
    });
    expect(await licenseRow(database.db, scorm2004.licenseId)).toMatchObject({
      completion_status: 'completed',
      success_status: 'passed',
      score_scaled: 0.9,
      not_passed: false,
      completed: expect.any(Date),
    });
  });
});

it("shows the learner their license's progress per item", async () => {
  const res = await app.inject({ url: `/api/elearning/scorm/license/${scorm12.licenseId}`, headers: { cookie: learner } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    licenseId: scorm12.licenseId,
    completed: expect.any(String),
    items: [{ location: expect.any(String) }],
  });
  expect((await app.inject({ url: `/api/elearning/scorm/license/${scorm12.licenseId}`, headers: { cookie: otherUser } })).statusCode).toBe(
    403,
  );
});
