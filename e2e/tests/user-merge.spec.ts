import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

// The demo's cmi5 e-course; no other spec counts its licenses.
const ECOURSE = 3;
const COURSE_NAME = 'Introduction to geology (cmi5)';

// Nordsjø Energi, Carl's company, with the demo departments.
const NORDSJO = 2;
const PASSWORD = 'Dublett2026';

async function register(page: Page, firstName: string, lastName: string, customerId = 1): Promise<number> {
  const answer = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName, lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase(), customerId } },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { user: { id: number } }).user.id;
}

const elearningLicenses = (page: Page) => page.getByRole('table', { name: 'E-learning licenses' });

test('a platform admin merges two people, licenses and departments move to the kept one, and an undo moves them back', async ({
  page,
  browser,
}) => {
  await login(page, 'admin', '/');
  const kept = await register(page, 'Mona', 'Merkeby');
  const removed = await register(page, 'Mona', 'Dublettsen', NORDSJO);
  const granted = await page.request.post(`/api/elearning/data/license/ecourse/${ECOURSE}`, {
    data: { usersWithCustomer: [{ userId: removed, customerId: NORDSJO }] },
  });
  expect(granted.ok()).toBe(true);
  const companyAdmin = await (await browser.newContext()).newPage();
  await login(companyAdmin, 'companyadmin', '/my-company');
  await companyAdmin.goto(`/my-company/users/${removed}/departments`);
  await companyAdmin.getByLabel('Boring').check();
  await companyAdmin.getByRole('button', { name: 'Save departments' }).click();
  await expect(companyAdmin.getByText('The departments are saved')).toBeVisible();
  // The person to remove puts a course in their cart themself (the sales area's rows).
  expect((await page.request.put('/api/users/data/atriumusersearch/password', { data: { password: PASSWORD, user: removed } })).ok()).toBe(
    true,
  );
  const theirs = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4400}` });
  expect(
    (await theirs.request.post('/api/users/login', { data: { username: 'mona.dublettsen@example.com', password: PASSWORD } })).ok(),
  ).toBe(true);
  expect(
    (await theirs.request.post('/api/reports/data/cart/v1/addCourseToCart', { data: { courseId: 4, courseType: 'ELEARNING' } })).ok(),
  ).toBe(true);
  await theirs.close();

  await page.goto(`/atriumusersearch/users/${kept}/courses`);
  await expect(elearningLicenses(page)).toContainText('No licenses.');

  await page.goto(`/atriumusersearch/merge/${kept}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merge into Mona Merkeby');
  await page.getByRole('textbox', { name: 'Find the person to remove' }).fill('Dublettsen');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Remove Mona Dublettsen' }).click();
  const preview = page.getByRole('region', { name: 'What moves from Mona Dublettsen to Mona Merkeby' });
  await expect(preview).toContainText('E-learning: 1 license');
  await expect(preview).toContainText('Company: 1 department membership');
  await expect(preview).toContainText('Sales: 1 course in the cart');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await preview.getByRole('button', { name: 'Merge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('The people are merged.')).toBeVisible();
  const merge = page.getByRole('article', { name: 'Mona Dublettsen merged into Mona Merkeby' });
  await expect(merge).toContainText('can be undone until');

  await page.goto(`/atriumusersearch/users/${kept}/courses`);
  await expect(elearningLicenses(page)).toContainText(COURSE_NAME);
  // The Nordsjø context moved with the merge, so the company admin now sees the kept person, in Boring.
  await companyAdmin.goto(`/my-company/users/${kept}/departments`);
  await expect(companyAdmin.getByLabel('Boring')).toBeChecked();
  await page.goto(`/atriumusersearch/users/${kept}/cart`);
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText('Working at heights');

  await page.goto(`/atriumusersearch/merge/${kept}`);
  await merge.getByRole('button', { name: 'Undo merge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo merge' }).click();
  await expect(page.getByText('The merge is undone.')).toBeVisible();
  await expect(merge).toContainText('undone');

  await page.goto(`/atriumusersearch/users/${kept}/courses`);
  await expect(elearningLicenses(page)).toContainText('No licenses.');
  await page.goto(`/atriumusersearch/users/${removed}/courses`);
  await expect(elearningLicenses(page)).toContainText(COURSE_NAME);
  await companyAdmin.goto(`/my-company/users/${removed}/departments`);
  await expect(companyAdmin.getByLabel('Boring')).toBeChecked();
  await page.goto(`/atriumusersearch/users/${removed}/cart`);
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText('Working at heights');
  await page.goto(`/atriumusersearch/users/${kept}/cart`);
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText('The cart is empty.');
});
