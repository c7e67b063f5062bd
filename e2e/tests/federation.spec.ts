import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { login } from './session';

const run = promisify(execFile);

test('a remote is fetched only when its route is visited, and React is loaded once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await login(page, 'admin', '/clcourses');
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeVisible();
  expect(scripts.filter((script) => script.startsWith('/remotes/reports/'))).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Order ticker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order ticker' })).toBeVisible();
  expect(scripts.some((script) => script.startsWith('/remotes/reports/remoteEntry.js'))).toBe(true);

  const reactDom = scripts.filter((script) => /react-dom/.test(script));
  expect(reactDom.length).toBeGreaterThan(0);
  expect(reactDom.every((script) => !script.startsWith('/remotes/'))).toBe(true);
  const react = scripts.filter((script) => /node_modules_react_index/.test(script));
  expect(react).toHaveLength(1);
});

test('a remote that is down leaves the shell and the other areas working', async ({ page }) => {
  await page.route('**/remotes/reports/**', (route) => route.abort('connectionrefused'));
  await login(page, 'admin', '/classroom-search');
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await page.getByRole('navigation').getByRole('link', { name: 'Classroom courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Order ticker' }).click();
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await page.unroute('**/remotes/reports/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order ticker' })).toBeVisible();
});

test.describe('redeploying a remote', () => {
  test.setTimeout(180_000);
  const remoteDir = path.resolve(__dirname, '../../mf-reports');
  const routesFile = path.join(remoteDir, 'src/routes.json');
  const publishedRoutes = readFileSync(routesFile, 'utf8');
  const distDir = path.join(remoteDir, 'dist');
  // The remote as the suite's build made it, put back afterwards: the same files a second build would make, minutes sooner.
  const savedDist = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-remote-dist-')), 'dist');
  const build = (label: string) =>
    run('npx', ['webpack', '--mode', 'production'], { cwd: remoteDir, env: { ...process.env, ATRIUM_BUILD_LABEL: label } });

  test.beforeAll(() => {
    cpSync(distDir, savedDist, { recursive: true });
  });

  test.afterAll(() => {
    writeFileSync(routesFile, publishedRoutes);
    rmSync(distDir, { recursive: true, force: true });
    cpSync(savedDist, distDir, { recursive: true });
    rmSync(path.dirname(savedDist), { recursive: true, force: true });
  });

  test('a rebuilt remote is picked up by the running shell after a reload', async ({ page }) => {
    await login(page, 'admin', '/mypage');

    // The area team adds a screen: only its remote's routes.json changes, the shell is not rebuilt.
    const added = '/reports-added-by-redeploy';
    await page.goto(added);
    await expect(page.locator('[data-area="reports"]')).toHaveCount(0);
    const routes = JSON.parse(publishedRoutes) as { name: string; pattern: string }[];
    writeFileSync(routesFile, JSON.stringify([...routes, { name: 'added-by-redeploy', pattern: added }]));

    const label = `rebuilt-${Date.now()}`;
    await build(label);
    await page.goto(added);
    await expect(page.locator('[data-area="reports"]')).toHaveCount(1);
    // A route without a page yet shows the area's placeholder, which names the build it came from.
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByTestId('build-label')).toHaveText(label);
  });
});
