import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { login } from './session';

/*
 * The other two runtime entries of document 001 §2: /scorm/runScormSessionId/{id} resumes a session that
 * /scorm/run started, /ocs/course/{useruuid}/{licenseuuid} starts one from the learner's and the license's
 * uuids. Both play admin's SCORM 2004 golf license (services/elearning/src/seed-demo.ts). The tests only
 * open the package and look at its first page: they never page on, so the license's progress is as
 * elearning-runtime.spec.ts left it.
 */
const SCORM2004_LICENSE = 2;

interface Session {
  ok: boolean;
  licenseId: number;
  sessionId: string;
  licenseUUID: string;
  courseDetails: { packageType: string };
}

/** The package's own page inside the player's frame. */
const packageFrame = (page: Page): FrameLocator => page.frameLocator('iframe.atr-runtime-frame');

async function expectGolfPlays(page: Page): Promise<void> {
  await expect(packageFrame(page).getByRole('button', { name: 'Next ->' })).toBeVisible();
}

/**
 * The entries on the app's origin open the session with the learner's cookie, then hand over to the player on the
 * content origin (decision 0119): the session is the one in the player's address, read back with the cookie.
 */
async function playedSession(page: Page): Promise<Session> {
  await page.waitForURL(/\/scorm\/play\/[^/?#]+/);
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const res = await page.request.get(`/api/elearning/scorm/getSession/${sessionId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Session;
}

/** Starts the golf license by its id, as the learner's own link does, and answers the session it got. */
async function startByLicense(page: Page): Promise<Session> {
  await page.goto(`/scorm/run/${SCORM2004_LICENSE}`);
  const session = await playedSession(page);
  expect(session).toMatchObject({ ok: true, licenseId: SCORM2004_LICENSE, courseDetails: { packageType: 'scorm2004' } });
  await expectGolfPlays(page);
  return session;
}

test.beforeEach(async ({ page }) => {
  // The golf packages offer resume with confirm(); accepting keeps the learner where they were.
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page, 'admin', '/');
});

test('/scorm/runScormSessionId/{id} plays the session /scorm/run started', async ({ page }) => {
  const started = await startByLicense(page);

  await page.goto(`/scorm/runScormSessionId/${started.sessionId}`);
  expect(await playedSession(page)).toMatchObject({
    ok: true,
    sessionId: started.sessionId,
    licenseId: SCORM2004_LICENSE,
    licenseUUID: started.licenseUUID,
  });
  await expectGolfPlays(page);
  // Like /scorm/run, a page of its own without the shell.
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
});

test('/ocs/course/{useruuid}/{licenseuuid} plays the license of that learner', async ({ page }) => {
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { id: number; username: string } };
  const found = (await (await page.request.get(`/api/users/data/users/search?q=${encodeURIComponent(me.user.username)}`)).json()) as {
    id: number;
    uuid: string;
  }[];
  const userUuid = found.find((user) => user.id === me.user.id)?.uuid;
  if (!userUuid) throw new Error(`no uuid for ${me.user.username}`);
  const init = (await (await page.request.get(`/api/elearning/scorm/init/${SCORM2004_LICENSE}`)).json()) as Session;

  await page.goto(`/ocs/course/${userUuid}/${init.licenseUUID}`);
  expect(await playedSession(page)).toMatchObject({
    ok: true,
    licenseId: SCORM2004_LICENSE,
    licenseUUID: init.licenseUUID,
    courseDetails: { packageType: 'scorm2004' },
  });
  await expectGolfPlays(page);
});
