import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Client } from 'pg';
import { login } from './session';

// Without SMTP_URL the platform keeps every e-mail in the users outbox; the tests read the links from there.
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;
const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4400}`;
const NEW_PASSWORD = 'Sommer2026';

/** The password link of the last e-mail to `email` whose subject matches. */
async function mailedLink(email: string, subject: RegExp): Promise<string> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; text: string }>(
      'select subject, text from users.outbox where lower($1) = any(select lower(unnest("to"))) order by id desc',
      [email],
    );
    const mail = rows.find((row) => subject.test(row.subject));
    const link = /https?:\/\/\S+\/password\/reset\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`No password link mailed to ${email}`);
    return link;
  } finally {
    await client.end();
  }
}

async function englishPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  return context.newPage();
}

/** Opens the link, chooses NEW_PASSWORD, and signs in with it from the link the page offers. */
async function setPasswordAndSignIn(page: Page, link: string, username: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a password');
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByLabel(/^New password/).fill('weak');
  await page.getByLabel(/^Repeat the new password/).fill('weak');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(/Use at least 8 letters and digits/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is saved. Sign in with it now.');
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

test('forgot password: ask for a link from the login page, set a new password with it and sign in', async ({ browser, page }) => {
  // Someone to reset, registered as the user picker does, so the demo users keep their passwords.
  await login(page, 'admin');
  const email = 'frida.forgot@example.com';
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Frida', lastName: 'Forgot', email, customerId: 1 } },
  });
  expect(registered.status()).toBe(200);

  const visitor = await englishPage(browser);
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/password\/forgot$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
  const axe = await new AxeBuilder({ page: visitor }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await visitor.getByRole('button', { name: 'Send link' }).click();
  await expect(visitor.getByText('This field is required.')).toBeVisible();
  await visitor.getByLabel(/Username or e-mail address/).fill(email.toUpperCase());
  await visitor.getByRole('button', { name: 'Send link' }).click();
  await expect(visitor.getByRole('status')).toContainText('If we know that username or e-mail address');

  const link = await mailedLink(email, /Tilbakestill|Reset/);
  expect(link).toContain(`${BASE_URL}/password/reset/`);
  await setPasswordAndSignIn(visitor, link, email);

  // The link worked once.
  await visitor.goto(link);
  await expect(visitor.getByRole('alert')).toHaveText('This link has been used, has expired or is not valid. Ask for a new one.');
  await expect(visitor.getByLabel(/^New password/)).toHaveCount(0);
});

test('a person registered from the user picker sets a password from their e-mail and signs in', async ({ browser, page }) => {
  await login(page, 'admin', '/license/ecourse/4');
  await page.goto('/license/ecourse/4');
  await page.getByRole('button', { name: 'Add users' }).click();
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('dialog', { name: 'New user' });
  const email = 'pia.picker@example.com';
  await form.getByLabel('First name').fill('Pia');
  await form.getByLabel('Last name').fill('Picker');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('combobox', { name: 'Customer' }).pressSequentially('Nordsjø');
  await page.getByRole('option', { name: /Nordsjø Energi AS/ }).click();
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('dialog', { name: 'Give people a license' }).getByRole('combobox', { name: 'Person' })).toHaveValue(
    /Pia Picker/,
  );

  const person = await englishPage(browser);
  await setPasswordAndSignIn(person, await mailedLink(email, /Velg passordet|Set your/), email);
});

test('signed out, other users routes still lead to the login page', async ({ page }) => {
  await page.goto('/atriumusersearch');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fatriumusersearch$/);
});
