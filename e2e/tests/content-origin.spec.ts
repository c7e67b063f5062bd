import { expect, test } from '@playwright/test';
import { login } from './session';

// Issue 11 finding 8, decision 0119: a course package plays on the content origin, another host than the app's,
// which gets no session cookie and serves no staff API. A package's script there cannot act as the learner.
const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4400}`;

test("a package plays on the content origin and its script cannot call the app's APIs", async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page, 'admin', '/');
  // The first demo license plays the SCORM 1.2 golf package (services/elearning/src/seed-demo.ts).
  await page.goto('/scorm/run/1');
  const launch = page.frameLocator('iframe.atr-runtime-frame');
  await expect(launch.getByRole('button', { name: 'Next ->' })).toBeVisible();
  const contentOrigin = new URL(page.url()).origin;
  expect(contentOrigin).not.toBe(APP_ORIGIN);
  expect(new URL(page.url()).hostname).not.toBe('localhost');

  const frame = page.frames().find((candidate) => candidate.url().includes('/packages/'));
  expect(frame).toBeDefined();
  const attempts = await frame!.evaluate(async (appOrigin) => {
    const outcome = (request: Promise<Response>) =>
      request.then(
        (res) => `answered ${res.status}`,
        () => 'blocked',
      );
    return {
      // The content origin has no staff API at all.
      sameOrigin: await outcome(fetch('/api/users/me')),
      staffList: await outcome(fetch('/api/users/data/atriumusersearch/users')),
      // The app's origin is another site: no cookie goes along and the browser lets the script read nothing.
      appOrigin: await outcome(fetch(`${appOrigin}/api/users/me`, { credentials: 'include' })),
      cookie: document.cookie.includes('atrium_session'),
    };
  }, APP_ORIGIN);
  expect(attempts).toEqual({ sameOrigin: 'answered 404', staffList: 'answered 404', appOrigin: 'blocked', cookie: false });

  // The learner's way back leads to the app, still signed in.
  await page.getByRole('link', { name: 'Back to my page' }).first().click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/mypage`);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
});
