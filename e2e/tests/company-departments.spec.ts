import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Nordsjø Energi (Carl's company) has the demo departments Boring, Drift and HMS.
test('a company admin creates, renames and deletes a department', async ({ page }) => {
  await login(page, 'companyadmin', '/my-company/departments');
  await page.goto('/my-company/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Departments' }).or(page.getByRole('treegrid', { name: 'Departments' }));
  await expect(grid).toContainText('Boring');
  // Only platform admins copy department ids.
  await expect(page.getByRole('button', { name: /^Copy id/ })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByLabel('New department').fill('Logistikk');
  await page.getByLabel('New department').press('Enter');
  await expect(page.getByText('The department is created')).toBeVisible();
  await expect(grid).toContainText('Logistikk');

  await page.getByLabel('New department').fill('logistikk');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Your company already has a department with this name.')).toBeVisible();

  await page.getByRole('button', { name: 'Rename Logistikk' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Logistikk og lager');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The department is renamed')).toBeVisible();
  await expect(grid).toContainText('Logistikk og lager');

  await page.getByRole('button', { name: 'Delete Logistikk og lager' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete the department Logistikk og lager?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The department is deleted')).toBeVisible();
  await expect(grid).not.toContainText('Logistikk');
});
