import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const MANIFEST_2004 = `<?xml version="1.0"?>
<manifest identifier="attempts" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Attempts</title>
    <item identifier="sco" identifierref="r"><title>Quiz</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index.html"/></resources>
</manifest>`;

// The SCO shows what the LMS hands it and answers, suspends, finishes or fails as the test clicks.
const SCO_2004 = `<!doctype html><html lang="en"><head><title>Quiz</title></head><body>
<p>Entry: <output id="entry"></output> Location: <output id="location"></output></p>
<button type="button" onclick="answer()">Answer</button>
<button type="button" onclick="api.SetValue('cmi.exit', 'suspend'); api.Terminate('')">Suspend</button>
<button type="button" onclick="api.SetValue('cmi.completion_status', 'completed'); api.SetValue('cmi.exit', 'normal'); api.Terminate('')">Finish</button>
<button type="button" onclick="fail()">Complete and fail</button>
<button type="button" onclick="api.SetValue('cmi.location', 'saved-during-outage'); api.Commit('')">Save during outage</button>
<script>
  var api = window.parent.API_1484_11;
  api.Initialize('');
  document.getElementById('entry').value = api.GetValue('cmi.entry');
  document.getElementById('location').value = api.GetValue('cmi.location') || 'none';
  function answer() {
    var n = api.GetValue('cmi.interactions._count');
    api.SetValue('cmi.interactions.' + n + '.id', 'question-' + document.getElementById('entry').value);
    api.SetValue('cmi.interactions.' + n + '.type', 'other');
    api.SetValue('cmi.location', 'page-3');
    api.Commit('');
  }
  function fail() {
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'failed');
    api.Terminate('');
  }
</script></body></html>`;

const sco = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');
const progressOf = async (page: Page, licenseId: number) => (await page.request.get(`/api/elearning/scorm/license/${licenseId}`)).json();

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', '/');
});

test('SCORM 2004 attempts: a suspend resumes; a normal exit starts a new attempt with fresh data; interactions are added, not written over', async ({
  page,
}) => {
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E attempts ${Date.now()}`,
    await zipOf({ 'imsmanifest.xml': MANIFEST_2004, 'index.html': SCO_2004 }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).locator('#entry')).toHaveText('ab-initio');
  await sco(page).getByRole('button', { name: 'Answer' }).click();
  await sco(page).getByRole('button', { name: 'Suspend' }).click();
  await expect.poll(async () => (await progressOf(page, licenseId)).items[0]?.location, { timeout: 15_000 }).toBe('page-3');

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).locator('#entry')).toHaveText('resume');
  await expect(sco(page).locator('#location')).toHaveText('page-3');
  // The content numbers this session's interactions from 0 again (they are write-only): the LMS adds them.
  await sco(page).getByRole('button', { name: 'Answer' }).click();
  await sco(page).getByRole('button', { name: 'Finish' }).click();
  await expect.poll(async () => (await progressOf(page, licenseId)).completionStatus, { timeout: 15_000 }).toBe('completed');
  const [row] = await query<{ cmi: Record<string, string> }>('select cmi from elearning.learner_data where license_id = $1', [licenseId]);
  expect(row?.cmi).toMatchObject({ 'cmi.interactions.0.id': 'question-ab-initio', 'cmi.interactions.1.id': 'question-resume' });

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).locator('#entry')).toHaveText('ab-initio');
  await expect(sco(page).locator('#location')).toHaveText('none');
});

test('SCORM 2004 completed and failed is not passed, never completed (decision 0100)', async ({ page }) => {
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E failed 2004 ${Date.now()}`,
    await zipOf({ 'imsmanifest.xml': MANIFEST_2004, 'index.html': SCO_2004 }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await sco(page).getByRole('button', { name: 'Complete and fail' }).click();
  await expect.poll(() => progressOf(page, licenseId), { timeout: 15_000 }).toMatchObject({ successStatus: 'failed', notPassed: true });
  expect((await progressOf(page, licenseId)).completed).toBeNull();
});

test('a save while the server (not the browser) is down goes through within a few seconds of its recovery', async ({ page }) => {
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E recovery ${Date.now()}`,
    await zipOf({ 'imsmanifest.xml': MANIFEST_2004, 'index.html': SCO_2004 }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).locator('#entry')).toHaveText('ab-initio');
  // The server answers 503 for a while: the browser stays online, so only the retry back-off brings the save.
  await page.route('**/data/scorm/commit/**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await sco(page).getByRole('button', { name: 'Save during outage' }).click();
  await page.waitForTimeout(12_000);
  await page.unroute('**/data/scorm/commit/**');
  const recovered = Date.now();
  await expect
    .poll(async () => (await progressOf(page, licenseId)).items[0]?.location, { timeout: 8_000, intervals: [250] })
    .toBe('saved-during-outage');
  expect(Date.now() - recovered).toBeLessThan(6_000);
});

const COURSE_STRUCTURE = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/atrium-e2e/attempts"><title><langstring lang="en-US">cmi5 attempts</langstring></title>
    <description><langstring lang="en-US">An AU the test writes</langstring></description></course>
  <au id="https://example.com/atrium-e2e/attempts/au" moveOn="Completed"><title><langstring lang="en-US">AU</langstring></title>
    <description><langstring lang="en-US">Completes and fails</langstring></description><url>index.html</url></au>
</courseStructure>`;

// The AU starts as cmi5 says; its button sends completed and failed.
const AU = `<!doctype html><html lang="en"><head><title>AU</title></head><body>
<button type="button" id="fail" disabled>Complete and fail</button>
<script>
  const query = new URLSearchParams(location.search);
  const endpoint = query.get('endpoint');
  const actor = JSON.parse(query.get('actor'));
  const registration = query.get('registration');
  const activityId = query.get('activityId');
  async function start() {
    const token = (await (await fetch(query.get('fetch'), { method: 'POST' })).json())['auth-token'];
    const headers = { authorization: 'Basic ' + token, 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' };
    const state = endpoint + '/activities/state?stateId=LMS.LaunchData&activityId=' + encodeURIComponent(activityId) +
      '&agent=' + encodeURIComponent(JSON.stringify(actor)) + '&registration=' + registration;
    const launchData = await (await fetch(state, { headers })).json();
    const context = { registration, contextActivities: launchData.contextTemplate.contextActivities, extensions: launchData.contextTemplate.extensions };
    const statement = (verb, extra) => Object.assign({ id: crypto.randomUUID(), actor, verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb }, object: { id: activityId }, context }, extra);
    const post = (body) => fetch(endpoint + '/statements', { method: 'POST', headers, body: JSON.stringify(body) });
    await post(statement('initialized'));
    const fail = document.getElementById('fail');
    fail.disabled = false;
    fail.onclick = async () => {
      await post(statement('completed'));
      await post(statement('failed', { result: { score: { scaled: 0.2 }, success: false } }));
    };
  }
  start();
</script></body></html>`;

test('cmi5 in Chromium: completed and failed is not passed, never completed, even where moveOn asks only for completion', async ({
  page,
}) => {
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E failed cmi5 ${Date.now()}`,
    await zipOf({ 'cmi5.xml': COURSE_STRUCTURE, 'index.html': AU }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await sco(page).getByRole('button', { name: 'Complete and fail' }).click();
  await expect.poll(() => progressOf(page, licenseId), { timeout: 15_000 }).toMatchObject({ successStatus: 'failed', notPassed: true });
  expect((await progressOf(page, licenseId)).completed).toBeNull();
});

test('cmi5 in Chromium: the LMS writes launched at each launch and abandoned for a session left without terminated', async ({ page }) => {
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E abandoned ${Date.now()}`,
    await zipOf({ 'cmi5.xml': COURSE_STRUCTURE, 'index.html': AU }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).getByRole('button', { name: 'Complete and fail' })).toBeEnabled();
  // The learner leaves without the AU terminating, and comes back.
  await page.goto('/');
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).getByRole('button', { name: 'Complete and fail' })).toBeEnabled();
  const verbs = await query<{ verb: string }>(
    `select s.verb from elearning.cmi5_statement s join elearning.cmi5_registration r on r.registration = s.registration
      where r.license_id = $1 order by s.stored`,
    [licenseId],
  );
  expect(verbs.map((row) => row.verb.split('/').at(-1))).toEqual(['launched', 'initialized', 'abandoned', 'launched', 'initialized']);
});
