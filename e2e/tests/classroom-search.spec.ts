import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

/* Document 003 /classroom-search: each report type runs in a new window with its parameters in the query string. */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

const TYPES = [
  ['Course list', /\/classroom-search\/COURSE_LIST\?fromDate=\d{4}-\d\d-\d\d&toDate=\d{4}-\d\d-\d\d$/],
  ['Course plan', /\/classroom-search\/COURSE_PLAN\?period=(SPRING|FALL)&year=\d{4}$/],
  ['Course turnover', /\/classroom-search\/COURSE_TURNOVER\?fromDate=.+&toDate=.+$/],
  ['Course turnover potential', /\/classroom-search\/COURSE_TURNOVER_POTENTIAL\?date=\d{4}-\d\d-01$/],
  ['Purchase report', /\/classroom-search\/PURCHASE_REPORT\?fromDate=.+&toDate=.+$/],
] as const;

test('course staff run each classroom report type and see its result window', async ({ page }) => {
  test.slow();
  await login(page, 'staff', '/classroom-search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classroom searches');
  await expectNoAxeViolations(page);

  for (const [label, url] of TYPES) {
    await page.getByLabel('Report type').selectOption({ label });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Run the search (opens a new window)' }).click();
    const result = await popup;
    await expect(result).toHaveURL(url);
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(result.getByRole('alert')).toHaveCount(0);
    if (label === 'Course turnover') await expect(result.getByTestId('turnover-total')).toContainText('NOK');
    if (label === 'Purchase report') {
      await expect(result.getByTestId('purchase-total')).toContainText('NOK');
      // The Excel file of the same search, read back.
      const href = await result.getByRole('link', { name: 'Download as Excel' }).getAttribute('href');
      const answer = await result.request.get(href!);
      expect(answer.headers()['content-disposition']).toBe('attachment; filename="purchase-report.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await answer.body()) as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('Purchase report')!.getRow(1).values).toContain('Net price');
    }
    if (label === 'Course turnover potential') await expect(result.getByRole('table', { name: 'Totals' })).toBeVisible();
    if (label === 'Course turnover' || label === 'Course turnover potential') {
      // The course rows of the same search as Excel, read back.
      const href = await result.getByRole('link', { name: 'Download as Excel' }).getAttribute('href');
      const answer = await result.request.get(href!);
      expect(answer.status()).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await answer.body()) as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('Courses')!.getRow(1).values).toContain('80 % potential');
    }
    await result.close();
  }

  // Over 180 days: the result window shows the contract's refusal in the person's language.
  await page.goto('/classroom-search/COURSE_LIST?fromDate=2026-01-01&toDate=2026-12-31');
  await expect(page.getByText('Choose at most 180 days between the from date and the to date.')).toBeVisible();

  await page.goto('/classroom-search');
  await page.getByLabel('Report type').selectOption({ label: 'Reports' });
  await expect(page).toHaveURL(/\/reports-classroom$/);
});
