import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

// Company admins are served mf-company on its own: its build has an index.html of its own that
// signs the user in and mounts the area without the shell.
test('mf-company runs standalone with its own login', async ({ page }) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && !url.pathname.startsWith('/remotes/company/')) shellScripts.push(url.pathname);
  });
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: `http://localhost:${process.env.E2E_PORT ?? 4400}` }]);
  await page.goto('/remotes/company/index.html');
  await page.getByLabel(/username/i).fill('companyadmin');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  expect(shellScripts).toEqual([]);
});
