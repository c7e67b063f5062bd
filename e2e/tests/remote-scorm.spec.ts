import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { nextGolfPage, passGolfQuiz } from './golf';
import { login } from './session';
import { unzip } from './unzip';

/*
 * Remote SCORM end to end: a platform admin lets a customer play the first demo course (the SCORM 1.2
 * golf package) from its own LMS and downloads the wrapper; a learner opens it in an LMS on another site
 * (a fake SCORM 1.2 LMS the test serves), plays the course in Atrium's runtime without any Atrium
 * session, and the LMS receives the result while Atrium keeps the license.
 */
const COURSE = '/ecourse/1/edit/coursePackage';
const CUSTOMER = 'Nordsjø Energi AS';
const LEARNER = { id: 'lms-e2e-1', name: 'Lærer, Lise' };

/** A SCORM 1.2 LMS reduced to its API: it answers the wrapper and keeps what it is told in window.lms. */
const LMS_PAGE = `<!doctype html>
<html lang="en"><head><title>Test LMS</title><script>
  const data = { 'cmi.core.student_id': ${JSON.stringify(LEARNER.id)}, 'cmi.core.student_name': ${JSON.stringify(LEARNER.name)}, 'cmi.core.lesson_status': 'not attempted' };
  const calls = [];
  window.lms = { data, calls };
  const call = (name, answer) => (...args) => { calls.push(name); return answer(...args); };
  window.API = {
    LMSInitialize: call('LMSInitialize', () => 'true'),
    LMSGetValue: call('LMSGetValue', (key) => data[key] ?? ''),
    LMSSetValue: call('LMSSetValue', (key, value) => { data[key] = String(value); return 'true'; }),
    LMSCommit: call('LMSCommit', () => 'true'),
    LMSFinish: call('LMSFinish', () => 'true'),
    LMSGetLastError: () => '0',
    LMSGetErrorString: () => '',
    LMSGetDiagnostic: () => '',
  };
</script></head>
<body style="margin:0"><iframe id="sco" title="Course" src="/course/index.html" style="border:0;width:100vw;height:100vh"></iframe></body></html>`;

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', xml: 'application/xml' };

/**
 * The customer's LMS: a real server on 127.0.0.1, another site than Atrium's localhost. (A page the test
 * fulfilled itself would count as public to Chromium, which then refuses to frame a local address.)
 */
async function startLms(wrapper: Map<string, Buffer>): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://lms').pathname;
    const body =
      pathname === '/lms.html'
        ? Buffer.from(LMS_PAGE)
        : pathname.startsWith('/course/')
          ? wrapper.get(pathname.slice('/course/'.length))
          : undefined;
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[pathname.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The learner's own browser, with no Atrium session, opening the course in the LMS. */
async function openInLms(browser: Browser, wrapper: Map<string, Buffer>): Promise<{ lms: Page; close: () => Promise<void> }> {
  const { url, server } = await startLms(wrapper);
  const context = await browser.newContext();
  const lms = await context.newPage();
  lms.on('dialog', (dialog) => void dialog.accept());
  await lms.goto(`${url}/lms.html`);
  return {
    lms,
    close: async () => {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** LMS page → wrapper (the LMS's site) → Atrium's runtime (another site) → the package's own page. */
const runtimeIn = (lms: Page): FrameLocator => lms.frameLocator('#sco').frameLocator('iframe');
const lmsValue = (lms: Page, key: string) =>
  lms.evaluate((name) => (window as unknown as { lms: { data: Record<string, string> } }).lms.data[name], key);

async function downloadWrapper(page: Page, version: string): Promise<Map<string, Buffer>> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `${version} package for ${CUSTOMER}` }).click();
  return unzip(await (await download).path());
}

test('a customer’s learner plays the course from their own LMS; the LMS gets the result and Atrium the license', async ({
  page,
  browser,
}) => {
  await login(page, 'admin', COURSE);
  await page.goto(COURSE);
  const panel = page.getByRole('region', { name: 'Remote SCORM' });
  await expect(panel).toContainText('No customer plays this course from their own LMS yet.');
  const form = panel.getByRole('group', { name: 'Let a customer play this course from their LMS' });
  await form.getByRole('combobox', { name: 'Customer' }).pressSequentially('Nords');
  await page.getByRole('option', { name: new RegExp(CUSTOMER) }).click();
  await form.getByLabel('Max learners').fill('5');
  await form.getByRole('button', { name: 'Add customer' }).click();
  const row = panel.getByRole('row', { name: new RegExp(CUSTOMER) });
  await expect(row).toContainText('0 of 5');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  const wrapper = await downloadWrapper(page, 'SCORM 1.2');
  expect(wrapper.get('imsmanifest.xml')?.toString()).toContain('<schemaversion>1.2</schemaversion>');

  const { lms, close } = await openInLms(browser, wrapper);
  const launch = runtimeIn(lms).frameLocator('iframe.atr-runtime-frame');
  await expect(launch.getByRole('button', { name: 'Next ->' })).toBeVisible();
  await expect.poll(() => lmsValue(lms, 'cmi.core.lesson_status')).toBe('incomplete');
  await nextGolfPage(launch, 14);
  await passGolfQuiz(launch);
  await expect.poll(() => lmsValue(lms, 'cmi.core.lesson_status'), { timeout: 30_000 }).toBe('passed');
  expect(await lmsValue(lms, 'cmi.core.score.raw')).toBe('100');

  // The learner closes the course in the LMS: the wrapper ends the LMS session with the time spent.
  await lms.evaluate(() => document.getElementById('sco')?.remove());
  await expect
    .poll(() => lms.evaluate(() => (window as unknown as { lms: { calls: string[] } }).lms.calls.includes('LMSFinish')))
    .toBe(true);
  expect(await lmsValue(lms, 'cmi.core.session_time')).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
  await close();

  await page.goto('/license/ecourse/1');
  await page.getByLabel('Name or user id').fill(LEARNER.id);
  const grid = page.getByRole('treegrid', { name: 'Licenses' }).or(page.getByRole('grid', { name: 'Licenses' }));
  await expect(grid).toContainText(`${LEARNER.name} (learner ${LEARNER.id} in the customer’s LMS)`);
  await expect(grid).toContainText('Completed');
  await expect(grid).toContainText(CUSTOMER);
});

test('a new link stops the wrappers downloaded before, and the learner is told why', async ({ page, browser }) => {
  await login(page, 'admin', COURSE);
  await page.goto(COURSE);
  const panel = page.getByRole('region', { name: 'Remote SCORM' });
  await expect(panel.getByRole('row', { name: new RegExp(CUSTOMER) })).toContainText('1 of 5');
  const old = await downloadWrapper(page, 'SCORM 1.2');

  await panel.getByRole('button', { name: `New link for ${CUSTOMER}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByText('New link made: download the packages again')).toBeVisible();

  const stale = await openInLms(browser, old);
  await expect(runtimeIn(stale.lms).getByRole('alert')).toContainText(/not available from your learning system/);
  await stale.close();

  const renewed = await openInLms(browser, await downloadWrapper(page, 'SCORM 1.2'));
  await expect(runtimeIn(renewed.lms).frameLocator('iframe.atr-runtime-frame').getByRole('button', { name: 'Next ->' })).toBeVisible();
  await renewed.close();
});
