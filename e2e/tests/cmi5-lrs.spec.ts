import { expect, test } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

const COURSE_STRUCTURE = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/atrium-e2e/lrs"><title><langstring lang="en-US">LRS rules</langstring></title>
    <description><langstring lang="en-US">An AU the test writes</langstring></description></course>
  <au id="https://example.com/atrium-e2e/lrs/au" moveOn="Passed"><title><langstring lang="en-US">Rules</langstring></title>
    <description><langstring lang="en-US">Sends what cmi5 allows and forbids</langstring></description><url>index.html</url></au>
</courseStructure>`;

// The AU redeems its fetch URL, reads LMS.LaunchData, then sends statements cmi5 allows and forbids and shows each answer.
const AU = `<!doctype html><html lang="en"><head><title>Rules</title></head><body>
<p>Answers: <output id="answers">running</output></p>
<script>
  const query = new URLSearchParams(location.search);
  const endpoint = query.get('endpoint');
  const actor = JSON.parse(query.get('actor'));
  const registration = query.get('registration');
  const activityId = query.get('activityId');
  async function run() {
    const token = (await (await fetch(query.get('fetch'), { method: 'POST' })).json())['auth-token'];
    const headers = { authorization: 'Basic ' + token, 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' };
    const state = endpoint + '/activities/state?stateId=LMS.LaunchData&activityId=' + encodeURIComponent(activityId) +
      '&agent=' + encodeURIComponent(JSON.stringify(actor)) + '&registration=' + registration;
    const launchData = await (await fetch(state, { headers })).json();
    const context = { registration, contextActivities: launchData.contextTemplate.contextActivities, extensions: launchData.contextTemplate.extensions };
    const statement = (verb, extra) => Object.assign({ id: crypto.randomUUID(), actor, verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb }, object: { id: activityId }, context }, extra);
    const post = (body) => fetch(endpoint + '/statements', { method: 'POST', headers, body: JSON.stringify(body) }).then((res) => res.status);
    const answers = [];
    answers.push(await post([]));
    answers.push(await post(statement('initialized')));
    answers.push(await post(Object.assign(statement('voided'), { object: { objectType: 'StatementRef', id: crypto.randomUUID() } })));
    answers.push(await post(statement('terminated')));
    answers.push(await post(statement('passed', { result: { score: { scaled: 0.9 } } })));
    const again = await fetch(query.get('fetch'), { method: 'POST' });
    answers.push(again.status + ':' + (await again.json())['error-code']);
    document.getElementById('answers').value = answers.join(',');
  }
  run().catch((error) => { document.getElementById('answers').value = 'error ' + error; });
</script></body></html>`;

test('cmi5 in Chromium: an empty batch is taken, voided and anything after terminated refused, a used fetch URL answers its error document', async ({
  page,
}) => {
  await login(page, 'admin', '/');
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E cmi5 LRS ${Date.now()}`,
    await zipOf({ 'cmi5.xml': COURSE_STRUCTURE, 'index.html': AU }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(page.frameLocator('iframe.atr-runtime-frame').locator('#answers')).toHaveText('200,200,403,200,403,400:1', {
    timeout: 15_000,
  });
  // The passed statement after terminated changed nothing.
  const progress = await (await page.request.get(`/api/elearning/scorm/license/${licenseId}`)).json();
  expect(progress).toMatchObject({ completed: null, successStatus: 'unknown' });
});

const BLOCK_STRUCTURE = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/atrium-e2e/blocks"><title><langstring lang="en-US">Blocks</langstring></title></course>
  <block id="https://example.com/atrium-e2e/blocks/block"><title><langstring lang="en-US">Block one</langstring></title>
    <au id="https://example.com/atrium-e2e/blocks/au" moveOn="Completed"><title><langstring lang="en-US">Lesson</langstring></title><url>index.html</url></au>
  </block>
</courseStructure>`;

// The AU completes, then reads the registration's statements back and shows what the LMS stated satisfied.
const COMPLETING_AU = `<!doctype html><html lang="en"><head><title>Lesson</title></head><body>
<p>Satisfied: <output id="satisfied">running</output></p>
<script>
  const query = new URLSearchParams(location.search);
  const endpoint = query.get('endpoint');
  const actor = JSON.parse(query.get('actor'));
  const registration = query.get('registration');
  const activityId = query.get('activityId');
  async function run() {
    const token = (await (await fetch(query.get('fetch'), { method: 'POST' })).json())['auth-token'];
    const headers = { authorization: 'Basic ' + token, 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' };
    const statement = (verb) => ({ id: crypto.randomUUID(), actor, verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb }, object: { id: activityId }, context: { registration } });
    await fetch(endpoint + '/statements', { method: 'POST', headers, body: JSON.stringify([statement('initialized'), statement('completed')]) });
    const stored = await (await fetch(endpoint + '/statements', { headers })).json();
    document.getElementById('satisfied').value = stored.statements
      .filter((s) => s.verb.id === 'https://w3id.org/xapi/adl/verbs/satisfied')
      .map((s) => s.object.id.split('/').pop())
      .reverse()
      .join(',');
  }
  run().catch((error) => { document.getElementById('satisfied').value = 'error ' + error; });
</script></body></html>`;

test('cmi5 in Chromium: the LMS states the block satisfied once its AU is completed, then the course', async ({ page }) => {
  await login(page, 'admin', '/');
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E cmi5 blocks ${Date.now()}`,
    await zipOf({ 'cmi5.xml': BLOCK_STRUCTURE, 'index.html': COMPLETING_AU }),
  );
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(page.frameLocator('iframe.atr-runtime-frame').locator('#satisfied')).toHaveText('block,blocks', { timeout: 15_000 });
});
