import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'atrium123';
const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4400}`;

/**
 * Signs in through the shell's login page and waits for the chrome. The demo users' learning sites
 * speak Norwegian or Swedish; the tests choose English with the same cookie the locale selector sets.
 */
export async function login(page: Page, username: string, returnTo = '/', locale = 'en_US'): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: BASE_URL }]);
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/username|brukernavn|användarnamn/i).fill(username);
  await page.getByLabel(/password|passord|lösenord/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in|logg inn|logga in/i }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}
