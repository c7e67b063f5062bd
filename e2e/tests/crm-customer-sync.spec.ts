import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

// npm start without ATRIUM_CRM_URL talks to the local demo CRM (decision 0219); its customers are demo-crm-contacts.ts.
test('a platform admin reads the local CRM, creates a customer from it, unpairs and pairs it again', async ({ page }) => {
  await login(page, 'admin', '/superoffice/customer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CRM customers (SuperOffice)');
  await expect(page.getByText(/No CRM is configured/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Read changes from the CRM' }).click();
  // The quarter-hourly reconcile (crm-reconcile.ts) may have read the six demo changes first: then only the newest is
  // read again, as the mirror reads from its newest change on (crm-mirror.ts).
  await expect(page.getByText(/^Read (6 customers|1 customer) from the CRM\.$/)).toBeVisible();
  const unpaired = grid(page, 'Unpaired CRM customers');
  await expect(unpaired.getByRole('row').filter({ hasText: 'Fjordbygg Entreprenør AS' })).toBeVisible();

  await page.getByLabel('Search by name, organisation number or soid').fill('fjordbygg');
  await expect(page.getByText('1 CRM customer without an Atrium customer.')).toBeVisible();
  await unpaired.getByRole('row').filter({ hasText: 'Fjordbygg Entreprenør AS' }).getByRole('button', { name: 'Create in Atrium' }).click();
  await expect(page.getByText('Fjordbygg Entreprenør AS was created in Atrium.')).toBeVisible();
  await expect(page.getByText('0 CRM customers without an Atrium customer.')).toBeVisible();

  await page.getByRole('tab', { name: 'Paired customers' }).click();
  const paired = grid(page, 'Paired customers');
  const row = paired.getByRole('row').filter({ hasText: '1003' });
  await expect(row).toContainText('Fjordbygg Entreprenør AS');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('Fjordbygg Entreprenør AS is synced from the CRM.')).toBeVisible();

  await row.getByRole('button', { name: 'Unpair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unpair' }).click();
  await expect(page.getByText('Unpaired.')).toBeVisible();
  await expect(paired.getByRole('row').filter({ hasText: '1003' })).toHaveCount(0);

  // The customer made a moment ago is paired again from the unpaired list, through the customer picker.
  await page.getByRole('tab', { name: 'Unpaired CRM customers' }).click();
  await page.getByLabel('Search by name, organisation number or soid').fill('1003');
  await unpaired.getByRole('row').filter({ hasText: 'Fjordbygg Entreprenør AS' }).getByRole('button', { name: 'Pair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pair Fjordbygg Entreprenør AS with an Atrium customer' });
  await dialog.getByRole('combobox', { name: 'Atrium customer' }).fill('Fjordbygg');
  await page.getByRole('option', { name: 'Fjordbygg Entreprenør AS' }).click();
  await dialog.getByRole('button', { name: 'Pair' }).click();
  await expect(page.getByText('Fjordbygg Entreprenør AS is paired and synced.')).toBeVisible();
  await expect(page.getByText(/1 paired, 0 differing from the CRM/)).toBeVisible();

  // A soid typed in directly: the demo CRM's Swedish customer, on the Swedish site.
  await page.getByLabel('CRM customer id (soid)').fill('1005');
  await page.getByRole('button', { name: 'Create customer in Atrium' }).click();
  await expect(page.getByText('Göteborgs Hamnteknik AB was created in Atrium.')).toBeVisible();
  await expect(page.getByText(/2 paired, 0 differing from the CRM/)).toBeVisible();
});
