import { expect, test, type Page } from '@playwright/test';
import { licenseForBuiltPackage, singleScoManifest, zipOf } from './built-course';
import { login } from './session';

// A SCORM 1.2 SCO written for this test: it shows the location it was given and moves or finishes on a click.
const MANIFEST = singleScoManifest('order', 'Save order', 'Pages');
const SCO = `<!doctype html><html lang="en"><head><title>Pages</title></head><body>
<p>Location: <output id="location"></output></p>
<button type="button" onclick="go(5)">Page 5</button>
<button type="button" onclick="go(9)">Page 9</button>
<button type="button" onclick="finish()">Finish</button>
<script>
  var api = window.parent.API;
  api.LMSInitialize('');
  document.getElementById('location').value = api.LMSGetValue('cmi.core.lesson_location') || 'start';
  function go(page) {
    api.LMSSetValue('cmi.core.lesson_location', String(page));
    api.LMSSetValue('cmi.core.exit', 'suspend');
    api.LMSCommit('');
    document.getElementById('location').value = String(page);
  }
  function finish() {
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSFinish('');
  }
</script></body></html>`;

// The player saves on the content origin (decision 0119), under /api/elearning/remote.
const COMMITS = /\/api\/elearning\/(remote\/)?data\/scorm\//;

async function locationOf(page: Page, licenseId: number): Promise<string | null> {
  const res = await page.request.get(`/api/elearning/scorm/license/${licenseId}`);
  return ((await res.json()) as { items: { location: string | null }[] }).items[0]?.location ?? null;
}

const sco = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');

test('a save a browser kept from an older launch never overwrites what the learner did since on another device', async ({
  page,
  browser,
}) => {
  await login(page, 'admin', '/');
  const licenseId = await licenseForBuiltPackage(
    page,
    `E2E save order ${Date.now()}`,
    await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': SCO }),
  );

  // Device A: the learner goes to page 5 while the server cannot be reached; the save stays in A's storage.
  await page.goto(`/scorm/run/${licenseId}`);
  await expect(sco(page).locator('#location')).toHaveText('start');
  await page.route(COMMITS, (route) => route.abort('internetdisconnected'));
  await sco(page).getByRole('button', { name: 'Page 5' }).click();
  await expect(page.getByRole('status')).toContainText('No connection', { timeout: 15_000 });
  const remembered = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atrium.runtime.pending')));
  expect(remembered).toHaveLength(1);
  await page.goto('/');

  // Device B: the learner goes on to page 9 and finishes there.
  const deviceB = await browser.newContext();
  const pageB = await deviceB.newPage();
  await login(pageB, 'admin', '/');
  await pageB.goto(`/scorm/run/${licenseId}`);
  // A's last save may have left with the page (a beacon), or not.
  await expect(sco(pageB).locator('#location')).toHaveText(/^(5|start)$/);
  await sco(pageB).getByRole('button', { name: 'Page 9' }).click();
  await sco(pageB).getByRole('button', { name: 'Finish' }).click();
  await expect.poll(() => locationOf(pageB, licenseId), { timeout: 15_000 }).toBe('9');
  await deviceB.close();

  // Back on device A, the network is there again: the kept save is sent, refused as superseded, and forgotten.
  await page.unroute(COMMITS);
  const refused = page.waitForResponse((res) => COMMITS.test(res.url()) && res.status() === 409);
  await page.goto(`/scorm/run/${licenseId}`);
  await refused;
  await expect(sco(page).locator('#location')).toHaveText('9');
  expect(await locationOf(page, licenseId)).toBe('9');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atrium.runtime.pending')))).toEqual([]);
});
