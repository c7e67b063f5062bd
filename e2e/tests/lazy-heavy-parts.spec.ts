import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

// Issue 12: a page downloads the grid, the charts, the rich-text editor and drag and drop only when it shows
// one, and then once, from the shell's build (shared-ui is a federation singleton, so are its lazy parts).
const HEAVY = { grid: /ag-grid/, chart: /highcharts/, richText: /tiptap|prosemirror/, dragAndDrop: /dnd-kit/ };

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

const loaded = (scripts: string[], pattern: RegExp) => scripts.filter((script) => pattern.test(script));

test('the login page loads none of the heavy parts', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByLabel(/username|brukernavn|användarnamn/i)).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const pattern of Object.values(HEAVY)) expect(loaded(scripts, pattern)).toEqual([]);
});

test('a list loads the grid alone, once, from the shell; a chart page loads the charts', async ({ page }) => {
  const scripts = scriptsOf(page);
  await login(page, 'admin', '/clcourses');
  await expect(page.getByRole('treegrid').or(page.getByRole('grid')).getByRole('row').nth(1)).toBeVisible();
  const grid = loaded(scripts, HEAVY.grid);
  expect(grid).toHaveLength(1);
  expect(grid[0]).not.toMatch(/^\/remotes\//);
  expect(loaded(scripts, HEAVY.chart)).toEqual([]);
  expect(loaded(scripts, HEAVY.richText)).toEqual([]);
  expect(loaded(scripts, HEAVY.dragAndDrop)).toEqual([]);
  // One federation runtime core on the page: the classroom remote is built without one and uses the shell's (decision 0258).
  expect(
    await page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name),
  ).toBe('shell');

  const ratings: { courseId: number }[] = await (await page.request.get('/api/elearning/data/ecourses/ratings')).json();
  await page.goto(`/ecourse/${ratings[0]!.courseId}/evaluations`);
  await expect(page.locator('.atr-chart svg.highcharts-root')).toBeVisible();
  const charts = loaded(scripts, HEAVY.chart);
  expect(charts).toHaveLength(1);
  expect(charts[0]).not.toMatch(/^\/remotes\//);
});

test('the learner runtime loads the SCORM 1.2 API alone, and nothing of the admin screens', async ({ page, baseURL }) => {
  const scripts = scriptsOf(page);
  const appOriginScripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.origin === new URL(baseURL!).origin) appOriginScripts.push(url.pathname);
  });
  await login(page, 'admin', '/mypage');
  scripts.length = 0;
  appOriginScripts.length = 0;
  await page.goto('/scorm/run/1');
  await expect(page.frameLocator('iframe.atr-runtime-frame').locator('body')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded(scripts, /scorm-again_dist_esm_scorm12/)).toHaveLength(1);
  expect(loaded(scripts, /scorm2004|scorm-again_dist_esm_scorm-again/)).toEqual([]);
  for (const pattern of Object.values(HEAVY)) expect(loaded(scripts, pattern)).toEqual([]);
  expect(loaded(scripts, /shared-ui/)).toEqual([]);
  // Its own build: no federation runtime, and its constants come without zod (issue 12).
  expect(loaded(scripts, /remoteEntry|zod/)).toEqual([]);
  // On the app's origin it only opens the session and moves on to the content origin's player: no React there.
  expect(appOriginScripts.length).toBeGreaterThan(0);
  expect(loaded(appOriginScripts, /react/)).toEqual([]);
});
