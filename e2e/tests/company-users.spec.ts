import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Carl (company admin of Nordsjø Energi) registers a new employee, puts her in a department and finds her in the list.
test('a company admin adds a person, sets their departments and finds them among the company’s people', async ({ page }) => {
  await login(page, 'companyadmin', '/my-company');
  await page.goto('/my-company');
  await page.getByRole('navigation', { name: 'Manage the company' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'The company’s people' }).or(page.getByRole('treegrid', { name: 'The company’s people' }));
  await expect(grid).toContainText('Company, Carl');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Add a person' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a person' })).toBeVisible();
  await expect(page.getByText('The person is registered at Nordsjø Energi AS')).toBeVisible();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('First name').fill('Eva');
  await page.getByLabel('Last name').fill('Ansatt');
  await page.getByLabel('E-mail').fill('eva.ansatt@nordsjo.example');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Eva Ansatt' })).toBeVisible();
  await expect(page.getByText('This person has no licenses at the company.')).toBeVisible();
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/\/my-company\/users\/\d+\/departments$/);
  await page.getByLabel('Boring').check();
  await page.getByRole('button', { name: 'Save departments' }).click();
  await expect(page.getByText('The departments are saved')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Boring')).toBeChecked();

  await page.getByRole('link', { name: 'Back to people' }).click();
  await page.getByLabel('Search by name, username or e-mail').fill('ansatt');
  await expect(grid).toContainText('Ansatt, Eva');
  await expect(grid).not.toContainText('Company, Carl');
  await expect(page.getByText('1 person', { exact: true })).toBeVisible();
});

test('another company’s person is not found on the person page', async ({ page }) => {
  // Sven Svensson (5) works at Svensk Bygg, not at Carl's company.
  await login(page, 'companyadmin', '/my-company/users/5');
  await page.goto('/my-company/users/5');
  await expect(page.locator('[data-dead-end="notfound"]')).toBeVisible();
});
