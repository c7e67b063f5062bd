import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

/*
 * The four demo e-courses, each rated 5, 4, 2 and 4 (3.75): the two golf courses and "Working at heights"
 * are on sale; "Introduction to geology" can be started but not purchased, so "Can purchase only" hides it.
 */
const grid = (page: Page) => page.getByRole('treegrid', { name: 'E-courses' }).or(page.getByRole('grid', { name: 'E-courses' }));

test('course staff filter the e-course catalogue, see ratings, add a course to the cart and download the listed courses', async ({
  page,
}) => {
  await login(page, 'staff', '/ecourses');
  await page.goto('/ecourses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-course catalogue');
  const total = page.getByTestId('ecourses-total');
  // The header has a language selector of its own.
  const filters = page.getByRole('search');
  await expect(total).toHaveText('3 courses');
  await expect(grid(page)).not.toContainText('Introduction to geology');

  await filters.getByLabel('Can purchase only').uncheck();
  await expect(total).toHaveText('4 courses');
  await filters.getByLabel('Product category').selectOption({ label: 'Safety' });
  await expect(total).toHaveText('1 courses');
  await expect(grid(page)).toContainText('Working at heights');
  await expect(grid(page)).toContainText('3.75');
  await expect(grid(page)).toContainText('NOK 1,290.00');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  const cartBefore = await (await page.request.get('/api/reports/data/cart/v1')).json();
  await page.getByRole('button', { name: 'Add Working at heights to cart' }).click();
  await expect(page.getByText('Working at heights added to the cart')).toBeVisible();
  const cart: { items: { courseType: string; quantity: number }[] } = await (await page.request.get('/api/reports/data/cart/v1')).json();
  const quantity = (items: { courseType: string; quantity: number }[]) =>
    items.filter((item) => item.courseType === 'ELEARNING').reduce((sum, item) => sum + item.quantity, 0);
  expect(quantity(cart.items)).toBe(quantity(cartBefore.items) + 1);

  await filters.getByLabel('Product category').selectOption({ label: 'All' });
  await filters.getByLabel('Language').selectOption({ label: 'English' });
  await expect(total).toHaveText('2 courses');
  await filters.getByLabel('Search').fill('golf');
  await expect(total).toHaveText('1 courses');
  await filters.getByLabel('Search').fill('');
  await expect(total).toHaveText('2 courses');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow(
    (row, index) => index > 1 && rows.push([row.getCell(2).value, row.getCell(9).value, row.getCell(10).value]),
  );
  expect(rows).toEqual([
    ['Golf explained (SCORM 1.2)', 3.75, 4],
    ['Introduction to geology (cmi5)', 3.75, 4],
  ]);
});
