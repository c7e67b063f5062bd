import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormCallResponse, ScormItem, ScormSession } from '@atrium/elearning-contract';
import { scorm12Package, scorm2004Package } from './built-packages';
import { publishPeople } from './license-fixtures';
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
  await publishPeople(database.db, [{ id: LEARNER.userId, first: 'Kari', last: 'Nordmann' }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Launch {
  session: ScormSession;
  item: ScormItem;
}

async function launch(licenseId: number): Promise<Launch> {
  const session = (await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } })).json<ScormSession>();
  const item = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  return { session, item };
}

async function send(from: Launch, f: 'commit' | 'terminate' | 'getValues', values: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/elearning/data/scorm/${f}/${from.session.sessionId}`,
    headers: { cookie: learner },
    payload: { f, itemid: from.item.itemId, licenseid: from.session.licenseId, version: from.item.version, value: JSON.stringify(values) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ScormCallResponse>();
}

it('SCORM 1.2: entry ab-initio on the first launch, resume after a suspend; credit, normal mode, the person’s name', async () => {
  const course = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'sco' }]));
  const first = await launch(course.licenseId);
  expect(first.session.scormUser).toEqual({ id: String(LEARNER.userId), name: 'Nordmann, Kari' });
  expect(first.item.cache).toMatchObject({ 'cmi.core.entry': 'ab-initio', 'cmi.core.credit': 'credit', 'cmi.core.lesson_mode': 'normal' });
  await send(first, 'terminate', { 'cmi.core.lesson_location': '4', 'cmi.core.exit': 'suspend' });
  const second = await launch(course.licenseId);
  expect(second.item.cache).toMatchObject({ 'cmi.core.entry': 'resume', 'cmi.core.lesson_location': '4' });
});

it('SCORM 2004: after a normal exit the next launch is a new attempt with fresh data; the result stays on the license', async () => {
  const course = await courseWithLicense(database.db, await scorm2004Package(zips, [{ id: 'sco' }]));
  const first = await launch(course.licenseId);
  expect(first.item.cache).toMatchObject({ 'cmi.entry': 'ab-initio', 'cmi.credit': 'credit', 'cmi.mode': 'normal' });
  await send(first, 'terminate', {
    'cmi.location': 'end',
    'cmi.suspend_data': 'all seen',
    'cmi.completion_status': 'completed',
    'cmi.success_status': 'passed',
    'cmi.exit': 'normal',
  });
  const completed = (await licenseRow(database.db, course.licenseId)).completed;
  expect(completed).toEqual(expect.any(Date));

  const again = await launch(course.licenseId);
  expect(again.item.cache['cmi.entry']).toBe('ab-initio');
  expect(again.item.cache['cmi.location']).toBeUndefined();
  expect(again.item.cache['cmi.suspend_data']).toBeUndefined();
  expect((await licenseRow(database.db, course.licenseId)).completed).toEqual(completed);
  await send(again, 'commit', { 'cmi.location': 'p1', 'cmi.completion_status': 'incomplete' });
  expect((await licenseRow(database.db, course.licenseId)).completed).toEqual(completed);
});

it('adds each session’s interactions after the ones the attempt has, never over them', async () => {
  const course = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'quiz' }]));
  const first = await launch(course.licenseId);
  await send(first, 'commit', { 'cmi.interactions.0.id': 'q1', 'cmi.interactions.0.result': 'correct' });
  await send(first, 'terminate', { 'cmi.interactions.0.id': 'q1', 'cmi.interactions.1.id': 'q2', 'cmi.core.exit': 'suspend' });
  const second = await launch(course.licenseId);
  await send(second, 'terminate', { 'cmi.interactions.0.id': 'q3', 'cmi.interactions.0.result': 'wrong', 'cmi.core.exit': 'suspend' });
  const stored = (await send(await launch(course.licenseId), 'getValues')).cache ?? {};
  expect(stored).toMatchObject({
    'cmi.interactions.0.id': 'q1',
    'cmi.interactions.0.result': 'correct',
    'cmi.interactions.1.id': 'q2',
    'cmi.interactions.2.id': 'q3',
    'cmi.interactions.2.result': 'wrong',
  });
});
