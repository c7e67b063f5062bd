import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('staff follow the tasks of the courses starting in two weeks on the pre-start list', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const sku = `E2E-WEEK-${Date.now()}`;
  const created = await page.request.post('/api/classroom/clicourses', {
    data: { courseClassroom: 2, status: 3, sku, numParticipants: { minParticipants: null, maxParticipants: 5 }, firstDate: isoDay(14) },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/classroom/data/classroom-management/${id}/updateWorkItem`, { data: { key: 'materialsSent', done: true } });

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pre-start list' }).click();
  await expect(page).toHaveURL(/\/classroom-prestart-list$/);
  const grid = page
    .getByRole('treegrid', { name: /^Courses starting in the week/ })
    .or(page.getByRole('grid', { name: /^Courses starting in the week/ }));
  // The default week is two ahead: the new course is on it, one of its four tasks done.
  await page.getByLabel('Filter').fill(String(id));
  await expect(grid).toContainText(`(#${id})`);
  await expect(grid).toContainText('1 of 4');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const week = await page.getByTestId('dashboard-week').textContent();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('dashboard-week')).not.toHaveText(week!);
  await expect(grid).not.toContainText(`(#${id})`);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByTestId('dashboard-week')).toHaveText(week!);
  await expect(grid).toContainText(`(#${id})`);

  await page.getByRole('link', { name: new RegExp(`\\(#${id}\\)`) }).click();
  await expect(page).toHaveURL(new RegExp(`/classroom-management/${id}$`));
});
