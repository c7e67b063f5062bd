import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

/* Issue 19 budgets (decision 0211): platform admins edit and import budgets; turnover against budget follows. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const now = new Date();
const thisMonth = MONTHS[now.getMonth()]!;

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const page = workbook.addWorksheet('Budgets');
  page.addRow(['Site', 'Year', 'Month', 'Budget']);
  for (const row of rows) page.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The status (message 1, 2 or 3 of document 003 §9) of this month's row in the turnover-against-budget table. */
async function thisMonthsMessage(page: Page) {
  await page.goto('/budget-report');
  const row = page.getByRole('table', { name: 'Turnover against budget' }).getByRole('row', { name: new RegExp(`^${thisMonth} `) });
  await expect(row).toBeVisible();
  return row.locator('[data-budget-message]');
}

test('a platform admin edits a month’s budget and sees turnover against budget change', async ({ page }) => {
  await login(page, 'admin', '/budgets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Budgets');
  const field = page.getByLabel(`${thisMonth} (NOK)`);
  await expect(field).not.toHaveValue('');
  await expectNoAxeViolations(page);

  // A budget far above anything sold: not reached even at 80 % (message 1).
  await field.fill('99 000 000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('The budget is saved.')).toBeVisible();
  let message = await thisMonthsMessage(page);
  await expect(message).toHaveAttribute('data-budget-message', '1');
  await expect(message).toContainText('NOK 99,000,000.00');
  await expect(
    page.getByRole('figure', { name: 'Classroom turnover against budget per month' }).locator('.highcharts-container'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // No budget: reached (message 3).
  await page.goto('/budgets');
  await page.getByLabel(`${thisMonth} (NOK)`).fill('0');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('The budget is saved.')).toBeVisible();
  message = await thisMonthsMessage(page);
  await expect(message).toHaveAttribute('data-budget-message', '3');
});

test('budgets download as Excel and import from it; a bad row is refused by its row', async ({ page }) => {
  await login(page, 'admin', '/budgets');
  await page.getByLabel('Learning site').selectOption({ label: 'Sweden' });
  await expect(page.getByLabel('January (SEK)')).toBeVisible();

  const href = await page.getByRole('link', { name: 'Download the budgets as Excel' }).getAttribute('href');
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-disposition']).toBe('attachment; filename="budgets-SE.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await answer.body()) as unknown as ArrayBuffer);
  const budgets = workbook.getWorksheet('Budgets')!;
  expect(budgets.getRow(1).values).toEqual([undefined, 'Learning site', 'Year', 'Month', 'Budget']);
  expect(budgets.getRow(2).values).toEqual([undefined, 'SE', 2024, 1, expect.any(Number)]);

  const upload = page.getByLabel('Import budgets from Excel (site, year, month, budget)');
  await upload.setInputFiles({
    name: 'bad.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet([['SE', now.getFullYear(), 13, 1000]]),
  });
  await expect(page.getByRole('alert')).toHaveText('Row 2: the month must be a number from 1 to 12.');

  await upload.setInputFiles({
    name: 'budgets.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet([
      ['SE', now.getFullYear(), 1, 123456.78],
      ['SE', now.getFullYear(), 2, 2000],
    ]),
  });
  await expect(page.getByText('2 budget months imported.')).toBeVisible();
  await expect(page.getByLabel('January (SEK)')).toHaveValue('123456.78');
  await expect(page.getByLabel('February (SEK)')).toHaveValue('2000.00');
});

test('course staff read turnover against budget but may not edit budgets', async ({ page }) => {
  await login(page, 'staff', '/budget-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turnover against budget');
  await expect(page.getByTestId('budget-year-message')).toContainText('NOK');
  await page.goto('/budgets');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});
