import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'atrium123';

/** Signs in through the shell's login page and waits for the chrome. */
export async function login(page: Page, username: string, returnTo = '/'): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/username|brukernavn|användarnamn/i).fill(username);
  await page.getByLabel(/password|passord|lösenord/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in|logg inn|logga in/i }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}
