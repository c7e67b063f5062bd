import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('course staff filter and sort the instructor list and add an instructor after a confirmation naming the person', async ({ page }) => {
  await login(page, 'staff', '/instructor-list');
  // Someone new to make an instructor, so the demo users keep their roles.
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Ivar', lastName: 'Instruerbar', email: 'ivar.instruerbar@example.com', customerId: 1 } },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/instructor-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instructors');
  const table = page.getByRole('table', { name: 'Instructors' });
  await expect(table).toContainText('Ingrid Instruktør');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel('Filter by name').fill('ingrid');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Filter by name').fill('');
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: 'Add instructor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add instructor' });
  await dialog.getByLabel(/Instructor role/).selectOption({ label: 'External instructor' });
  await dialog.getByLabel('Search for a person').fill('instruerbar');
  await dialog.getByLabel('Search for a person').press('Enter');
  await dialog.getByLabel('Ivar Instruerbar').check();
  const dialogAxe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(dialogAxe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Add instructor' }).click();

  const confirm = page.getByRole('dialog').filter({ hasText: 'Make Ivar Instruerbar an instructor with the role "External instructor"?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Add instructor' }).click();
  await expect(page.getByText('Ivar Instruerbar is now an instructor.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Ivar Instruerbar/ })).toContainText('External instructor');
});
