import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { login } from './session';

const csv = (...rows: string[]) =>
  Buffer.from(
    [
      'Question;Explanation;Option 1;Option 2;Option 3;Option 4;Option 5;Option 6;Correct options;Multiple correct;Requires sound;Requires image;Tags',
      ...rows,
    ].join('\n'),
  );

test('tasks imported from the template: problems named by row and column first, then saved all at once', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/tasks');
  await page.getByRole('link', { name: 'Import tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Import tasks' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the template (Excel)' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  expect(workbook.worksheets[0]!.getCell('A1').value).toBe('Question');

  await page.getByLabel('Language of the tasks').selectOption('en_US');
  const stamp = Date.now();
  const file = page.getByLabel('Filled-in file (xlsx or csv)');
  await file.setInputFiles({
    name: 'tasks.csv',
    mimeType: 'text/csv',
    buffer: csv(`E2E import ${stamp} A;;Water;Powder;;;;;2;no;;;fire`, `E2E import ${stamp} B;;Yes;No;;;;;4;;;;`),
  });
  const problems = page.getByRole('table', { name: '1 row needs correcting before the import' });
  await expect(problems.getByRole('row', { name: /3/ })).toContainText('Correct options: Give the numbers of filled-in options');
  await expect(page.getByRole('button', { name: /Import \d+ task/ })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await file.setInputFiles({
    name: 'tasks.csv',
    mimeType: 'text/csv',
    buffer: csv(`E2E import ${stamp} A;;Water;Powder;;;;;2;no;;;fire`, `E2E import ${stamp} B;;Yes;No;;;;;1;;;;`),
  });
  await expect(page.getByText('Every row is fine.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 tasks' }).click();
  await expect(page.getByRole('status').getByText('2 tasks are imported.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the tasks' }).click();
  await page.getByLabel('Search').first().fill(`E2E import ${stamp}`);
  await expect(page.getByRole('link', { name: `E2E import ${stamp} A` })).toBeVisible();
  await expect(page.getByRole('link', { name: `E2E import ${stamp} B` })).toBeVisible();

  // The same file again: its tasks are there already, so they are listed as skipped and nothing is offered.
  await page.goto('/elearningpackage/taskimport');
  await page.getByLabel('Language of the tasks').selectOption('en_US');
  await page.getByLabel('Filled-in file (xlsx or csv)').setInputFiles({
    name: 'tasks.csv',
    mimeType: 'text/csv',
    buffer: csv(`E2E import ${stamp} A;;Water;Powder;;;;;2;no;;;fire`, `E2E import ${stamp} B;;Yes;No;;;;;1;;;;`),
  });
  await expect(page.getByRole('status').getByText('2 rows are tasks you have already')).toBeVisible();
  await expect(page.getByText(`Row 3: E2E import ${stamp} B`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Import \d+ task/ })).toHaveCount(0);
  await page.goto('/elearningpackage/tasks');
  await page.getByLabel('Search').first().fill(`E2E import ${stamp}`);

  // The Excel download holds what the search finds, in the import's columns.
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as Excel' }).click()]);
  const tasks = new ExcelJS.Workbook();
  await tasks.xlsx.readFile((await excel.path())!);
  const sheet = tasks.worksheets[0]!;
  expect(sheet.rowCount).toBe(3);
  expect([sheet.getCell('A2').value, sheet.getCell('A3').value].sort()).toEqual([`E2E import ${stamp} A`, `E2E import ${stamp} B`]);
});
