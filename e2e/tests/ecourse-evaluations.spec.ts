import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('course staff read an e-course’s evaluations: chart, sort and a star that persists', async ({ page }) => {
  await login(page, 'staff');
  // The demo e-courses are the ones with evaluations (5, 4, 2 and 4 stars each); take the first.
  const ratings: { courseId: number }[] = await (await page.request.get('/api/elearning/data/ecourses/ratings')).json();
  await page.goto(`/ecourse/${ratings[0]!.courseId}/evaluations`);

  await expect(page.getByTestId('evaluation-average')).toContainText('3.75');
  const chart = page.locator('.atr-chart svg.highcharts-root');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('width', '450');
  await expect(chart).toHaveAttribute('height', '280');
  await expect(page.getByTestId('evaluation')).toHaveCount(4);

  await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Lowest rating' });
  await expect(page.getByTestId('evaluation').first()).toContainText('2 stars');
  await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Highest rating' });
  await expect(page.getByTestId('evaluation').first()).toContainText('5 stars');

  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/starred'));
  await page.getByTestId('evaluation').first().getByRole('button', { name: 'Star', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await page.getByLabel('Starred only').check();
  await expect(page.getByTestId('evaluation')).toHaveCount(1);
  await expect(page.getByTestId('evaluation').first()).toContainText('5 stars');
  await expect(page.getByTestId('evaluation').first().getByRole('button', { name: 'Remove star' })).toHaveAttribute('aria-pressed', 'true');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});
