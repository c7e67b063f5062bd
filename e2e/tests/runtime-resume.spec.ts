import { expect, test, type Page } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

// A SCORM 2004 package written here: two SCOs, the first declaring two objectives in its sequencing.
const MANIFEST = `<?xml version="1.0"?>
<manifest identifier="resume" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Resume</title>
    <item identifier="one" identifierref="r1"><title>One</title>
      <imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="obj_primary"/><imsss:objective objectiveID="obj_two"/></imsss:objectives></imsss:sequencing>
    </item>
    <item identifier="two" identifierref="r2"><title>Two</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="one.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormType="sco" href="two.html"/>
  </resources>
</manifest>`;
const sco = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<h1>${title}</h1>
<p>Objectives: <output id="objectives"></output></p>
<button type="button" onclick="done()">Done</button>
<script>
  var api = window.parent.API_1484_11;
  api.Initialize('');
  var ids = [];
  for (var i = 0; i < Number(api.GetValue('cmi.objectives._count')); i++) ids.push(api.GetValue('cmi.objectives.' + i + '.id'));
  document.getElementById('objectives').value = ids.join(',') || 'none';
  function done() {
    api.SetValue('cmi.objectives.1.success_status', 'passed');
    api.SetValue('cmi.completion_status', 'completed');
    api.Terminate('');
  }
</script></body></html>`;

const content = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');

test('SCORM 2004: the SCO finds the objectives its manifest declares; a relaunch opens the item the learner left, the menu shows results', async ({
  page,
}) => {
  await login(page, 'admin', '/');
  const zip = await zipOf({ 'imsmanifest.xml': MANIFEST, 'one.html': sco('One'), 'two.html': sco('Two') });
  const licenseId = await licenseForBuiltPackage(page, `E2E resume ${Date.now()}`, zip);

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(content(page).getByRole('heading', { name: 'One' })).toBeVisible();
  await expect(content(page).locator('#objectives')).toHaveText('obj_primary,obj_two');
  await content(page).getByRole('button', { name: 'Done' }).click();

  const menu = page.getByRole('navigation', { name: 'Parts of the course' });
  await menu.getByRole('button', { name: /^Two/ }).click();
  await expect(content(page).getByRole('heading', { name: 'Two' })).toBeVisible();
  await expect(content(page).locator('#objectives')).toHaveText('none');
  await page.goto('/');

  await page.goto(`/scorm/run/${licenseId}`);
  await expect(content(page).getByRole('heading', { name: 'Two' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'One (completed)' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /^Two/ })).toHaveAttribute('aria-current', 'step');
});
