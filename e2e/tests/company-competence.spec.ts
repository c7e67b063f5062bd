import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Carl (company admin of Nordsjø Energi) passed the cmi5 demo course himself (the e-learning demo seed).
test('a company admin searches the company’s competences and downloads the report', async ({ page }) => {
  await login(page, 'companyadmin', '/my-company');
  await page.goto('/my-company');
  await page.getByRole('navigation', { name: 'Manage the company' }).getByRole('link', { name: 'Competences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Competences' })).toBeVisible();
  const grid = page
    .getByRole('grid', { name: 'Competences of the company’s people' })
    .or(page.getByRole('treegrid', { name: 'Competences of the company’s people' }));
  await expect(grid).toContainText('Company, Carl');
  await expect(grid).toContainText('Introduction to geology (cmi5)');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByLabel('Search by name, e-mail, course or competence id').fill('no such course');
  await expect(page.getByText('0 competences')).toBeVisible();
  await page.getByLabel('Search by name, e-mail, course or competence id').fill('geology');
  await expect(grid).toContainText('Company, Carl');
  await page.getByLabel('Order by').selectOption('expires');
  await page.getByLabel('Reverse order').check();
  await expect(grid).toContainText('Company, Carl');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('competences.xlsx');
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});
