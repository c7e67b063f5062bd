import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { login } from './session';

/* Document 003 /classroom-search: each report type runs in a new window with its parameters in the query string. */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

/* The report rows and purchase lines are an ag-grid of one server page (decision 0235). */
const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

const TYPES = [
  ['Course list', /\/classroom-search\/COURSE_LIST\?fromDate=\d{4}-\d\d-\d\d&toDate=\d{4}-\d\d-\d\d$/],
  ['Course plan', /\/classroom-search\/COURSE_PLAN\?period=(SPRING|FALL)&year=\d{4}$/],
  ['Course turnover', /\/classroom-search\/COURSE_TURNOVER\?fromDate=.+&toDate=.+$/],
  ['Course turnover potential', /\/classroom-search\/COURSE_TURNOVER_POTENTIAL\?date=\d{4}-\d\d-01$/],
  ['Purchase report', /\/classroom-search\/PURCHASE_REPORT\?fromDate=.+&toDate=.+$/],
] as const;

/** The result as Excel and as CSV: made in the background with progress, downloaded and read back. */
async function readsBothFiles(result: Page, label: string) {
  const name = label.toLowerCase().replace(/ /g, '-');
  await result.getByRole('button', { name: 'Make an Excel file' }).click();
  const excelLink = result.getByRole('link', { name: `Download ${name}.xlsx` });
  await expect(excelLink).toBeVisible();
  const excel = result.waitForEvent('download');
  await excelLink.click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await (await excel).path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe(SHEETS[label]);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toContain(HEADER[label]);

  await result.getByRole('button', { name: 'Make a CSV file' }).click();
  const csvLink = result.getByRole('link', { name: `Download ${name}.csv` });
  await expect(csvLink).toBeVisible();
  const csv = result.waitForEvent('download');
  await csvLink.click();
  const text = readFileSync(await (await csv).path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  // The same header and as many rows as the spreadsheet.
  expect(lines[0]!.split(';')).toEqual(header);
  expect(lines).toHaveLength(sheet.actualRowCount);
}

const SHEETS: Record<string, string> = {
  'Course list': 'Course list',
  'Course plan': 'Course plan',
  'Course turnover': 'Courses',
  'Course turnover potential': 'Courses',
  'Purchase report': 'Purchase report',
};
const HEADER: Record<string, string> = {
  'Course list': 'Days',
  'Course plan': 'Place',
  'Course turnover': '80 % potential',
  'Course turnover potential': 'Missing to 80 %',
  'Purchase report': 'Net price',
};

test('course staff run each classroom report type and see its result window', async ({ page }) => {
  test.slow();
  await login(page, 'staff', '/classroom-search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classroom searches');
  await expectNoAxeViolations(page);

  for (const [label, url] of TYPES) {
    await page.getByLabel('Report type').selectOption({ label });
    const popup = page.waitForEvent('popup');
    // The window asks the server for the first page of its list.
    const asked = page
      .context()
      .waitForEvent('request', (request) => request.url().includes('/data/classroom-search/') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Run the search (opens a new window)' }).click();
    const result = await popup;
    expect((await asked).postDataJSON()).toMatchObject({ page: 1 });
    await expect(result).toHaveURL(url);
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(result.getByRole('alert')).toHaveCount(0);
    if (label === 'Course turnover') await expect(result.getByTestId('turnover-total')).toContainText('NOK');
    if (label === 'Purchase report') {
      await expect(result.getByTestId('purchase-total')).toContainText('NOK');
      await expect(grid(result, 'Purchases')).toBeVisible();
    }
    if (label === 'Course turnover potential') await expect(result.getByRole('table', { name: 'Totals' })).toBeVisible();
    if (label === 'Course turnover' || label === 'Course turnover potential') await expect(grid(result, 'Courses')).toBeVisible();
    await expectNoAxeViolations(result);
    await readsBothFiles(result, label);
    await result.close();
  }

  // Over 180 days: the result window shows the contract's refusal in the person's language.
  await page.goto('/classroom-search/COURSE_LIST?fromDate=2026-01-01&toDate=2026-12-31');
  await expect(page.getByText('Choose at most 180 days between the from date and the to date.')).toBeVisible();

  await page.goto('/classroom-search');
  await page.getByLabel('Report type').selectOption({ label: 'Reports' });
  await expect(page).toHaveURL(/\/reports-classroom$/);
});

test("the potential's month is chosen in the previous, current or next year (document 003 §9)", async ({ page }) => {
  await login(page, 'staff', '/classroom-search');
  await page.getByLabel('Report type').selectOption({ label: 'Course turnover potential' });
  const year = new Date().getFullYear();
  const years = page.getByLabel('Year');
  await expect(years.locator('option')).toHaveText([String(year - 1), String(year), String(year + 1)]);
  await years.selectOption(String(year + 1));
  await page.getByLabel('Month of').selectOption({ label: 'March' });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Run the search (opens a new window)' }).click();
  const result = await popup;
  await expect(result).toHaveURL(new RegExp(`/classroom-search/COURSE_TURNOVER_POTENTIAL\\?date=${year + 1}-03-01$`));
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Course turnover potential');
});
