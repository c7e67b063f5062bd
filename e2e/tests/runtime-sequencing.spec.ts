import { expect, test, type Page } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

const NAMESPACES = `xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"`;

/** A SCORM 2004 4th edition manifest of the given items (already written XML) and one SCO page per item. */
const manifest = (items: string, organizationSequencing = '') => `<?xml version="1.0"?>
<manifest identifier="sequencing" ${NAMESPACES}>
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Sequencing</title>${items}${organizationSequencing}</organization></organizations>
  <resources>
    <resource identifier="ra" type="webcontent" adlcp:scormType="sco" href="a.html"/>
    <resource identifier="rb" type="webcontent" adlcp:scormType="sco" href="b.html"/>
    <resource identifier="rc" type="webcontent" adlcp:scormType="sco" href="c.html"/>
  </resources>
</manifest>`;

// Each SCO shows what adl.nav.request_valid answers and has a button per navigation request it can make.
const sco = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<h1>${title}</h1>
<p>Continue valid: <output id="continue"></output> Previous valid: <output id="previous"></output> Choice of c valid: <output id="choice-c"></output></p>
<button type="button" onclick="go('continue')">Request continue</button>
<button type="button" onclick="go('previous')">Request previous</button>
<button type="button" onclick="go('{target=c}choice')">Request choice of c</button>
<button type="button" onclick="go('exitAll')">Request exitAll</button>
<button type="button" onclick="go('suspendAll')">Request suspendAll</button>
<button type="button" onclick="pass()">Pass</button>
<script>
  var api = window.parent.API_1484_11;
  api.Initialize('');
  document.getElementById('continue').value = api.GetValue('adl.nav.request_valid.continue');
  document.getElementById('previous').value = api.GetValue('adl.nav.request_valid.previous');
  document.getElementById('choice-c').value = api.GetValue('adl.nav.request_valid.choice.{target=c}');
  function go(request) {
    api.SetValue('cmi.completion_status', 'completed');
    if (request === 'suspendAll') api.SetValue('cmi.exit', 'suspend');
    api.SetValue('adl.nav.request', request);
    api.Terminate('');
  }
  function pass() {
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.Terminate('');
  }
</script></body></html>`;

const scoPages = { 'a.html': sco('Part A'), 'b.html': sco('Part B'), 'c.html': sco('Part C') };
const content = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');
const heading = (page: Page, name: string) => content(page).getByRole('heading', { name });
const request = (page: Page, name: string) =>
  content(page)
    .getByRole('button', { name: `Request ${name}` })
    .click();

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', '/');
});

test("SCORM 2004: the SCO's adl.nav.request continue, previous, choice and exitAll are carried out after Terminate", async ({ page }) => {
  const items = ['a', 'b', 'c']
    .map((id) => `<item identifier="${id}" identifierref="r${id}"><title>Part ${id.toUpperCase()}</title></item>`)
    .join('');
  const zip = await zipOf({ 'imsmanifest.xml': manifest(items), ...scoPages });
  const licenseId = await licenseForBuiltPackage(page, `E2E nav ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Part A')).toBeVisible();
  await expect(content(page).locator('#continue')).toHaveText('true');
  await expect(content(page).locator('#previous')).toHaveText('false');
  await request(page, 'continue');
  await expect(heading(page, 'Part B')).toBeVisible();
  await expect(content(page).locator('#previous')).toHaveText('true');
  await request(page, 'previous');
  await expect(heading(page, 'Part A')).toBeVisible();
  await request(page, 'choice of c');
  await expect(heading(page, 'Part C')).toBeVisible();
  await request(page, 'exitAll');
  await expect(page.getByText('You have left the course. Your progress is saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my page' })).toBeVisible();
});

test('SCORM 2004: suspendAll ends the session, and the next launch resumes on the suspended SCO', async ({ page }) => {
  const items = ['a', 'b', 'c']
    .map((id) => `<item identifier="${id}" identifierref="r${id}"><title>Part ${id.toUpperCase()}</title></item>`)
    .join('');
  const zip = await zipOf({ 'imsmanifest.xml': manifest(items), ...scoPages });
  const licenseId = await licenseForBuiltPackage(page, `E2E suspend ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await request(page, 'continue');
  await expect(heading(page, 'Part B')).toBeVisible();
  await request(page, 'suspendAll');
  await expect(page.getByText('You have left the course. Your progress is saved.')).toBeVisible();

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Part B')).toBeVisible();
});

test('SCORM 2004 sequencing: flow-only control mode, a skip rule and a pre-condition on a global objective decide the menu and the flow', async ({
  page,
}) => {
  // a writes its satisfaction to the global objective g; c reads it, and is disabled until it is known and satisfied (an
  // unknown status makes "not satisfied" unknown, SN UP.2.1, hence the objectiveStatusKnown condition); b is always skipped
  // and counts for no rollup, so the course completes without it.
  const items = `
    <item identifier="a" identifierref="ra"><title>Part A</title>
      <imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="a-primary">
        <imsss:mapInfo targetObjectiveID="g" writeSatisfiedStatus="true"/></imsss:primaryObjective></imsss:objectives></imsss:sequencing>
    </item>
    <item identifier="b" identifierref="rb"><title>Part B</title>
      <imsss:sequencing><imsss:sequencingRules><imsss:preConditionRule>
        <imsss:ruleConditions><imsss:ruleCondition condition="always"/></imsss:ruleConditions><imsss:ruleAction action="skip"/>
      </imsss:preConditionRule></imsss:sequencingRules>
      <imsss:rollupRules rollupObjectiveSatisfied="false" rollupProgressCompletion="false"/></imsss:sequencing>
    </item>
    <item identifier="c" identifierref="rc"><title>Part C</title>
      <imsss:sequencing>
        <imsss:sequencingRules><imsss:preConditionRule>
          <imsss:ruleConditions conditionCombination="any">
            <imsss:ruleCondition referencedObjective="from-a" operator="not" condition="objectiveStatusKnown"/>
            <imsss:ruleCondition referencedObjective="from-a" operator="not" condition="satisfied"/>
          </imsss:ruleConditions>
          <imsss:ruleAction action="disabled"/>
        </imsss:preConditionRule></imsss:sequencingRules>
        <imsss:objectives><imsss:primaryObjective objectiveID="c-primary"/>
          <imsss:objective objectiveID="from-a"><imsss:mapInfo targetObjectiveID="g" readSatisfiedStatus="true"/></imsss:objective></imsss:objectives>
      </imsss:sequencing>
    </item>`;
  const zip = await zipOf({ 'imsmanifest.xml': manifest(items), ...scoPages });
  const licenseId = await licenseForBuiltPackage(page, `E2E rules ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Part A')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Parts of the course' });
  // c is disabled while the global objective a writes is not satisfied.
  await expect(menu.getByRole('button', { name: /^Part C/ })).toBeDisabled();
  await expect(content(page).locator('#choice-c')).toHaveText('false');
  await content(page).getByRole('button', { name: 'Pass' }).click();
  // Terminate with no request leaves the learner on the LMS's controls; c is open now, and Continue skips b.
  await expect(menu.getByRole('button', { name: /^Part C/ })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Part C')).toBeVisible();
  // The license follows the course's rollup (decision 0105): complete without b, which never played.
  await content(page).getByRole('button', { name: 'Pass' }).click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/elearning/scorm/license/${licenseId}`)).json()).completionStatus, {
      timeout: 15_000,
    })
    .toBe('completed');
});

test('SCORM 2004 sequencing: a flow-only package (choice="false") offers no menu choice and moves on with Continue', async ({ page }) => {
  const items = ['a', 'b']
    .map((id) => `<item identifier="${id}" identifierref="r${id}"><title>Part ${id.toUpperCase()}</title></item>`)
    .join('');
  const zip = await zipOf({
    'imsmanifest.xml': manifest(items, '<imsss:sequencing><imsss:controlMode choice="false" flow="true"/></imsss:sequencing>'),
    ...scoPages,
  });
  const licenseId = await licenseForBuiltPackage(page, `E2E flow ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Part A')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Parts of the course' });
  await expect(menu.getByRole('button', { name: /^Part B/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Part B')).toBeVisible();
});
