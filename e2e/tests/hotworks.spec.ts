import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Demo records: Ola and Kari Nordmann, Anna Berg and Ada Admin were sent to the fire service, Per Hansen, Sven Svensson
// and Carl Company not (Ada's and Carl's certify their seats on "Varme arbeider", decision 0256).
test('a platform admin filters hot-works records, keeps the filters in the address and clears them', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  await page.goto('/hotworks');
  const grid = page.getByRole('treegrid', { name: 'Hot-works records' }).or(page.getByRole('grid', { name: 'Hot-works records' }));
  await expect(grid).toContainText('Per Hansen');
  await expect(page.getByTestId('hotworks-total')).toHaveText('7 records');
  await expect(page.getByLabel('Year').locator('option')).toHaveCount(7);

  await page.getByLabel('Sent to fire service').check();
  await expect(page).toHaveURL(/\/hotworks\?sentFire=true$/);
  await expect(page.getByTestId('hotworks-total')).toHaveText('4 records');
  await expect(grid).not.toContainText('Per Hansen');

  await page.getByLabel('Name', { exact: true }).fill('kari');
  // The name waits for a 2 second pause in typing.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/hotworks\?sentFire=true$/);
  await expect(page).toHaveURL(/\/hotworks\?sentFire=true&name=kari$/, { timeout: 5000 });
  await expect(page.getByTestId('hotworks-total')).toHaveText('1 records');
  await expect(grid).toContainText('Kari Nordmann');

  await page.reload();
  await expect(page.getByLabel('Sent to fire service')).toBeChecked();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('kari');
  await expect(page.getByTestId('hotworks-total')).toHaveText('1 records');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/hotworks$/);
  await expect(page.getByTestId('hotworks-total')).toHaveText('7 records');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a platform admin edits a hot-works record and the change is kept', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  await page.goto('/hotworks?name=Per');
  await page.getByRole('link', { name: 'Per Hansen' }).click();
  await expect(page).toHaveURL(/\/hotworks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hot works: Per Hansen');

  await page.getByLabel('Certificate number').fill('HW-2001');
  await page.getByLabel('Proof of fire drill received').check();
  await page.getByLabel(/Fire drill date/).fill('12.03.2026');
  await page.getByLabel('Comments').fill('Drill on site');
  await page.getByLabel('Sent to customer').check();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/data/hotworks/'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Certificate number')).toHaveValue('HW-2001');
  await expect(page.getByLabel('Proof of fire drill received')).toBeChecked();
  await expect(page.getByLabel(/Fire drill date/)).toHaveValue('12/03-2026');
  await expect(page.getByLabel('Comments')).toHaveValue('Drill on site');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/hotworks\?name=Per$/);
});
