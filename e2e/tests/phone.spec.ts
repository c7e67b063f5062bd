import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Issue 22 points 4 and 7: on a phone the content comes first and the lists stay usable.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu folds behind a menu button, and opens and closes with it', async ({ page }) => {
  await login(page, 'admin', '/clcourses');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const button = nav.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Classroom courses' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeInViewport();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Venues' }).click();
  await expect(page).toHaveURL(/\/course-place-list$/);
  // Choosing a screen folds the menu again.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('on a phone a list fits the screen: less needed columns hide and the page does not scroll sideways', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  await expect(grid).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Classroom courses' })).toBeVisible();
});
