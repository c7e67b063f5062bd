import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('a platform admin finds a person, deletes and undeletes them, and opens them from the row by keyboard', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Sara', lastName: 'Søkbar', email: 'sara.sokbar@example.com', customerId: 2 } },
  });
  expect(registered.status()).toBe(200);
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;

  await page.getByRole('link', { name: 'User search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User search');
  await page.getByLabel('Name, username or e-mail').fill('søkbar');
  await page.getByLabel('Name, username or e-mail').press('Enter');
  await expect(page.getByTestId('usersearch-total')).toHaveText('1 person found.');
  const grid = page.getByRole('treegrid', { name: 'People found' }).or(page.getByRole('grid', { name: 'People found' }));
  await expect(grid).toContainText('Nordsjø Energi AS');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await grid.getByRole('button', { name: 'Delete Sara Søkbar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Sara Søkbar is deleted.')).toBeVisible();
  await expect(page.getByTestId('usersearch-total')).toHaveText('0 people found.');

  await page.getByLabel('Include deleted people').check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(grid).toContainText('Deleted');
  await grid.getByRole('button', { name: 'Undelete Sara Søkbar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undelete' }).click();
  await expect(page.getByText('Sara Søkbar is back.')).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Deleted' })).toHaveCount(0);

  // The search is kept for the session: back on the page it is run again (one person) and still shown.
  await page.reload();
  await expect(page.getByLabel('Name, username or e-mail')).toHaveValue('søkbar');
  await expect(grid).toContainText('sara.sokbar@example.com');

  // Enter on a cell opens the person: the name is the row's main action.
  await grid.getByRole('gridcell', { name: 'Nordsjø Energi AS' }).click();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/atriumusersearch/users/${userId}$`));
});
