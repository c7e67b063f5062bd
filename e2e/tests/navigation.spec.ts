import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('navigation lists only what the role allows', async ({ page }) => {
  await login(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'User search' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Classroom courses' })).toBeVisible();

  await page.context().clearCookies();
  await login(page, 'instructor');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Classroom courses' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'User search' })).toHaveCount(0);

  await page.context().clearCookies();
  await login(page, 'companyadmin');
  await expect(nav.getByRole('link', { name: 'My company' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Classroom courses' })).toHaveCount(0);
});

test('the server refuses what the navigation hides', async ({ page }) => {
  await login(page, 'instructor');
  const response = await page.request.get('/api/classroom/data/clcourses');
  expect(response.status()).toBe(403);
});

test('signed out, an area route leads to the login page and back', async ({ page }) => {
  await page.goto('/clcourses');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fclcourses/);
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel(/username/i).fill('staff');
  await page.getByLabel(/password/i).fill('atrium123');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/clcourses$/);
});

test('the locale switch re-renders the shell and the area in the new language', async ({ page }) => {
  await login(page, 'admin', '/clcourses');
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeVisible();
  await page.getByLabel('Language').selectOption('nb_NO');
  await expect(page.getByRole('heading', { level: 1, name: 'Klasseromskurs' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Klasseromskurs' })).toBeVisible();
  await page.getByLabel('Språk').selectOption('en_US');
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeVisible();
});
