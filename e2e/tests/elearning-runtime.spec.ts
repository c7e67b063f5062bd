import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { nextGolfPage as next, passGolfQuiz } from './golf';
import { login } from './session';

// The demo data gives admin one license per fixture package, in this order (services/elearning/src/seed-demo.ts).
const LICENSE = { scorm12: 1, scorm2004: 2, cmi5: 3 };
const SCORM_CALLS = /\/api\/elearning\/(remote\/)?data\/scorm\//;
const GOLF_PAGES = ['Playing/Playing.html', 'Playing/Par.html', 'Playing/Scoring.html', 'Playing/OtherScoring.html'];

interface Progress {
  completed: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreScaled: number | null;
  items: { location: string | null }[];
}

async function progress(page: Page, licenseId: number): Promise<Progress> {
  const res = await page.request.get(`/api/elearning/scorm/license/${licenseId}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** The package's own page inside the player's frame. */
const packageFrame = (page: Page): FrameLocator => page.frameLocator('iframe.atr-runtime-frame');

async function openGolf(page: Page, licenseId: number): Promise<FrameLocator> {
  await page.goto(`/scorm/run/${licenseId}`);
  const launch = packageFrame(page);
  await expect(launch.getByRole('button', { name: 'Next ->' })).toBeVisible();
  return launch;
}

test.beforeEach(async ({ page }) => {
  // The golf packages offer resume with confirm(); accepting is what a returning learner does.
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page, 'admin', '/');
});

test('SCORM 1.2: advance, leave, resume where left; completion and score reach the license', async ({ page }) => {
  let launch = await openGolf(page, LICENSE.scorm12);
  await next(launch, 3);
  await expect(launch.locator('#contentFrame')).toHaveAttribute('src', `../${GOLF_PAGES[3]}`);
  // A plain navigation away: the final commit goes by sendBeacon while the page unloads.
  await page.goto('/');
  await expect.poll(async () => (await progress(page, LICENSE.scorm12)).items[0]?.location).toBe('3');

  launch = await openGolf(page, LICENSE.scorm12);
  await expect(launch.locator('#contentFrame')).toHaveAttribute('src', `../${GOLF_PAGES[3]}`);
  await next(launch, 11);
  await passGolfQuiz(launch);
  await expect
    .poll(async () => progress(page, LICENSE.scorm12), { timeout: 15_000 })
    .toMatchObject({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 1, completed: expect.any(String) });

  // The course's license list shows it completed too (the SCORM 1.2 course is the first demo course).
  await page.goto('/license/ecourse/1');
  await page.getByLabel('Show').selectOption({ label: 'Completed' });
  await expect(page.getByRole('treegrid', { name: 'Licenses' }).or(page.getByRole('grid', { name: 'Licenses' }))).toContainText(
    'Ada Admin',
  );
});

test("SCORM 2004: the package's own exit saves, the next launch resumes", async ({ page }) => {
  let launch = await openGolf(page, LICENSE.scorm2004);
  await next(launch, 2);
  await launch.getByRole('button', { name: 'Exit' }).click();
  await expect.poll(async () => (await progress(page, LICENSE.scorm2004)).items[0]?.location).toBe('2');

  launch = await openGolf(page, LICENSE.scorm2004);
  await expect(launch.locator('#contentFrame')).toHaveAttribute('src', `../${GOLF_PAGES[2]}`);
  await next(launch, 12);
  await passGolfQuiz(launch);
  await expect
    .poll(async () => progress(page, LICENSE.scorm2004), { timeout: 15_000 })
    .toMatchObject({ completionStatus: 'completed', successStatus: 'passed', completed: expect.any(String) });
});

test('a commit during a network failure is retried and nothing is lost', async ({ page }) => {
  const launch = await openGolf(page, LICENSE.scorm12);
  // The last test ended the attempt normally, so this launch is a new attempt on the first page: go on a
  // little, so there is a page to go back to.
  await next(launch, 2);
  await expect.poll(async () => (await progress(page, LICENSE.scorm12)).items[0]?.location, { timeout: 15_000 }).toBe('2');
  const before = Number((await progress(page, LICENSE.scorm12)).items[0]?.location ?? 0);
  // The player saves on the content origin (decision 0119), under /api/elearning/remote.
  await page.route(SCORM_CALLS, (route) => route.abort('internetdisconnected'));
  await launch.getByRole('button', { name: '<- Previous' }).click();
  await expect(page.getByRole('status')).toContainText(/No connection|Ingen forbindelse/, { timeout: 15_000 });
  expect((await progress(page, LICENSE.scorm12)).items[0]?.location).toBe(String(before));

  await page.unroute(SCORM_CALLS);
  await expect.poll(async () => (await progress(page, LICENSE.scorm12)).items[0]?.location, { timeout: 20_000 }).toBe(String(before - 1));
  await expect(page.getByText(/No connection|Ingen forbindelse/)).toHaveCount(0);
});

test('cmi5: advance, leave, resume from the bookmark; moveOn passes the license', async ({ page }) => {
  await page.goto(`/scorm/run/${LICENSE.cmi5}`);
  let au = packageFrame(page);
  await expect(au.locator('li.navmenuitem').nth(2)).toBeVisible();
  // The AU keeps its bookmark in the State API, and also writes one while it starts; leave once every bookmark it
  // sent for the page chosen is stored. Counting the start's write too could see it stored before the choice's
  // write was even sent.
  let chosen = false;
  let sent = 0;
  let stored = 0;
  page.on('request', (request) => {
    if (!chosen || request.method() !== 'PUT' || !request.url().includes('stateId=suspendData')) return;
    sent += 1;
    void request.response().then(() => (stored += 1));
  });
  chosen = true;
  // The menu is drawn before the AU has finished starting, and a click that early is lost: click again until
  // the AU shows the page.
  await expect(async () => {
    await au.locator('li.navmenuitem').nth(2).click();
    await expect(au.locator('li.navmenuitem.current')).toHaveAttribute('data-pageidx', '2', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => sent > 0 && stored === sent, { timeout: 15_000 }).toBe(true);
  await page.goto('/');

  await page.goto(`/scorm/run/${LICENSE.cmi5}`);
  au = packageFrame(page);
  await au.getByRole('button', { name: 'Resume From Bookmark' }).click();
  await expect(au.locator('li.navmenuitem.current')).toHaveAttribute('data-pageidx', '2');

  await au.locator('li.navmenuitem', { hasText: 'Quiz' }).click();
  await au.getByRole('button', { name: /Select correct answers/ }).click();
  await au.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(au.locator('#score-passed')).toBeVisible();
  await expect
    .poll(async () => progress(page, LICENSE.cmi5), { timeout: 15_000 })
    .toMatchObject({ completionStatus: 'completed', successStatus: 'passed', completed: expect.any(String) });
});

test('the runtime page loads alone, without the shell', async ({ page }) => {
  await page.goto(`/scorm/run/${LICENSE.scorm2004}`);
  await expect(packageFrame(page).getByRole('button', { name: 'Next ->' })).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
});
