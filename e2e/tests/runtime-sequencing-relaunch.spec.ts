import { expect, test, type Page } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

// Decision 0106: the SCORM 2004 sequencing engine's state (attempt counts, global objectives) is kept on the server,
// so limit conditions and objective-based rules hold after a relaunch, not only within one page.

const NAMESPACES = `xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"`;

const manifest = (items: string, ids: string[]) => `<?xml version="1.0"?>
<manifest identifier="relaunch" ${NAMESPACES}>
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Relaunch</title>${items}</organization></organizations>
  <resources>${ids.map((id) => `<resource identifier="r-${id}" type="webcontent" adlcp:scormType="sco" href="${id}.html"/>`).join('')}</resources>
</manifest>`;

// A SCO that reports nothing of its own: it goes back to the introduction, or reaches the objective "<id>-done".
const sco = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<h1>${title}</h1>
<button type="button" onclick="back()">Back to the introduction</button>
<button type="button" onclick="reach()">Reach the objective</button>
<script>
  var api = window.parent.API_1484_11;
  api.Initialize('');
  function back() {
    api.SetValue('adl.nav.request', '{target=intro}choice');
    api.Terminate('');
  }
  function reach() {
    var count = Number(api.GetValue('cmi.objectives._count'));
    for (var n = 0; n < count; n++) {
      if (/-done$/.test(api.GetValue('cmi.objectives.' + n + '.id'))) api.SetValue('cmi.objectives.' + n + '.success_status', 'passed');
    }
    api.Commit('');
    document.body.append('Objective reached');
  }
</script></body></html>`;

const content = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');
const heading = (page: Page, name: string) => content(page).getByRole('heading', { name });
const menuItem = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Parts of the course' }).getByRole('button', { name: new RegExp(`^${title}`) });

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', '/');
});

test('SCORM 2004: attempt limits hold after a relaunch: a SCO with a limit of 1 (or 2) cannot be attempted again', async ({ page }) => {
  const limit = (n: number) => `<imsss:sequencing><imsss:limitConditions attemptLimit="${n}"/></imsss:sequencing>`;
  const items = `
    <item identifier="intro" identifierref="r-intro"><title>Introduction</title></item>
    <item identifier="final" identifierref="r-final"><title>Final test</title>${limit(1)}</item>
    <item identifier="quiz" identifierref="r-quiz"><title>Quiz</title>${limit(2)}</item>`;
  const zip = await zipOf({
    'imsmanifest.xml': manifest(items, ['intro', 'final', 'quiz']),
    'intro.html': sco('Introduction'),
    'final.html': sco('Final test'),
    'quiz.html': sco('Quiz'),
  });
  const licenseId = await licenseForBuiltPackage(page, `E2E attempt limits ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Introduction')).toBeVisible();
  const attempt = async (title: string) => {
    await menuItem(page, title).click();
    await expect(heading(page, title)).toBeVisible();
    await content(page).getByRole('button', { name: 'Back to the introduction' }).click();
    await expect(heading(page, 'Introduction')).toBeVisible();
  };
  await attempt('Final test');
  await attempt('Quiz');
  await expect(menuItem(page, 'Quiz')).toBeEnabled();
  await attempt('Quiz');
  await expect(menuItem(page, 'Final test')).toBeDisabled();
  await expect(menuItem(page, 'Quiz')).toBeDisabled();

  // Another launch: the attempts made before still count.
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Introduction')).toBeVisible();
  await expect(menuItem(page, 'Final test')).toBeDisabled();
  await expect(menuItem(page, 'Quiz')).toBeDisabled();
});

test('SCORM 2004: a global objective one SCO satisfied unlocks another SCO after a relaunch', async ({ page }) => {
  // a writes its objective a-done to the global objective g; b is disabled until g, read through its own objective, is
  // known and satisfied (SN UP.2.1).
  const items = `
    <item identifier="intro" identifierref="r-intro"><title>Introduction</title></item>
    <item identifier="a" identifierref="r-a"><title>Part A</title>
      <imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="a-primary"/>
        <imsss:objective objectiveID="a-done"><imsss:mapInfo targetObjectiveID="g" writeSatisfiedStatus="true"/></imsss:objective>
      </imsss:objectives></imsss:sequencing>
    </item>
    <item identifier="b" identifierref="r-b"><title>Part B</title>
      <imsss:sequencing>
        <imsss:sequencingRules><imsss:preConditionRule>
          <imsss:ruleConditions conditionCombination="any">
            <imsss:ruleCondition referencedObjective="from-a" operator="not" condition="objectiveStatusKnown"/>
            <imsss:ruleCondition referencedObjective="from-a" operator="not" condition="satisfied"/>
          </imsss:ruleConditions>
          <imsss:ruleAction action="disabled"/>
        </imsss:preConditionRule></imsss:sequencingRules>
        <imsss:objectives><imsss:primaryObjective objectiveID="b-primary"/>
          <imsss:objective objectiveID="from-a"><imsss:mapInfo targetObjectiveID="g" readSatisfiedStatus="true"/></imsss:objective></imsss:objectives>
      </imsss:sequencing>
    </item>`;
  const zip = await zipOf({
    'imsmanifest.xml': manifest(items, ['intro', 'a', 'b']),
    'intro.html': sco('Introduction'),
    'a.html': sco('Part A'),
    'b.html': sco('Part B'),
  });
  const licenseId = await licenseForBuiltPackage(page, `E2E global objective ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Introduction')).toBeVisible();
  await expect(menuItem(page, 'Part B')).toBeDisabled();
  await menuItem(page, 'Part A').click();
  await expect(heading(page, 'Part A')).toBeVisible();
  await content(page).getByRole('button', { name: 'Reach the objective' }).click();
  await expect(content(page).getByText('Objective reached')).toBeVisible();
  await content(page).getByRole('button', { name: 'Back to the introduction' }).click();
  await expect(heading(page, 'Introduction')).toBeVisible();
  await expect(menuItem(page, 'Part B')).toBeEnabled();

  // Another launch: g is still satisfied, so b is still open.
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(heading(page, 'Introduction')).toBeVisible();
  await expect(menuItem(page, 'Part B')).toBeEnabled();
  await menuItem(page, 'Part B').click();
  await expect(heading(page, 'Part B')).toBeVisible();
});
