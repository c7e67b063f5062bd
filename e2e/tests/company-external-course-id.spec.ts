import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('a company admin sets an external id, moves it after the duplicate confirmation, and deletes it', async ({ page }) => {
  await login(page, 'companyadmin', '/my-company/external-course-id');
  await page.goto('/my-company/external-course-id');
  await expect(page.getByRole('heading', { level: 1, name: 'External course ids' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Courses' }).or(page.getByRole('treegrid', { name: 'Courses' }));
  await expect(grid).toContainText('Working at heights');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Edit Working at heights' }).click();
  await page.getByRole('dialog').getByLabel('External id').fill('  HMS-01 ');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The ids are saved')).toBeVisible();
  await expect(grid).toContainText('HMS-01');

  await page.getByRole('button', { name: 'Edit Introduction to geology (cmi5)' }).click();
  await page.getByRole('dialog').getByLabel('External id').fill('HMS-01');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText('Another course already has this external id. Move it to this course?');
  await page.getByRole('dialog').getByRole('button', { name: 'Move the id' }).click();
  // The first save's notice may still show beside this one.
  await expect(page.getByText('The ids are saved').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Working at heights' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Introduction to geology (cmi5)' }).click();
  await expect(page.getByText('The ids are deleted')).toBeVisible();
  await expect(grid).not.toContainText('HMS-01');
});
