import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

/*
 * Issue 22 point 11: every built screen, as each demo role that may use it, loads without a console error and
 * without a failed request. A screen is built when its remote's AreaApp.tsx gives its route a page; screens with
 * parameters are opened by their own specs with the records they make.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Route {
  name: string;
  pattern: string;
  roles?: string[];
}

function builtScreens(): Route[] {
  return readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .flatMap((remote) => {
      const routes = JSON.parse(readFileSync(path.join(ROOT, remote, 'src/routes.json'), 'utf8')) as Route[];
      const app = readFileSync(path.join(ROOT, remote, 'src/AreaApp.tsx'), 'utf8');
      const hasPage = (name: string) =>
        new RegExp(`(^|[\\s{,])['"]?${name.replace(/[.-]/g, '\\$&')}['"]?\\s*:\\s*areaPage\\(`, 'm').test(app);
      return routes.filter((route) => !route.pattern.includes(':') && hasPage(route.name));
    });
}

// The demo people and the roles of their active customer (services/users/src/seed-demo.ts).
const PEOPLE: Record<string, string[]> = {
  admin: ['atrium', 'staff'],
  staff: ['staff'],
  instructor: ['instructor'],
  companyadmin: ['companyadmin'],
  svensk: ['staff'],
};

const screens = builtScreens();

/** What went wrong while a page was open: console errors, requests that failed or answered 4xx/5xx. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the page still loaded; that is no fault of the screen.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test('the list of built screens is found', () => {
  expect(screens.map((screen) => screen.pattern)).toEqual(expect.arrayContaining(['/clcourses', '/ecourses', '/my-company']));
});

for (const [person, roles] of Object.entries(PEOPLE)) {
  test(`every screen ${person} may use loads without errors`, async ({ page }) => {
    test.setTimeout(300_000);
    const mine = [
      '/mypage',
      ...screens.filter((screen) => !screen.roles || screen.roles.some((role) => roles.includes(role))).map((screen) => screen.pattern),
    ];
    await login(page, person, '/mypage');
    const problems = watch(page);
    const found: Record<string, string[]> = {};
    for (const pattern of mine) {
      problems.length = 0;
      await page.goto(pattern);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Every call the screen makes on opening has been answered once nothing is loading any more.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: /loading|laster|laddar/i })).toHaveCount(0);
      if (problems.length > 0) found[pattern] = [...problems];
    }
    expect(found).toEqual({});
  });
}
