import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

/*
 * The first demo classroom course, "Varme arbeider", has participants on its first three instances:
 * Ada Admin approved and Ingrid not approved on the first, Stian Staff approved and Carl absent on the
 * second, and on the coming one Carl (1 200 kr to cancel), Stian (course programme), Ada, and Sven cancelled.
 */
const COURSE = '/license/clcourse/1';

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Licenses' }).or(page.getByRole('grid', { name: 'Licenses' }));

async function show(page: Page, filter: string, rows: number) {
  await page.getByLabel('Show').selectOption({ label: filter });
  await expect(page.getByTestId('license-total')).toHaveText(`${rows} licenses`);
}

test('a platform admin filters classroom licenses, approves one at a date, cancels one with its fee, and downloads the list', async ({
  page,
}) => {
  await login(page, 'admin', COURSE);
  await page.goto(COURSE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Licenses: Varme arbeider');
  await expect(page.getByTestId('license-total')).toHaveText('8 licenses');
  await expect(grid(page)).toContainText('Absent');

  await show(page, 'Cancelled', 1);
  await expect(grid(page)).toContainText('Sven Svensson');
  await show(page, 'Started, not completed', 2);
  await show(page, 'Not started', 3);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  // Approve Ada's coming participation at 1 March.
  await page.getByLabel('Select Ada Admin').check();
  await page.getByLabel('Approved on').fill('01.03.2026');
  await page.getByLabel('Approved on').press('Enter');
  await page.getByRole('button', { name: 'Mark as approved' }).click();
  await expect(page.getByText('1 license set to done (approved)')).toBeVisible();
  await expect(page.getByTestId('license-total')).toHaveText('2 licenses');
  await show(page, 'Completed', 3);
  await expect(grid(page)).toContainText('Approved 01.03.2026');

  // A course-programme participation cannot be cancelled.
  await show(page, 'Not started', 2);
  await page.getByLabel('Select Stian Staff').check();
  await expect(page.getByRole('button', { name: 'Cancel licenses' })).toBeDisabled();
  await page.getByLabel('Select Stian Staff').uncheck();

  // Carl's costs 1 200 kr to cancel: two confirmations.
  await page.getByLabel('Select Carl Company').check();
  await page.getByRole('button', { name: 'Cancel licenses' }).click();
  await expect(page.getByRole('dialog')).toContainText('Cancel 1 licenses?');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel licenses' }).click();
  await expect(page.getByRole('dialog')).toContainText(/NOK\s1,200\.00/);
  await page.getByRole('dialog').getByRole('button', { name: 'Accept the fee and cancel' }).click();
  await expect(page.getByText('The licenses are cancelled')).toBeVisible();
  await show(page, 'Cancelled', 2);
  await expect(grid(page)).toContainText('Carl Company');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row, index) => index > 1 && rows.push([row.getCell(3).value, row.getCell(7).value]));
  expect(rows).toEqual([
    ['Carl Company', 'Cancelled'],
    ['Sven Svensson', 'Cancelled'],
  ]);
});

test('a company admin only reads the classroom licenses bought for their company', async ({ page }) => {
  await login(page, 'companyadmin', COURSE);
  await page.goto(COURSE);
  await expect(page.getByTestId('license-total')).toHaveText('2 licenses');
  await expect(page.getByRole('link', { name: 'Carl Company' }).first()).toHaveAttribute('href', /\/my-company\/users\/4$/);
  await expect(grid(page)).not.toContainText('Ada Admin');
  for (const name of ['Mark as approved', 'Cancel licenses', 'Add users']) await expect(page.getByRole('button', { name })).toHaveCount(0);
});
