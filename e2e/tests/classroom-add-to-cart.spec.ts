import { expect, test } from '@playwright/test';
import { login } from './session';

/* Document 003 §7 cart helper from the classroom side: "Add to cart" on a course instance, then the cart. */
test('course staff add a classroom course instance to the cart from the instance list and land in the cart', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const before: { items: { courseType: string; courseId: number }[] } = await (await page.request.get('/api/reports/data/cart/v1')).json();
  for (const item of before.items) await page.request.delete(`/api/reports/data/cart/v1/items/${item.courseType}/${item.courseId}`);

  const grid = page.getByRole('treegrid').or(page.getByRole('grid'));
  const idCell = grid.locator('[col-id="id"][role="gridcell"]').first();
  await expect(idCell).not.toBeEmpty();
  await page.goto(`/clcourse/${Number(await idCell.textContent())}/clicourses`);
  const instanceCell = grid.locator('[col-id="id"][role="gridcell"]').first();
  await expect(instanceCell).not.toBeEmpty();
  const instanceId = Number(await instanceCell.textContent());
  await page.getByRole('button', { name: `Add instance ${instanceId} to the cart` }).click();

  await expect(page).toHaveURL(/\/app\/webshop\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  const cart: { items: { courseType: string; courseId: number }[] } = await (await page.request.get('/api/reports/data/cart/v1')).json();
  expect(cart.items).toEqual([expect.objectContaining({ courseType: 'CLASSROOM', courseId: instanceId })]);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
  await page.request.delete(`/api/reports/data/cart/v1/items/CLASSROOM/${instanceId}`);
});
