import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('a platform admin reaches /clcourses through the shell, filters and downloads the list', async ({ page }) => {
  await login(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Classroom courses' }).click();
  await expect(page).toHaveURL(/\/clcourses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeVisible();

  const grid = page.getByRole('treegrid').or(page.getByRole('grid'));
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Can purchase only')).toBeChecked();
  const unfiltered = await page.getByTestId('clcourses-total').textContent();

  await page.getByLabel('Search by id or internal name').fill('førstehjelp');
  await expect(page.getByTestId('clcourses-total')).not.toHaveText(unfiltered ?? '');
  const names = await grid.locator('[col-id="internalName"][role="gridcell"]').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('førstehjelp');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push(row.getCell(2).text);
  });
  expect(rows).toEqual(names);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('the list pages on the server', async ({ page }) => {
  await login(page, 'admin', '/clcourses');
  await page.getByLabel('Can purchase only').uncheck();
  const pagination = page.getByRole('navigation', { name: /pages/i });
  await expect(page.getByTestId('clcourses-total')).toBeVisible();
  const total = Number((await page.getByTestId('clcourses-total').textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  if (total <= 50) {
    await expect(pagination).toHaveCount(0);
    return;
  }
  // Keyset pages (issue 12): next from the page's last row, back from the first, and the last page from the end.
  const grid = page.getByRole('treegrid', { name: 'Classroom courses' }).or(page.getByRole('grid', { name: 'Classroom courses' }));
  const firstIds = async () => grid.locator('[row-index="0"] [col-id="id"]').textContent();
  const pageOne = await firstIds();
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(firstIds).not.toBe(pageOne);
  const pageTwo = await firstIds();
  await pagination.getByRole('button', { name: 'Previous page' }).click();
  await expect.poll(firstIds).toBe(pageOne);
  const lastPage = Math.ceil(total / 50);
  await pagination.getByRole('button', { name: `Page ${lastPage}` }).click();
  await expect(pagination.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
  await expect(grid.locator('[role="row"][row-index]')).toHaveCount(total - (lastPage - 1) * 50 || 50);
  expect(await firstIds()).not.toBe(pageTwo);
});

test('a new classroom course starts from the list', async ({ page }) => {
  await login(page, 'admin', '/clcourses');
  await page.getByRole('link', { name: 'New classroom course' }).click();
  await expect(page).toHaveURL(/\/clcourse\/new\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New classroom course' })).toBeVisible();
  await expect(page.getByLabel('Internal name')).toHaveValue('');
});
