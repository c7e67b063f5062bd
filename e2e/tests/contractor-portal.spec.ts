import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4400}`;

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

async function fillRegistration(page: Page, contactEmail: string, email: string) {
  await page.getByLabel('Preferred language').selectOption({ label: 'Norsk' });
  await page.getByLabel('I am currently offshore').check();
  await page.getByLabel(/E-mail of your ConocoPhillips contact person/).fill(contactEmail);
  await page.getByLabel(/Your company/).selectOption({ label: 'Nordic Scaffolding AS (sub-contractor of Offshore Rigg Service AS)' });
  await page.getByLabel(/First name/).fill('Ola');
  await page.getByLabel(/Last name/).fill('Kontraktør');
  await page.getByLabel(/Your work e-mail/).fill(email);
}

// The demo's ConocoPhillips portal (decision 0220): contractors and courses come from seed-contractor-portal.ts.
test('a contractor registers without signing in: a foreign contact is refused with the alert, a ConocoPhillips one gets access', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  await page.goto('/copnologin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ConocoPhillips contractor registration');
  await expectNoAxeViolations(page);
  // Contractors register from their phones too: the form fits 390 px without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  let registrations = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/register')) registrations++;
  });
  await fillRegistration(page, 'boss@example.com', 'ola.kontraktor@scaffolding.no');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Not a avalid ConocoPhillips contact person email address.');
  expect(registrations).toBe(0);

  await page.getByLabel(/E-mail of your ConocoPhillips contact person/).fill('hse.lead@conocophillips.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are registered. We have sent an e-mail to ola.kontraktor@scaffolding.no')).toBeVisible();
  expect(registrations).toBe(1);

  // The portal by its slug: another oil company's is a row, not code (decision 0220).
  await page.goto('/contractor-portal/conoco-phillips/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ConocoPhillips contractor registration');

  // Signed in, the registration page sends people to their own page.
  await login(page, 'staff', '/conoco-phillips');
  await page.goto('/copnologin');
  await expect(page).toHaveURL(/\/mypage/);
});

test('course staff add and remove portal courses and contractors', async ({ page }) => {
  await login(page, 'staff', '/conoco-phillips');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ConocoPhillips contractor portal');
  const courses = grid(page, 'Courses');
  await expect(courses.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  const choice = page.getByLabel('Add a course');
  const firstChoice = (await choice.locator('option').nth(1).textContent())!;
  await choice.selectOption({ label: firstChoice });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`${firstChoice} was added and given to`)).toBeVisible();
  await expect(courses.getByRole('row')).toHaveCount(4);
  await courses.getByRole('button', { name: `Remove ${firstChoice}` }).click();
  await expect(page.getByText(`${firstChoice} was removed. People registered before keep it.`)).toBeVisible();
  await expect(courses.getByRole('row')).toHaveCount(3);

  await page.getByRole('tab', { name: 'Customers' }).click();
  const customers = grid(page, 'Customers');
  await expect(customers.getByRole('row').filter({ hasText: 'Nordic Scaffolding AS' })).toContainText(
    'Sub-contractor of Offshore Rigg Service AS',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Add a company' }).fill('Svensk');
  await page.getByRole('option', { name: 'Svensk Bygg AB' }).click();
  await page.getByLabel('Sub-contractor of').selectOption({ label: 'Havbunn Subsea AS' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Svensk Bygg AB was added.')).toBeVisible();
  await expect(customers.getByRole('row').filter({ hasText: 'Svensk Bygg AB' })).toContainText('Sub-contractor of Havbunn Subsea AS');
  await customers.getByRole('button', { name: 'Remove Svensk Bygg AB' }).click();
  await expect(page.getByText('Svensk Bygg AB was removed.')).toBeVisible();
  await expect(customers.getByRole('row').filter({ hasText: 'Svensk Bygg AB' })).toHaveCount(0);
});

test('course staff make a second oil company’s portal from its settings, and its registration form opens signed out', async ({
  page,
  browser,
}) => {
  await login(page, 'staff', '/contractor-portals');
  await page.goto('/contractor-portals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contractor portals');
  await expect(grid(page, 'Contractor portals').getByRole('link', { name: 'ConocoPhillips' })).toBeVisible();
  await expectNoAxeViolations(page);

  const slug = `equinor-${Date.now()}`;
  await page.getByRole('button', { name: 'New contractor portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contractor portal' });
  await dialog.getByLabel(/Web address name/).fill(slug);
  await dialog.getByLabel(/Oil company name/).fill('Equinor');
  await dialog.getByRole('combobox', { name: 'Oil company customer' }).fill('Atrium');
  await page.getByRole('option', { name: 'Atrium Kurs AS' }).click();
  await dialog.getByLabel(/Contact person e-mail domains/).fill('equinor.com, statoil');
  await dialog.getByRole('button', { name: 'Create portal' }).click();
  await expect(dialog.getByText('Write a domain such as company.com, without @.')).toBeVisible();
  await dialog.getByLabel(/Contact person e-mail domains/).fill('equinor.com, statoil.no');
  await dialog.getByRole('button', { name: 'Create portal' }).click();

  await expect(page).toHaveURL(new RegExp(`/contractor-portal/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equinor contractor portal');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel(/Contact person e-mail domains/)).toHaveValue('equinor.com, statoil.no');
  await expectNoAxeViolations(page);

  const visitor = await browser.newPage({ baseURL: BASE_URL });
  await visitor.context().addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  await visitor.goto(`/contractor-portal/${slug}/register`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Equinor contractor registration');
  await visitor.close();
});
