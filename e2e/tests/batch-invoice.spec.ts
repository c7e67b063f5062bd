import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { login } from './session';

/*
 * Course staff invoice a line of Nordsjø Energi AS that the demo orders left open: queue it on the start page,
 * preview with VAT on the process page, place the batch order and open the invoice's PDF.
 */
const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

test('course staff queue an open line, preview it with VAT, place the batch order and open the invoice PDF', async ({ page }) => {
  await login(page, 'admin', '/batchinvoice/process');
  // Nothing stored yet: the process page sends the person back to start.
  await expect(page).toHaveURL(/\/batchinvoice\/start$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batch invoicing');

  const customer = page.getByLabel('Customer');
  const value = await customer.locator('option', { hasText: 'Nordsjø Energi AS' }).getAttribute('value');
  await customer.selectOption(value!);
  const lines = grid(page, 'Lines not yet invoiced');
  await expect(lines.getByRole('button', { name: 'Add to queue' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const row = lines
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Add to queue' }) })
    .first();
  const reference = (await row.locator('[col-id="yourRef"]').textContent())!.trim();
  await row.getByRole('button', { name: 'Add to queue' }).click();
  await expect(page.getByText('1 line in the queue')).toBeVisible();
  await page.getByRole('link', { name: 'Preview the invoices' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batch invoicing: preview and place the order');
  await expect(page.getByLabel('Invoice language')).toHaveValue('nb_NO');
  await page.getByLabel('Grouping').selectOption('PER_REFERENCE');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Invoice (preview)' });
  await expect(preview).toContainText(reference);
  await expect(preview).toContainText('VAT 25 %');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Place the batch order' }).click();
  await expect(page.getByText('1 invoice was made.').first()).toBeVisible();
  const pdfLink = page.getByRole('link', { name: /Open invoice \d+ \(PDF\)/ });
  const number = /invoice (\d+)/.exec((await pdfLink.textContent()) ?? '')![1]!;

  const popup = page.waitForEvent('popup');
  await pdfLink.click();
  await (await popup).close();
  const answer = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(await answer.body());
  expect(pdf.getTitle()).toBe(`Faktura ${number}`);

  // The invoiced line has left the customer's queue.
  await page.getByRole('link', { name: 'Back to the lines' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batch invoicing');
});
