import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ScormItem, ScormSession } from '@atrium/elearning-contract';
import { elearningModule } from '../src';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense, LEARNER, licenseRow } from './runtime-fixtures';

// Decision 0119 (issue 11 finding 8): the player runs on the content origin, which never gets the session cookie.
// A signed-in learner's session, opened with the cookie on the app's origin, then plays by its id alone through the
// remote context, as the learner it was opened for.

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: LEARNER.userId, username: 'learner' });
let course: Awaited<ReturnType<typeof courseWithLicense>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  course = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function open(): Promise<ScormSession> {
  const res = await app.inject({ url: `/api/elearning/scorm/init/${course.licenseId}`, headers: { cookie: learner } });
  expect(res.statusCode).toBe(200);
  return res.json<ScormSession>();
}

it('plays a signed-in learner’s session by its id, with no cookie, as that learner', async () => {
  const session = await open();
  const remote = `/api/elearning/remote/scorm`;
  const again = await app.inject({ url: `${remote}/getSession/${session.sessionId}` });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ licenseId: course.licenseId, scormUser: { id: String(LEARNER.userId), name: 'learner' } });
  expect(again.json<ScormSession>().enableRemoteScormLogging).toBe(false);

  const item = await app.inject({ url: `${remote}/getitem/${session.sessionId}` });
  expect(item.statusCode).toBe(200);
  const { version, href } = item.json<ScormItem & { href: string }>();
  expect(href).toMatch(new RegExp(`^/api/elearning/remote/${session.sessionId}/packages/`));
  expect((await app.inject({ url: href })).statusCode).toBe(200);

  const itemid = session.courseDetails.items[0]!.itemId;
  const save = (f: string, fields: object) =>
    app.inject({
      method: 'POST',
      url: `/api/elearning/remote/data/scorm/${f}/${session.sessionId}`,
      payload: { f, itemid, licenseid: course.licenseId, version, ...fields },
    });
  expect((await save('initialize', {})).json()).toMatchObject({ lastError: '0' });
  expect((await save('commit', { seq: 1, value: JSON.stringify({ 'cmi.core.lesson_status': 'passed' }) })).json()).toMatchObject({
    lastError: '0',
  });
  expect((await licenseRow(database.db, course.licenseId)).completed).not.toBeNull();
});

it('refuses an unknown id, and a session whose license was cancelled', async () => {
  expect((await app.inject({ url: '/api/elearning/remote/scorm/getSession/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  const session = await open();
  await sql`update elearning.license set cancelled = true where id = ${course.licenseId}`.execute(database.db);
  expect((await app.inject({ url: `/api/elearning/remote/scorm/getSession/${session.sessionId}` })).statusCode).toBe(403);
  await sql`update elearning.license set cancelled = false where id = ${course.licenseId}`.execute(database.db);
});

it('serves no package file through a cookie on the app’s own API any more', async () => {
  const session = await open();
  const packageUuid = session.href.split('/')[6];
  const res = await app.inject({
    url: `/api/elearning/packages/${packageUuid}/content/shared/launchpage.html`,
    headers: { cookie: learner },
  });
  expect(res.statusCode).toBe(404);
});
