import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import { elearningModule } from '../src';
import {
  REMOTE_LAUNCH_ERRORS,
  type EcourseLicenseListResponse,
  type LicenseProgress,
  type RemoteScormCustomer,
  type ScormItem,
  type ScormSession,
} from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { insertCourse } from './license-fixtures';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense } from './runtime-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 3, customerId: 2 });
const localLearner = sessionCookie({ roles: [], userId: 7, username: 'learner' });
const ACME = 2;
const OTHER = 3;
let scorm12: Awaited<ReturnType<typeof courseWithLicense>>;

const customersUrl = (ecourseId: number) => `/api/elearning/data/ecourses/${ecourseId}/remoteScormCustomers`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await sql`create schema if not exists published`.execute(database.db);
  await sql`create table published.company_customer (id integer primary key, name text not null, active boolean not null default true, merged_into_id integer)`.execute(
    database.db,
  );
  await sql`insert into published.company_customer (id, name) values (1, 'Atrium Kurs AS'), (${ACME}, 'Acme AS'), (${OTHER}, 'Other AS')`.execute(
    database.db,
  );
  scorm12 = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function addCustomer(ecourseId: number, customerId: number, maxLearners: number | null = null): Promise<RemoteScormCustomer[]> {
  const res = await app.inject({
    method: 'POST',
    url: customersUrl(ecourseId),
    headers: { cookie: admin },
    payload: { customerId, maxLearners },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function tokenOf(ecourseId: number, customerId: number): Promise<string> {
  const row = await elearningDb(database.db)
    .selectFrom('remote_scorm_customer')
    .select('token')
    .where('ecourse_id', '=', ecourseId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.token;
}

const launch = (token: string, learnerId: string, learnerName = '') =>
  app.inject({ method: 'POST', url: `/api/elearning/remote/scorm/init/${token}`, payload: { learnerId, learnerName } });

/** A started session with its first item taken, as the player does: version is what its commits carry. */
async function started(token: string, learnerId: string, learnerName = ''): Promise<ScormSession & { version?: number }> {
  const res = await launch(token, learnerId, learnerName);
  expect(res.statusCode).toBe(200);
  const session = res.json<ScormSession>();
  const item = await app.inject({ url: `/api/elearning/remote/scorm/getitem/${session.sessionId}` });
  return { ...session, version: item.json<ScormItem>().version };
}

function remoteCall(
  session: ScormSession & { version?: number },
  f: string,
  values: Record<string, string>,
  contentType = 'application/json',
) {
  return app.inject({
    method: 'POST',
    url: `/api/elearning/remote/data/scorm/${f}/${session.sessionId}`,
    headers: { 'content-type': contentType },
    payload: JSON.stringify({
      f,
      itemid: session.courseDetails.items[0]?.itemId,
      licenseid: session.licenseId,
      version: session.version,
      value: JSON.stringify(values),
    }),
  });
}

/** The text of one file of a zip answered by the server. */
function zipEntry(zip: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      archive.on('end', () => reject(new Error(`${name} not in the zip`)));
      archive.readEntry();
    });
  });
}

describe('customers for remote scorm (document 001 §7)', () => {
  let courseId: number;
  beforeAll(async () => {
    courseId = await insertCourse(database.db, 'Customers course');
  });

  it('lists, adds, limits and removes customers, for platform admins only', async () => {
    expect((await app.inject({ url: customersUrl(courseId), headers: { cookie: admin } })).json()).toEqual([]);
    const added = await addCustomer(courseId, ACME, 25);
    expect(added).toEqual([{ customerId: ACME, customerName: 'Acme AS', maxLearners: 25, learners: 0, added: expect.any(String) }]);

    const limited = await app.inject({
      method: 'PUT',
      url: `${customersUrl(courseId)}/${ACME}`,
      headers: { cookie: admin },
      payload: { maxLearners: null },
    });
    expect(limited.json<RemoteScormCustomer[]>()[0]?.maxLearners).toBeNull();

    const removed = await app.inject({ method: 'DELETE', url: `${customersUrl(courseId)}/${ACME}`, headers: { cookie: admin } });
    expect(removed.json()).toEqual([]);

    for (const cookie of [staff, companyAdmin, localLearner]) {
      expect((await app.inject({ url: customersUrl(courseId), headers: { cookie } })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: customersUrl(courseId), headers: { cookie }, payload: { customerId: ACME } })).statusCode,
      ).toBe(403);
    }
    expect((await app.inject({ url: customersUrl(courseId) })).statusCode).toBe(401);
  });

  it('answers bad input with 400 naming the field, and unknown things with 404 or 409', async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: customersUrl(courseId), headers: { cookie: admin }, payload: payload as object });
    const badId = await post({ customerId: 'acme' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/customerId/);
    const badLimit = await post({ customerId: ACME, maxLearners: 0 });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toMatch(/maxLearners/);
    const unknownCustomer = await post({ customerId: 999 });
    expect(unknownCustomer.statusCode).toBe(400);
    expect(unknownCustomer.json().message).toMatch(/customerId: Unknown customer/);

    await addCustomer(courseId, OTHER);
    expect((await post({ customerId: OTHER })).statusCode).toBe(409);
    expect((await app.inject({ url: customersUrl(99999), headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${customersUrl(courseId)}/${ACME}`, headers: { cookie: admin } })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `${customersUrl(courseId)}/${ACME}`,
          headers: { cookie: admin },
          payload: { maxLearners: 3 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          url: `/api/elearning/web${customersUrl(courseId).slice('/api/elearning'.length)}/${OTHER}/package/1.2`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('downloads the wrapper of either version, launching the runtime with the customer token', async () => {
    const token = await tokenOf(courseId, OTHER);
    for (const [version, schemaVersion] of [
      ['12', '1.2'],
      ['2004', '2004 3rd Edition'],
    ] as const) {
      const res = await app.inject({
        url: `/api/elearning/web/data/ecourses/${courseId}/remoteScormCustomers/${OTHER}/package/${version}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="customers-course-scorm${version}\\.zip"$`));
      expect(await zipEntry(res.rawPayload, 'imsmanifest.xml')).toContain(`<schemaversion>${schemaVersion}</schemaversion>`);
      expect(await zipEntry(res.rawPayload, 'index.html')).toContain(`/scorm/remote/${token}`);
    }
    const forStaff = await app.inject({
      url: `/api/elearning/web/data/ecourses/${courseId}/remoteScormCustomers/${OTHER}/package/12`,
      headers: { cookie: staff },
    });
    expect(forStaff.statusCode).toBe(403);
  });
});

describe('a learner of a customer plays the course from their LMS', () => {
  let token: string;
  beforeAll(async () => {
    await addCustomer(scorm12.ecourseId, ACME, 2);
    token = await tokenOf(scorm12.ecourseId, ACME);
  });

  it('gets a license of the customer and a cookie-less session relaying progress to the LMS', async () => {
    const session = await started(token, 'lms-100', 'Lise Lærer');
    expect(session).toMatchObject({
      ok: true,
      enableRemoteScormLogging: true,
      scormUser: { id: 'lms-100', name: 'Lise Lærer' },
      learningSiteId: 'INT',
      courseDetails: { packageType: 'scorm12' },
    });
    expect(session.href).toMatch(
      new RegExp(`^/api/elearning/remote/${session.sessionId}/packages/[0-9a-f-]{36}/content/shared/launchpage\\.html$`),
    );
    const license = await elearningDb(database.db)
      .selectFrom('license')
      .selectAll()
      .where('id', '=', session.licenseId)
      .executeTakeFirstOrThrow();
    expect(license).toMatchObject({ user_id: null, customer_id: ACME, ecourse_id: scorm12.ecourseId, cancelled: false });
    expect(license.started).not.toBeNull();

    const page = await app.inject({ url: session.href });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const otherPackage = session.href.replace(/packages\/[0-9a-f-]{36}/, 'packages/00000000-0000-4000-8000-000000000000');
    expect((await app.inject({ url: otherPackage })).statusCode).toBe(404);
    const escape = session.href.replace('shared/launchpage.html', '..%2F..%2Fescape');
    expect([403, 404]).toContain((await app.inject({ url: escape })).statusCode);
  });

  it('saves through the remote context, even as a beacon, and reports the license progress', async () => {
    const session = await started(token, 'lms-101', 'Per Prøve');
    expect(
      (await remoteCall(session, 'commit', { 'cmi.core.lesson_location': 'page-3', 'cmi.core.lesson_status': 'incomplete' })).statusCode,
    ).toBe(200);
    const beacon = await remoteCall(
      session,
      'terminate',
      { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '85' },
      'text/plain;charset=UTF-8',
    );
    expect(beacon.statusCode).toBe(200);

    const progress = await app.inject({ url: `/api/elearning/remote/scorm/progress/${session.sessionId}` });
    expect(progress.json<LicenseProgress>()).toMatchObject({
      licenseId: session.licenseId,
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 85,
    });
    expect(progress.json<LicenseProgress>().completed).not.toBeNull();

    const again = await started(token, 'lms-101', '');
    expect(again.licenseId).toBe(session.licenseId);
    expect(again.scormUser.name).toBe('Per Prøve');
    expect(again.cache['cmi.core.lesson_location']).toBe('page-3');
    const resumed = await app.inject({ url: `/api/elearning/remote/scorm/getSession/${again.sessionId}` });
    expect(resumed.json<ScormSession>().sessionId).toBe(again.sessionId);
    const item = await app.inject({ url: `/api/elearning/remote/scorm/getitem/${again.sessionId}` });
    expect(item.json<ScormItem>().href).toContain(`/api/elearning/remote/${again.sessionId}/`);
  });

  it('keeps remote sessions out of the signed-in learner’s calls; both play by id on the content origin (decision 0119)', async () => {
    const remote = await started(token, 'lms-100');
    const local = await app.inject({ url: `/api/elearning/scorm/init/${scorm12.licenseId}`, headers: { cookie: localLearner } });
    const localSession = local.json<ScormSession>();
    expect(localSession.enableRemoteScormLogging).toBe(false);
    expect(
      (await app.inject({ url: `/api/elearning/scorm/getSession/${remote.sessionId}`, headers: { cookie: localLearner } })).statusCode,
    ).toBe(404);
    const byId = await app.inject({ url: `/api/elearning/remote/scorm/getSession/${localSession.sessionId}` });
    expect(byId.statusCode).toBe(200);
    // Played by its id, a signed-in learner's session is still theirs: nothing goes to a customer's LMS.
    expect(byId.json<ScormSession>()).toMatchObject({
      enableRemoteScormLogging: false,
      scormUser: { id: String(localSession.scormUser.id) },
    });
  });

  it('refuses new learners past the customer limit and writes nothing for them; a cancelled license frees its place', async () => {
    const full = await launch(token, 'lms-102', 'Kari Kø');
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe(REMOTE_LAUNCH_ERRORS.learnerLimit);
    const learner = await elearningDb(database.db)
      .selectFrom('remote_learner')
      .select('id')
      .where('learner_id', '=', 'lms-102')
      .executeTakeFirst();
    expect(learner).toBeUndefined();
    // Learners already in still play.
    expect((await launch(token, 'lms-100')).statusCode).toBe(200);

    const first = await started(token, 'lms-100');
    await elearningDb(database.db).updateTable('license').set({ cancelled: true }).where('id', '=', first.licenseId).execute();
    const ended = await app.inject({ url: `/api/elearning/remote/scorm/getSession/${first.sessionId}` });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe(REMOTE_LAUNCH_ERRORS.cancelled);
    expect((await launch(token, 'lms-102', 'Kari Kø')).statusCode).toBe(200);
    // The cancelled learner comes back with a new license once there is a place, like a user given a new one.
    expect((await launch(token, 'lms-100')).json().message).toBe(REMOTE_LAUNCH_ERRORS.learnerLimit);
    await app.inject({
      method: 'PUT',
      url: `${customersUrl(scorm12.ecourseId)}/${ACME}`,
      headers: { cookie: admin },
      payload: { maxLearners: 3 },
    });
    const back = await started(token, 'lms-100');
    expect(back.licenseId).not.toBe(first.licenseId);
  });

  it('answers 400, not 500, for what a PostgreSQL column cannot hold', async () => {
    const session = await started(token, 'lms-101');
    const post = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/elearning/remote/data/scorm/commit/${session.sessionId}`,
        payload: { f: 'commit', licenseid: session.licenseId, itemid: session.courseDetails.items[0]?.itemId, ...payload },
      });
    const hugeItem = await post({ itemid: 3_000_000_000 });
    expect(hugeItem.statusCode).toBe(400);
    expect(hugeItem.json().message).toMatch(/itemid/);
    expect((await post({ seq: 3_000_000_000 })).statusCode).toBe(400);
    const nul = await post({ value: JSON.stringify({ 'cmi.suspend_data': 'a\u0000b' }) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/value/);
    const nulLearner = await launch(token, 'lms\u0000x');
    expect(nulLearner.statusCode).toBe(400);
    expect(nulLearner.json().message).toMatch(/learnerId/);
  });

  it('shows remote learners in the license list with the id their LMS gave', async () => {
    const res = await app.inject({ url: `/api/elearning/license/ecourse/${scorm12.ecourseId}?query=lms-101`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json<EcourseLicenseListResponse>().licenses).toEqual([
      expect.objectContaining({
        userId: null,
        remoteLearnerId: 'lms-101',
        name: 'Per Prøve',
        customerId: ACME,
        completed: expect.any(String),
      }),
    ]);
    const forCompany = await app.inject({ url: `/api/elearning/license/ecourse/${scorm12.ecourseId}`, headers: { cookie: companyAdmin } });
    expect(
      forCompany
        .json<EcourseLicenseListResponse>()
        .licenses.map((license) => license.remoteLearnerId)
        .sort(),
    ).toEqual(['lms-100', 'lms-100', 'lms-101', 'lms-102']);
    const customers = await app.inject({ url: customersUrl(scorm12.ecourseId), headers: { cookie: admin } });
    expect(customers.json<RemoteScormCustomer[]>()[0]).toMatchObject({ customerId: ACME, learners: 3, maxLearners: 3 });
  });

  it('stops the old wrapper and its sessions when the token is replaced or the customer removed; licenses stay', async () => {
    const session = await started(token, 'lms-101');
    const renewed = await app.inject({
      method: 'POST',
      url: `${customersUrl(scorm12.ecourseId)}/${ACME}/newToken`,
      headers: { cookie: admin },
    });
    expect(renewed.statusCode).toBe(200);
    const old = await launch(token, 'lms-101');
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(REMOTE_LAUNCH_ERRORS.notAvailable);
    const stale = await remoteCall(session, 'commit', { 'cmi.core.lesson_location': 'late' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(REMOTE_LAUNCH_ERRORS.notAvailable);

    const newToken = await tokenOf(scorm12.ecourseId, ACME);
    expect(newToken).not.toBe(token);
    const current = await started(newToken, 'lms-101');
    expect(current.licenseId).toBe(session.licenseId);

    await app.inject({ method: 'DELETE', url: `${customersUrl(scorm12.ecourseId)}/${ACME}`, headers: { cookie: admin } });
    expect((await launch(newToken, 'lms-101')).statusCode).toBe(404);
    const kept = await elearningDb(database.db).selectFrom('license').select('id').where('id', '=', session.licenseId).executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it('answers bad launches with 400 naming the field and refuses a course without a package', async () => {
    const courseId = await insertCourse(database.db, 'No package yet');
    await addCustomer(courseId, ACME);
    const noPackageToken = await tokenOf(courseId, ACME);
    const noPackage = await launch(noPackageToken, 'lms-200');
    expect(noPackage.statusCode).toBe(404);
    expect(noPackage.json().message).toBe(REMOTE_LAUNCH_ERRORS.noPackage);
    const licenses = await elearningDb(database.db).selectFrom('license').select('id').where('ecourse_id', '=', courseId).execute();
    expect(licenses).toEqual([]);

    const noLearner = await launch(noPackageToken, '   ');
    expect(noLearner.statusCode).toBe(400);
    expect(noLearner.json().message).toMatch(/learnerId/);
    const badToken = await app.inject({ method: 'POST', url: '/api/elearning/remote/scorm/init/not-a-token', payload: { learnerId: 'x' } });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toMatch(/token/);
  });
});

describe('a cmi5 course played remotely', () => {
  it('names the remote learner as the actor, homed at the customer, and returns to the remote runtime', async () => {
    const cmi5 = await courseWithLicense(database.db, 'cmi5_single_au_basic_responsive.zip');
    await addCustomer(cmi5.ecourseId, OTHER);
    const session = await started(await tokenOf(cmi5.ecourseId, OTHER), 'lms-300', 'Cmi Fem');
    const launchUrl = new URL(session.href, 'http://localhost');
    const actor = JSON.parse(launchUrl.searchParams.get('actor') ?? '{}') as { name: string; account: { homePage: string; name: string } };
    expect(actor).toMatchObject({
      name: 'Cmi Fem',
      account: { name: 'lms-300', homePage: expect.stringMatching(new RegExp(`/scorm/remote/customer/${OTHER}$`)) },
    });
    expect(launchUrl.pathname).toMatch(new RegExp(`/api/elearning/remote/${session.sessionId}/packages/`));

    // The AU's xAPI calls last while the wrapper's token is the customer's current one.
    const fetched = await app.inject({ method: 'POST', url: new URL(launchUrl.searchParams.get('fetch') ?? '').pathname });
    const auth = `Basic ${fetched.json()['auth-token']}`;
    const state = `/api/elearning/xapi/activities/state?${new URLSearchParams({
      activityId: launchUrl.searchParams.get('activityId') ?? '',
      agent: launchUrl.searchParams.get('actor') ?? '',
      registration: launchUrl.searchParams.get('registration') ?? '',
      stateId: 'LMS.LaunchData',
    }).toString()}`;
    expect((await app.inject({ url: state, headers: { authorization: auth } })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `${customersUrl(cmi5.ecourseId)}/${OTHER}/newToken`, headers: { cookie: admin } });
    expect((await app.inject({ url: state, headers: { authorization: auth } })).statusCode).toBe(401);
  });
});
