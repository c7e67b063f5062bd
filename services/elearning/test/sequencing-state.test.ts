import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormItem, ScormSession } from '@atrium/elearning-contract';
import { scorm2004Package } from './built-packages';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER } from './runtime-fixtures';

// Decision 0106: the SCORM 2004 sequencing engine's state is kept per license between launches, newest first.
useTemporaryFilesDir();
const zips = mkdtempSync(path.join(tmpdir(), 'atrium-sequencing-'));
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

async function launch(licenseId: number): Promise<Launch> {
  const session = (await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } })).json<ScormSession>();
  const item = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  return { session, item };
}

const save = (from: Launch, seq: number, state: unknown, itemSeq = seq) =>
  app.inject({
    method: 'POST',
    url: `/api/elearning/data/scorm/commit/${from.session.sessionId}`,
    headers: { cookie: learner },
    payload: {
      f: 'commit',
      itemid: from.item.itemId,
      licenseid: from.session.licenseId,
      seq: itemSeq,
      version: from.item.version,
      value: '{}',
      sequencing: { seq, state: typeof state === 'string' ? state : JSON.stringify(state) },
    },
  });

const sequencedCourse = async () =>
  courseWithLicense(
    database.db,
    await scorm2004Package(
      zips,
      [{ id: 'a' }, { id: 'b' }],
      '<imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>',
    ),
  );

it('hands a launch the state the last one saved, and keeps the saves of one launch in their order', async () => {
  const course = await sequencedCourse();
  const first = await launch(course.licenseId);
  expect(first.item.sequencing).toEqual({ seq: 0, state: null });
  expect((await save(first, 2, { attempts: 2 })).statusCode).toBe(200);
  // A save of the same launch that arrives late (seq 1 after 2) does not replace the newer one.
  expect((await save(first, 1, { attempts: 1 }, 3)).statusCode).toBe(200);

  const next = await launch(course.licenseId);
  expect(next.item.sequencing?.seq).toBe(0);
  expect(JSON.parse(next.item.sequencing?.state ?? 'null')).toEqual({ attempts: 2 });
});

it("never puts an older launch's state over a newer launch's: another device, or a save a browser sends again later", async () => {
  const course = await sequencedCourse();
  const deviceA = await launch(course.licenseId);
  expect((await save(deviceA, 1, { from: 'A' })).statusCode).toBe(200);
  // Device B starts; until it saves, a save A's browser kept still lands (the player sends it before taking the item).
  const sessionB = (
    await app.inject({ url: `/api/elearning/scorm/init/${course.licenseId}`, headers: { cookie: learner } })
  ).json<ScormSession>();
  expect((await save(deviceA, 2, { from: 'A, later' })).statusCode).toBe(200);
  const itemB = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${sessionB.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  expect(JSON.parse(itemB.sequencing?.state ?? 'null')).toEqual({ from: 'A, later' });
  const deviceB = { session: sessionB, item: itemB };
  expect((await save(deviceB, 1, { from: 'B' })).statusCode).toBe(200);
  // A, still open, moves to the second item (its own now) and saves with a higher seq: its state is older than B's.
  const secondOfA = (
    await app.inject({
      url: `/api/elearning/scorm/getitem/${deviceA.session.sessionId}?itemid=${deviceA.session.courseDetails.items[1]?.itemId}`,
      headers: { cookie: learner },
    })
  ).json<ScormItem>();
  expect((await save({ session: deviceA.session, item: secondOfA }, 9, { from: 'A, stale' })).statusCode).toBe(200);
  const stored = await database.db
    .withSchema('elearning')
    .selectFrom('sequencing_state')
    .select(['seq', 'state'])
    .where('license_id', '=', course.licenseId)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ seq: 1, state: { from: 'B' } });
});

it('a reloaded page of the same session goes on from the seq of its last save', async () => {
  const course = await sequencedCourse();
  const first = await launch(course.licenseId);
  expect((await save(first, 7, { n: 7 })).statusCode).toBe(200);
  const reloaded = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${first.session.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  expect(reloaded.sequencing?.seq).toBe(7);
});

it('refuses a sequencing state that is not a JSON object, naming the field', async () => {
  const course = await sequencedCourse();
  const first = await launch(course.licenseId);
  for (const state of ['[1]', 'not json', '{"a":"\\u0000"}']) {
    const res = await save(first, 1, state);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('sequencing');
  }
});

it('a course without sequencing (SCORM 1.2, or 2004 without an activity tree) hands out no state', async () => {
  const course = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
  expect((await launch(course.licenseId)).item.sequencing).toBeNull();
});
