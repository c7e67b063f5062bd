import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

/* Document 003 /tkadash/show (atrium) and /eca/dashboard (atrium, eca_admin; title by site), decision 0212. */
test('a platform admin opens both dashboards; course staff are sent to /mypage', async ({ page }) => {
  await login(page, 'admin', '/tkadash/show');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Management dashboard');
  await expect(page.getByTestId('dashboard-orders-today')).toBeVisible();
  await expect(page.getByTestId('dashboard-classroom')).toContainText('NOK');
  await expect(page.getByTestId('dashboard-elearning')).toContainText('a year earlier');
  await expect(page.getByTestId('dashboard-week-instances')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.goto('/eca/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ECA dashboard – Norway');
  await expect(page.getByTestId('dashboard-week-instances')).toBeVisible();
  await expect(page.getByTestId('dashboard-orders-today')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.context().clearCookies();
  await login(page, 'staff', '/tkadash/show');
  await expect(page).toHaveURL(/\/mypage$/);
  await page.goto('/eca/dashboard');
  await expect(page).toHaveURL(/\/mypage$/);
});

test('the demo eca administrator opens the ECA dashboard from the menu, not the management dashboard', async ({ page }) => {
  await login(page, 'eca', '/');
  await page.getByRole('link', { name: 'ECA dashboard' }).first().click();
  await expect(page).toHaveURL(/\/eca\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ECA dashboard – Norway');
  await expect(page.getByTestId('dashboard-week-instances')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.goto('/tkadash/show');
  await expect(page).toHaveURL(/\/mypage$/);
});
