import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const PASSWORD = 'RolleTest12';

test('a platform admin finds a person, gives them a role, and the person has it at their next sign-in', async ({ page, browser }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Rolf', lastName: 'Rollemann', email: 'rolf.rollemann@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;

  await page.goto('/atriumusersearch');
  await page.getByLabel('Name, username or e-mail').fill('rollemann');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Rollemann, Rolf' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rolf Rollemann');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel('Phone').first().fill('+47 911 22 333');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('The changes are saved.')).toBeVisible();

  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The password is set; the person is signed out everywhere.')).toBeVisible();

  await page.getByLabel('New role at Atrium Kurs AS').selectOption({ label: 'Course staff' });
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByRole('list', { name: 'Roles at Atrium Kurs AS' })).toContainText('Course staff');
  const audit = page.getByRole('table', { name: 'Changes' });
  await expect(audit).toContainText('Role added');
  await expect(audit).toContainText('Ada Admin');
  await expect(audit).toContainText('+47 911 22 333');
  await expect(audit).toContainText('Password set');

  // The person signs in and has the course staff's menu the role gives.
  const theirs = await browser.newContext();
  await theirs.addCookies([{ name: 'locale', value: 'en_US', url: `http://localhost:${process.env.E2E_PORT ?? 4400}` }]);
  const person = await theirs.newPage();
  await person.goto('/login');
  await person.getByLabel(/username/i).fill('rolf.rollemann@example.com');
  await person.getByLabel(/password/i).fill(PASSWORD);
  await person.getByRole('button', { name: /log in/i }).click();
  await expect(person.getByTestId('signed-in-user')).toBeVisible();
  await expect(person.getByRole('link', { name: 'Classroom courses' })).toBeVisible();
  await theirs.close();

  await page.getByRole('tab', { name: 'Logins' }).click();
  await expect(page).toHaveURL(new RegExp(`/atriumusersearch/users/${userId}/logins$`));
  await expect(page.getByRole('table', { name: 'Logins' })).toContainText('Signed in');
});
