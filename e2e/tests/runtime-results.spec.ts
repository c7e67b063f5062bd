import { expect, test, type Page } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

/** A one-SCO SCORM 1.2 package written here; masteryScore adds adlcp:masteryscore. */
function package12(masteryScore?: number): Promise<Buffer> {
  const mastery = masteryScore === undefined ? '' : `<adlcp:masteryscore>${masteryScore}</adlcp:masteryscore>`;
  const manifest = `<?xml version="1.0"?>
<manifest identifier="results" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Results</title>
    <item identifier="quiz" identifierref="r"><title>Quiz</title>${mastery}</item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
  // The SCO shows what the LMS handed it and never sets a lesson status itself.
  const sco = `<!doctype html><html lang="en"><head><title>Quiz</title></head><body>
<p>Entry: <output id="entry"></output></p>
<p>Credit: <output id="credit"></output></p>
<p>Learner: <output id="name"></output></p>
<button type="button" onclick="api.LMSFinish('')">Finish</button>
<button type="button" onclick="api.LMSSetValue('cmi.core.score.raw', '60'); api.LMSFinish('')">Score 60 and finish</button>
<script>
  var api = window.parent.API;
  api.LMSInitialize('');
  document.getElementById('entry').value = api.LMSGetValue('cmi.core.entry');
  document.getElementById('credit').value = api.LMSGetValue('cmi.core.credit');
  document.getElementById('name').value = api.LMSGetValue('cmi.core.student_name');
</script></body></html>`;
  return zipOf({ 'imsmanifest.xml': manifest, 'index.html': sco });
}

interface Progress {
  completed: string | null;
  notPassed: boolean;
  completionStatus: string | null;
  successStatus: string | null;
}

const progressOf = async (page: Page, licenseId: number): Promise<Progress> =>
  (await page.request.get(`/api/elearning/scorm/license/${licenseId}`)).json();
const sco = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', '/');
});

test('SCORM 1.2: the SCO gets entry ab-initio, credit and "Lastname, Firstname"; finishing without a status completes', async ({
  page,
}) => {
  const licenseId = await licenseForBuiltPackage(page, `E2E finish ${Date.now()}`, await package12());
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).locator('#entry')).toHaveText('ab-initio');
  await expect(sco(page).locator('#credit')).toHaveText('credit');
  await expect(sco(page).locator('#name')).toHaveText('Admin, Ada');
  await sco(page).getByRole('button', { name: 'Finish', exact: true }).click();
  await expect
    .poll(() => progressOf(page, licenseId), { timeout: 15_000 })
    .toMatchObject({ completionStatus: 'completed', completed: expect.any(String), notPassed: false });
});

test('SCORM 1.2: a score under adlcp:masteryscore fails: not passed, never completed', async ({ page }) => {
  const licenseId = await licenseForBuiltPackage(page, `E2E mastery ${Date.now()}`, await package12(80));
  await page.goto(`/scorm/run/${licenseId}`);
  await sco(page).getByRole('button', { name: 'Score 60 and finish' }).click();
  await expect.poll(() => progressOf(page, licenseId), { timeout: 15_000 }).toMatchObject({ successStatus: 'failed', notPassed: true });
  expect((await progressOf(page, licenseId)).completed).toBeNull();
});
