import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// The SCORM 2004 demo e-course (a package to reset); no other spec counts its licenses.
const ECOURSE = 2;
const COURSE_NAME = 'Golf explained (SCORM 2004)';
const PASSWORD = 'Nullstill2026';

// Document 002 §2 courses tab "reset progress", §7 resetprogress/{licenseUuid}/{userId}/{packageId}/{packageType}
// (decision 0209): the learner starts the course, the platform admin resets it, and it is not started again.
test('a platform admin resets the progress of a started e-learning license from the courses tab', async ({ page, browser }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Rikke', lastName: 'Restart', email: 'rikke.restart@example.com', customerId: 1 } },
  });
  expect(registered.ok()).toBe(true);
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  expect((await page.request.put('/api/users/data/atriumusersearch/password', { data: { password: PASSWORD, user: userId } })).ok()).toBe(
    true,
  );
  const granted = await page.request.post(`/api/elearning/data/license/ecourse/${ECOURSE}`, {
    data: { usersWithCustomer: [{ userId, customerId: 1 }] },
  });
  expect(granted.ok()).toBe(true);
  const licenses = (await (await page.request.get(`/api/elearning/data/atriumusersearch/licenses/elearning/${userId}`)).json()) as {
    id: number;
  }[];
  expect(licenses).toHaveLength(1);

  // Rikke opens the course: the runtime starts her license.
  const hers = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4400}` });
  expect((await hers.request.post('/api/users/login', { data: { username: 'rikke.restart@example.com', password: PASSWORD } })).ok()).toBe(
    true,
  );
  expect((await hers.request.get(`/api/elearning/scorm/init/${licenses[0]!.id}`)).ok()).toBe(true);
  await hers.close();

  await page.goto(`/atriumusersearch/users/${userId}/courses`);
  const table = page.getByRole('table', { name: 'E-learning licenses' });
  const row = table.getByRole('row', { name: new RegExp(COURSE_NAME.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('Started');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  const reset = `Reset progress in ${COURSE_NAME}`;
  await row.getByRole('button', { name: reset }).click();
  await page.getByRole('dialog').getByRole('button', { name: reset }).click();
  await expect(page.getByText('The progress is reset.')).toBeVisible();
  await expect(row).toContainText('Not started');
  await expect(row.getByRole('button', { name: reset })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(COURSE_NAME.replace(/[()]/g, '\\$&')) })).toContainText('Not started');
});
