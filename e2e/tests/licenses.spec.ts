import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

/*
 * The demo e-course without a package (the fourth) holds licenses in every state: Ada Admin not started, Stian Staff not
 * started but part of a course programme, Ingrid started but not passed, Carl started with a 450 kr
 * cancellation fee, Sven cancelled, and the four evaluators' completed licenses.
 */
const COURSE = '/license/ecourse/4';

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Licenses' }).or(page.getByRole('grid', { name: 'Licenses' }));

const FILTERS = {
  all: 'All',
  cancelled: 'Cancelled',
  notStarted: 'Not started',
  completed: 'Completed',
  started: 'Started, not completed',
};
type Filter = keyof typeof FILTERS;

/*
 * Specs run before this one may give more people a license of the course (the contractor portal's registration does),
 * so the list's counts are compared with what the service counted before this test changed anything.
 */
async function countsBefore(page: Page): Promise<Record<Filter, number>> {
  const counts = {} as Record<Filter, number>;
  for (const filter of Object.keys(FILTERS) as Filter[]) {
    const response = await page.request.get(`/api/elearning/license/ecourse/total/4?filter=${filter}`);
    counts[filter] = ((await response.json()) as { total: number }).total;
  }
  return counts;
}

async function show(page: Page, filter: Filter, rows: number) {
  await page.getByLabel('Show').selectOption({ label: FILTERS[filter] });
  await expect(page.getByTestId('license-total')).toHaveText(`${rows} licenses`);
}

test('a platform admin filters licenses, approves one at a date, cancels one with its fee, and downloads the list', async ({ page }) => {
  await login(page, 'admin', COURSE);
  const before = await countsBefore(page);
  // The seeded nine are there; other specs only add to them.
  expect(before.all).toBeGreaterThanOrEqual(9);
  await page.goto(COURSE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Licenses: Working at heights');
  await expect(page.getByTestId('license-total')).toHaveText(`${before.all} licenses`);
  await expect(page.getByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', /\/atriumusersearch\/users\/1$/);

  await show(page, 'cancelled', 1);
  await expect(grid(page)).toContainText('Sven Svensson');
  await show(page, 'notStarted', before.notStarted);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  // Approve Ada's license at 1 March.
  await page.getByLabel('Select Ada Admin').check();
  await page.getByLabel('Approved on').fill('01.03.2026');
  await page.getByLabel('Approved on').press('Enter');
  await page.getByRole('button', { name: 'Mark as approved' }).click();
  await expect(page.getByText('1 license set to done (approved)')).toBeVisible();
  await expect(page.getByTestId('license-total')).toHaveText(`${before.notStarted - 1} licenses`);
  await show(page, 'completed', before.completed + 1);
  await expect(grid(page)).toContainText('Completed 01.03.2026');

  // A course-programme license cannot be cancelled.
  await show(page, 'notStarted', before.notStarted - 1);
  await page.getByLabel('Select Stian Staff').check();
  await expect(page.getByRole('button', { name: 'Cancel licenses' })).toBeDisabled();

  // Carl's license costs 450 kr to cancel: two confirmations, and declining the fee cancels nothing. Accepting it
  // sends the consent the server asks for (decision 0242: without it the cancel is refused).
  await show(page, 'started', before.started);
  await page.getByLabel('Select Carl Company').check();
  await page.getByRole('button', { name: 'Cancel licenses' }).click();
  await expect(page.getByRole('dialog')).toContainText('Cancel 1 licenses?');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel licenses' }).click();
  await expect(page.getByRole('dialog')).toContainText('450');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('license-total')).toHaveText(`${before.started} licenses`);
  await page.getByRole('button', { name: 'Cancel licenses' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel licenses' }).click();
  await expect(page.getByRole('dialog')).toContainText('450');
  await page.getByRole('dialog').getByRole('button', { name: 'Accept the fee and cancel' }).click();
  await expect(page.getByText('The licenses are cancelled')).toBeVisible();
  await show(page, 'cancelled', 2);
  await expect(grid(page)).toContainText('Carl Company');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const names: unknown[] = [];
  workbook.worksheets[0]!.eachRow((row, index) => index > 1 && names.push(row.getCell(3).value));
  expect(names.sort()).toEqual(['Carl Company', 'Sven Svensson']);
});

test('a company admin sees only the licenses bought for their company', async ({ page }) => {
  await login(page, 'companyadmin', COURSE);
  await page.goto(COURSE);
  await expect(page.getByTestId('license-total')).toHaveText('1 licenses');
  await expect(page.getByRole('link', { name: 'Carl Company' })).toHaveAttribute('href', /\/my-company\/users\/4$/);
  await expect(page.getByRole('button', { name: 'Mark as approved' })).toHaveCount(0);
});

test('a platform admin registers a new person from the user picker and gives them a license; registering them again offers the same person', async ({
  page,
}) => {
  await login(page, 'admin', COURSE);
  await page.goto(COURSE);
  const register = async () => {
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Nyland');
    await form.getByLabel('E-mail').fill('nina.nyland@example.com');
    await form.getByRole('combobox', { name: 'Customer' }).pressSequentially('Atrium');
    await page.getByRole('option', { name: /Atrium Kurs AS/ }).click();
    await form.getByRole('button', { name: 'Create user' }).click();
    return form;
  };

  await page.getByRole('button', { name: 'Add users' }).click();
  await register();
  const give = page.getByRole('dialog', { name: 'Give people a license' });
  await expect(give.getByRole('combobox', { name: 'Person' })).toHaveValue(/Nina Nyland/);
  await give.getByRole('button', { name: 'Add to the list' }).click();
  await give.getByRole('button', { name: 'Give 1 licenses' }).click();
  await expect(page.getByText('1 licenses added')).toBeVisible();
  await expect(grid(page)).toContainText('Nina Nyland');

  await page.getByRole('button', { name: 'Add users' }).click();
  const again = await register();
  await expect(again.getByRole('alert')).toContainText('This may be someone already registered: Nina Nyland');
  await again.getByRole('button', { name: 'Use this user' }).click();
  await expect(give.getByRole('combobox', { name: 'Person' })).toHaveValue(/Nina Nyland/);
  const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(axe.violations).toEqual([]);
});
