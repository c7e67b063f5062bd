import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

/* Document 003 /elearning-search: runs at once for this month, a year earlier beside it, and downloads the §9 CSV. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const displayDate = (iso: string) => iso.split('-').reverse().join('.');
/** The field shows the day in the person's locale: day, month and year with any separators. */
const shownAs = (iso: string) => new RegExp(`^${iso.split('-').reverse().join('\\D')}$`);

test('course staff see e-learning turnover for this month and a year earlier, and download it as CSV', async ({ page }) => {
  await login(page, 'staff', '/elearning-search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-learning turnover');
  const firstOfMonth = `${isoDay(0).slice(0, 8)}01`;
  await expect(page.getByLabel('From date')).toHaveValue(shownAs(firstOfMonth));
  await expect(page.getByLabel('To date')).toHaveValue(shownAs(isoDay(0)));
  await expect(page.getByRole('table', { name: 'Selected period' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Same period one year earlier' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The demo shop sold e-courses every few days of the last year: 90 days hold some of 'Working at heights',
  // whose title in its own language (Norwegian) is what the report shows.
  await page.getByLabel('From date').fill(displayDate(isoDay(-90)));
  await page.getByLabel('From date').press('Tab');
  await page.getByRole('button', { name: 'Search' }).click();
  const current = page.getByRole('table', { name: 'Selected period' });
  await expect(current.getByRole('rowheader', { name: 'Arbeid i høyden' })).toBeVisible();
  await expect(current.locator('tfoot')).toContainText('NOK');

  const href = await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href');
  expect(href).toContain(`fromDate=${isoDay(-90)}`);
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-disposition']).toBe('attachment; filename="elearning-search.csv"');
  const body = await answer.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = body.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Course;Language;Licenses sold;Net turnover (NOK)');
  expect(lines.find((line) => line.startsWith('Arbeid i høyden;'))).toMatch(/^Arbeid i høyden;nb_NO;\d+;\d+\.\d\d$/);

  // A period without sales: the download says so instead of giving an empty file.
  await page.getByLabel('From date').fill('01.01.2001');
  await page.getByLabel('From date').press('Tab');
  await page.getByLabel('To date').fill('31.01.2001');
  await page.getByLabel('To date').press('Tab');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No e-courses sold in this period.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Download as CSV' }).click();
  await expect(page.getByText('No data to export')).toBeVisible();
});
