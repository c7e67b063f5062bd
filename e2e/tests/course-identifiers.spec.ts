import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Issue 22 point 8: the technical tab shows the course's uuid as labelled information with a copy button.
test('the technical tab names the course uuid and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'admin', '/clcourses');
  const [course] = (await (await page.request.get('/api/classroom/data/clcourses/search?q=Varme%20arbeider')).json()) as {
    id: number;
  }[];
  const { uuid } = (await (await page.request.get(`/api/classroom/data/clcourses/${course!.id}`)).json()) as { uuid: string };
  await page.goto(`/clcourse/${course!.id}/edit/technical`);
  const identifiers = page.getByRole('region', { name: 'Identifiers' });
  await expect(identifiers.getByRole('definition').filter({ hasText: uuid })).toBeVisible();
  await expect(identifiers.getByRole('term').filter({ hasText: 'Course uuid (for integrations)' })).toBeVisible();
  // No raw "uuid …" text between the form's fields any more.
  await expect(page.getByText(`uuid ${uuid}`)).toHaveCount(0);
  const copy = identifiers.getByRole('button', { name: 'Copy uuid' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The uuid was copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uuid);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
