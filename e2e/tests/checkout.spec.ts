import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

/*
 * Course staff sell the first demo e-course ("Golf explained", NOK 490) to Nordsjø Energi AS for two people who
 * hold no license of it yet: Stian Staff and Carl Company.
 */
const COURSE = 'Golf explained (SCORM 1.2)';

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

async function chooseLearner(page: Page, name: string) {
  await page.getByRole('combobox', { name: `Add a learner to ${COURSE}` }).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('list', { name: `Learners of ${COURSE}` })).toContainText(name);
}

test('course staff add an e-course to the cart, check out for two learners, and see the confirmation, the licenses and the ticker', async ({
  page,
}) => {
  await login(page, 'admin', '/ecourses');
  // Only this test's line is checked out: earlier lines of the same cart are removed first.
  const before: { items: { courseType: string; courseId: number }[] } = await (await page.request.get('/api/reports/data/cart/v1')).json();
  for (const item of before.items) await page.request.delete(`/api/reports/data/cart/v1/items/${item.courseType}/${item.courseId}`);

  await page.goto('/ecourses');
  await page.getByRole('search').getByLabel('Search').fill('golf');
  await page.getByRole('button', { name: `Add ${COURSE} to cart` }).click();
  await expect(page.getByText(`${COURSE} added to the cart`)).toBeVisible();

  await page.goto('/ecourses');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
  await expect(page.getByText('NOK 490.00')).toBeVisible();

  await page.getByRole('combobox', { name: 'Customer' }).fill('Nordsjø');
  await page.getByRole('option', { name: 'Nordsjø Energi AS' }).click();
  await chooseLearner(page, 'Stian Staff');
  await chooseLearner(page, 'Carl Company');
  await page.getByLabel(/Your reference/).fill('PO-E2E-1');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmation');
  const thanks = await page.getByText(/Your order number is \d+/).textContent();
  const orderId = /(\d+)\./.exec(thanks ?? '')![1]!;
  await expect(page.getByRole('table')).toContainText('NOK 980.00');
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();

  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Licenses');
  await expect(grid(page, 'Licenses')).toContainText('Stian Staff');
  await expect(grid(page, 'Licenses')).toContainText('Carl Company');

  await page.goto('/orderticker');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order ticker');
  await expect(grid(page, 'Order ticker')).toContainText(COURSE);
  await expect(grid(page, 'Order ticker')).toContainText(orderId);
  await expect(page.getByText('Live: refreshed every minute.')).toBeVisible();
});
