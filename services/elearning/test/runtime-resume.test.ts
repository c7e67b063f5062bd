import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { ScormItem, ScormSession } from '@atrium/elearning-contract';
import { scorm12Package, scorm2004Package } from './built-packages';
import { buildZip, useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER } from './runtime-fixtures';

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

const init = async (licenseId: number) =>
  (await app.inject({ url: `/api/elearning/scorm/init/${licenseId}`, headers: { cookie: learner } })).json<ScormSession>();

it('a relaunch opens the item the learner left, and the menu shows each item’s result', async () => {
  const course = await courseWithLicense(database.db, await scorm12Package(zips, [{ id: 'one' }, { id: 'two' }, { id: 'three' }]));
  const first = await init(course.licenseId);
  const [one, two] = first.courseDetails.items;
  expect(first.resumeItemId).toBe(one?.itemId);
  expect(first.courseDetails.items.map((item) => item.completionStatus)).toEqual([null, null, null]);

  // The learner finishes the first SCO, opens the second and leaves it suspended.
  const opened = async (itemId: number | undefined) =>
    (
      await app.inject({ url: `/api/elearning/scorm/getitem/${first.sessionId}?itemid=${itemId}`, headers: { cookie: learner } })
    ).json<ScormItem>();
  const finish = async (item: ScormItem, values: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/elearning/data/scorm/terminate/${first.sessionId}`,
      headers: { cookie: learner },
      payload: { f: 'terminate', itemid: item.itemId, licenseid: course.licenseId, version: item.version, value: JSON.stringify(values) },
    });
  await finish(await opened(one?.itemId), { 'cmi.core.lesson_status': 'completed' });
  await finish(await opened(two?.itemId), {
    'cmi.core.lesson_location': '3',
    'cmi.core.lesson_status': 'incomplete',
    'cmi.core.exit': 'suspend',
  });

  const again = await init(course.licenseId);
  expect(again.resumeItemId).toBe(two?.itemId);
  expect(again.cache).toMatchObject({ 'cmi.core.lesson_location': '3', 'cmi.core.entry': 'resume' });
  expect(again.courseDetails.items.map((item) => item.completionStatus)).toEqual(['completed', 'incomplete', null]);
});

it('SCORM 2004: the objectives the manifest declares are in cmi.objectives at launch, and keep their status', async () => {
  const course = await courseWithLicense(
    database.db,
    await scorm2004Package(zips, [{ id: 'sco', objectives: ['obj_primary', 'obj_two'] }]),
  );
  const session = await init(course.licenseId);
  const item = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${session.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  expect(item.cache).toMatchObject({ 'cmi.objectives.0.id': 'obj_primary', 'cmi.objectives.1.id': 'obj_two' });
  const saved = await app.inject({
    method: 'POST',
    url: `/api/elearning/data/scorm/terminate/${session.sessionId}`,
    headers: { cookie: learner },
    payload: {
      f: 'terminate',
      itemid: item.itemId,
      licenseid: course.licenseId,
      version: item.version,
      value: JSON.stringify({
        'cmi.objectives.0.id': 'obj_primary',
        'cmi.objectives.1.id': 'obj_two',
        'cmi.objectives.1.success_status': 'passed',
        'cmi.objectives.1.score.scaled': '0.9',
        'cmi.exit': 'suspend',
      }),
    },
  });
  expect(saved.statusCode).toBe(200);
  const again = await init(course.licenseId);
  const resumed = (
    await app.inject({ url: `/api/elearning/scorm/getitem/${again.sessionId}`, headers: { cookie: learner } })
  ).json<ScormItem>();
  expect(resumed.cache).toMatchObject({
    'cmi.objectives.1.id': 'obj_two',
    'cmi.objectives.1.success_status': 'passed',
    'cmi.objectives.1.score.scaled': '0.9',
  });
  expect(Object.keys(resumed.cache).filter((key) => key.endsWith('.id') && key.startsWith('cmi.objectives'))).toHaveLength(2);
});

it('cmi5: a relaunch of a course of several AUs opens the AU the learner had open last', async () => {
  const au = (id: string) =>
    `<au id="https://example.com/resume/${id}" moveOn="Completed"><title><langstring lang="en-US">${id}</langstring></title><url>au.html</url></au>`;
  const zip = await buildZip(
    [
      {
        name: 'cmi5.xml',
        content: `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/resume/course"><title><langstring lang="en-US">Resume</langstring></title></course>
  ${au('one')}${au('two')}
</courseStructure>`,
      },
      { name: 'au.html', content: '<!doctype html><title>AU</title>' },
    ],
    zips,
  );
  const course = await courseWithLicense(database.db, zip);
  const first = await init(course.licenseId);
  const second = first.courseDetails.items[1];
  expect(first.resumeItemId).toBe(first.courseDetails.items[0]?.itemId);
  await app.inject({ url: `/api/elearning/scorm/getitem/${first.sessionId}?itemid=${second?.itemId}`, headers: { cookie: learner } });
  expect((await init(course.licenseId)).resumeItemId).toBe(second?.itemId);
});
