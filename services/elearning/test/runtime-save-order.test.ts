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

/** One launch as the player makes it: a session, then its item, which hands out the launch's version. */
async function launch(licenseId: number, sessionId?: string): Promise<Launch> {
  const session = (
    await app.inject({
      url: sessionId ? `/api/elearning/scorm/getSession/${sessionId}` : `/api/elearning/scorm/init/${licenseId}`,
      headers: { cookie: learner },
    })
  ).json<ScormSession>();
  const item = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  return { session, item };
}

function commit(
  from: Launch,
  f: 'commit' | 'terminate',
  seq: number,
  values: Record<string, string>,
  version: number | null = from.item.version,
) {
  return app.inject({
    method: 'POST',
    url: `/api/elearning/data/scorm/${f}/${from.session.sessionId}`,
    headers: { cookie: learner, 'content-type': f === 'terminate' ? 'text/plain;charset=UTF-8' : 'application/json' },
    payload: JSON.stringify({
      f,
      itemid: from.item.itemId,
      licenseid: from.session.licenseId,
      seq,
      version: version ?? undefined,
      value: JSON.stringify(values),
    }),
  });
}

const progressOf = async (licenseId: number) =>
  (await app.inject({ url: `/api/elearning/scorm/license/${licenseId}`, headers: { cookie: learner } })).json<{
    completionStatus: string;
    items: { location: string | null }[];
  }>();

it('refuses the remembered commit of an older launch once the learner went on in a newer one', async () => {
  const course = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
  // Device A: the learner reaches page 3 and leaves; the terminate went by beacon and stays in A's storage.
  const deviceA = await launch(course.licenseId);
  const stale = { 'cmi.core.lesson_location': '3', 'cmi.core.lesson_status': 'incomplete', 'cmi.core.exit': 'suspend' };
  expect((await commit(deviceA, 'terminate', 5, stale)).statusCode).toBe(200);
  // Device B: the learner goes on and finishes.
  const deviceB = await launch(course.licenseId);
  expect(deviceB.item.version).toBeGreaterThan(deviceA.item.version);
  const finished = { 'cmi.core.lesson_location': '14', 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90' };
  expect((await commit(deviceB, 'commit', 1, finished)).statusCode).toBe(200);

  // Days later A's browser sends what it remembered: refused, and nothing of B's progress reverts.
  const replay = await commit(deviceA, 'terminate', 5, stale);
  expect(replay.statusCode).toBe(409);
  expect(replay.json().message).toMatch(/^version: the course was opened again since this launch started/);
  const later = await commit(deviceA, 'commit', 6, stale);
  expect(later.statusCode).toBe(409);
  expect(await progressOf(course.licenseId)).toMatchObject({ completionStatus: 'completed', items: [{ location: '14' }] });
  expect(await licenseRow(database.db, course.licenseId)).toMatchObject({ success_status: 'passed', score_raw: 90 });
});

it('keeps a reopened session’s older page from saving over the newer one (same session, two launches)', async () => {
  const course = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
  const first = await launch(course.licenseId);
  const reopened = await launch(course.licenseId, first.session.sessionId);
  expect((await commit(reopened, 'commit', 1, { 'cmi.core.lesson_location': '7' })).statusCode).toBe(200);
  expect((await commit(first, 'commit', 9, { 'cmi.core.lesson_location': '2' })).statusCode).toBe(409);
  expect((await progressOf(course.licenseId)).items[0]?.location).toBe('7');
});

it('takes a remembered commit no newer launch has superseded, once, and answers its repetition without change', async () => {
  const course = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
  const previous = await launch(course.licenseId);
  expect((await commit(previous, 'commit', 1, { 'cmi.core.lesson_location': '2' })).statusCode).toBe(200);
  // The beacon never arrived; the next launch in the same browser sends it before it takes the item.
  const replay = await commit(previous, 'terminate', 2, { 'cmi.core.lesson_location': '4', 'cmi.core.exit': 'suspend' });
  expect(replay.json<ScormCallResponse>()).toEqual({ response: 'true', cache: null, lastError: '0' });
  expect((await commit(previous, 'commit', 1, { 'cmi.core.lesson_location': '1' })).statusCode).toBe(200);
  const next = await launch(course.licenseId);
  expect(next.item.cache['cmi.core.lesson_location']).toBe('4');
});

it('saves nothing without the version the item was launched with', async () => {
  const course = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
  const current = await launch(course.licenseId);
  const res = await commit(current, 'commit', 1, { 'cmi.core.lesson_location': '2' }, null);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/^version:/);
});
