import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

test('a company admin uploads, edits, downloads and deletes a document', async ({ page }) => {
  await login(page, 'companyadmin', '/my-company/documents');
  await page.goto('/my-company/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'handbok.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 handbok') });
  await dialog.getByLabel('Name').fill('HMS-handbok');
  await dialog.getByLabel('Description').fill('Gjelder alle');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('The file is uploaded')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Documents' }).or(page.getByRole('treegrid', { name: 'Documents' }));
  await expect(grid).toContainText('HMS-handbok');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download HMS-handbok' }).click();
  expect((await downloadPromise).suggestedFilename()).toBe('handbok.pdf');

  await page.getByRole('button', { name: 'Edit HMS-handbok' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('HMS-håndbok');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The document is saved')).toBeVisible();
  await expect(grid).toContainText('HMS-håndbok');

  await page.getByRole('button', { name: 'Delete HMS-håndbok' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The file is deleted')).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
});
