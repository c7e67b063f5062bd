import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

/* Document 002 /reports-classroom: the classroom report download form (decision 0212). */
test('course staff download each classroom report as Excel; the internal report in the language they choose', async ({ page }) => {
  await login(page, 'staff', '/reports-classroom');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classroom reports');
  await expect(page.getByLabel('Report type')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const year = new Date().getFullYear();
  await page.getByLabel('From date').fill(`01.01.${year - 1}`);
  await page.getByLabel('From date').press('Tab');
  await page.getByLabel('To date').fill(`31.12.${year}`);
  await page.getByLabel('To date').press('Tab');

  const sheets: Record<string, string> = {
    'Course instances': 'Course instances',
    'Course days with rooms and instructors': 'Course days',
    'Internal courses': 'Interne kurs',
  };
  for (const [label, sheetName] of Object.entries(sheets)) {
    await page.getByLabel('Report type').selectOption({ label });
    if (label === 'Internal courses') await expect(page.getByLabel('Language of the internal report')).toHaveValue('nb_NO');
    else await expect(page.getByLabel('Language of the internal report')).toHaveCount(0);
    const href = await page.getByRole('link', { name: 'Download the report (Excel)' }).getAttribute('href');
    expect(href).toContain(`dateFrom=${year - 1}-01-01&dateTo=${year}-12-31`);
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await answer.body()) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe(sheetName);
  }

  await page.getByLabel('Language of the internal report').selectOption({ label: 'English' });
  const href = await page.getByRole('link', { name: 'Download the report (Excel)' }).getAttribute('href');
  expect(href).toContain('locale=en_US');

  // More than 5 years ahead: no download, the rule instead.
  await page.getByLabel('To date').fill(`31.12.${year + 6}`);
  await page.getByLabel('To date').press('Tab');
  await expect(page.getByRole('link', { name: 'Download the report (Excel)' })).toHaveCount(0);
  await expect(page.getByRole('alert').first()).toHaveText('Choose dates from 10 years back to 5 years ahead.');
});
