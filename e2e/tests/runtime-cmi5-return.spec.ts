import { expect, test } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

/** A one-AU cmi5 course written here; launchMethod as given. */
const courseStructure = (launchMethod: string) => `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/atrium-e2e/return-${launchMethod}"><title><langstring lang="en-US">Return</langstring></title>
    <description><langstring lang="en-US">An AU the test writes</langstring></description></course>
  <au id="https://example.com/atrium-e2e/return-${launchMethod}/au" launchMethod="${launchMethod}" moveOn="Completed">
    <title><langstring lang="en-US">Exit</langstring></title>
    <description><langstring lang="en-US">Exits to the returnURL</langstring></description><url>index.html</url></au>
</courseStructure>`;

// The AU starts as cmi5 says (fetch, LMS.LaunchData, initialized); its Exit sends completed and terminated and
// navigates to LaunchData's returnURL, as authoring tools' AUs do.
const AU = `<!doctype html><html lang="en"><head><title>Exit AU</title></head><body>
<h1>Exit AU</h1>
<p>Framed: <output id="framed"></output></p>
<button type="button" id="exit" disabled>Exit</button>
<script>
  document.getElementById('framed').value = String(window.top !== window);
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
    const statement = (verb) => ({ id: crypto.randomUUID(), actor, verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb }, object: { id: activityId }, context });
    const post = (body) => fetch(endpoint + '/statements', { method: 'POST', headers, body: JSON.stringify(body) });
    await post(statement('initialized'));
    const exit = document.getElementById('exit');
    exit.disabled = false;
    exit.onclick = async () => {
      await post(statement('completed'));
      await post(statement('terminated'));
      location.href = launchData.returnURL;
    };
  }
  start();
</script></body></html>`;

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', '/');
});

test('cmi5 AnyWindow: the AU framed by the player exits to its returnURL, which takes the learner out of the course to their page', async ({
  page,
}) => {
  const zip = await zipOf({ 'cmi5.xml': courseStructure('AnyWindow'), 'index.html': AU });
  const licenseId = await licenseForBuiltPackage(page, `E2E cmi5 return ${Date.now()}`, zip);
  await page.goto(`/scorm/run/${licenseId}`);
  const au = page.frameLocator('iframe.atr-runtime-frame');
  await expect(au.locator('#framed')).toHaveText('true');
  await au.getByRole('button', { name: 'Exit' }).click();
  // Out of the course, on the learner's own page: no player inside the AU's frame, no new session.
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.locator('iframe.atr-runtime-frame')).toHaveCount(0);
});

test("cmi5 OwnWindow: the AU plays as its own page, not framed, and its returnURL leads to the learner's page", async ({ page }) => {
  const zip = await zipOf({ 'cmi5.xml': courseStructure('OwnWindow'), 'index.html': AU });
  const licenseId = await licenseForBuiltPackage(page, `E2E cmi5 own window ${Date.now()}`, zip);
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(page.getByRole('heading', { name: 'Exit AU' })).toBeVisible();
  await expect(page.locator('#framed')).toHaveText('false');
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect
    .poll(async () => (await (await page.request.get(`/api/elearning/scorm/license/${licenseId}`)).json()).completed, { timeout: 15_000 })
    .toEqual(expect.any(String));
});
