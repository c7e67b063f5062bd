import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

async function expectAxeClean(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

test('/mypage lists the person’s own e-courses with a way into each, and their classroom courses', async ({ page }) => {
  // Ada Admin holds licenses 1 to 3 of the three demo e-courses with packages, and takes part in "Varme arbeider".
  await login(page, 'admin', '/mypage');
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My page');
  const ecourses = page.getByRole('region', { name: 'My e-courses' });
  const start = ecourses.getByRole('link', { name: /^(Start|Continue)\W/ }).first();
  await expect(start).toBeVisible();
  await expect(ecourses.locator('a[href="/scorm/run/1"]')).toBeVisible();
  const classroom = page.getByRole('region', { name: 'My classroom courses' });
  await expect(classroom).toContainText('Varme arbeider');
  await expect(
    classroom
      .locator('td')
      .filter({ hasText: /^\d{2}\.\d{2}\.\d{4}/ })
      .first(),
  ).toBeVisible();
  await expectAxeClean(page);

  await ecourses.locator('a[href="/scorm/run/1"]').click();
  await expect(page).toHaveURL(/\/scorm\/run\/1$/);
});

test('an instructor lands on their own course calendar, not on a list of roles, and has their own page too', async ({ page }) => {
  await login(page, 'instructor', '/');
  await expect(page).toHaveURL(/\/instructors\/course-calendar$/);
  await page.goto('/mypage');
  await expect(page.getByRole('region', { name: 'My e-courses' })).toBeVisible();
});

test('no access, not found and /login when signed in are pages, not errors', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  // Hot works are for platform admins: the API's 403 shows "no access" with a way home and no retry.
  await page.goto('/hotworks');
  await expect(page.getByRole('alert')).toContainText('No access');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Missing role')).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/clcourses$/);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  await page.goto('/login?returnTo=%2Fclicourses%2Fsearch');
  await expect(page).toHaveURL(/\/clicourses\/search$/);
});
