import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectFocusRing, tabTo } from './keyboard';
import { login } from './session';

// Real packages of other tools, read where they are (never copied into the project); ATRIUM_DEMO_PACKAGES names them
// for a checkout elsewhere, as it does for the demo data.
const FIXTURES = process.env.ATRIUM_DEMO_PACKAGES ?? path.resolve(__dirname, '../../../shared/fixtures/packages');

/*
 * Decisions 0254 and 0255 with the keyboard only (WCAG 2.1.1, 2.4.3): open "Import SCORM", choose the zip from the
 * file field with Space, read the outcome (focus goes to it, not to the page), open the package and scan its files.
 */
test('with the keyboard only: import a SCORM package, open it and scan its files', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, 'admin', '/elearningpackage/packages');
  await page.goto('/elearningpackage/packages');

  const open = page.getByRole('button', { name: 'Import SCORM' });
  await tabTo(page, open);
  await expectFocusRing(open);
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByLabel('SCORM package (zip)');
  await tabTo(page, field);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(path.join(FIXTURES, 'RuntimeBasicCalls_SCORM12.zip'));

  const result = page.getByRole('status').filter({ hasText: 'is imported' });
  await expect(result).toContainText('(SCORM 1.2) is imported as an HTML v2 lesson.');
  // The outcome has focus; the next Tab is its link.
  await expect(page.locator('body')).not.toBeFocused();
  await page.keyboard.press('Tab');
  const link = result.getByRole('link', { name: 'Open the imported package' });
  await expectFocusRing(link);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Golf Explained - Run-time Basic Calls' })).toBeVisible();
  const scan = page.getByRole('button', { name: 'Scan files' });
  await tabTo(page, scan);
  await expectFocusRing(scan);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Files nothing uses' })).toBeVisible();
  // The button stays focused while and after it runs.
  await expect(scan).toBeFocused();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('with the keyboard only: a refused package says why and keeps focus on the outcome', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin', '/elearningpackage/packages');
  await page.goto('/elearningpackage/packages');
  await tabTo(page, page.getByRole('button', { name: 'Import SCORM' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('SCORM package (zip)'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(path.join(FIXTURES, 'MalformedXml_SCORM12.zip'));
  await expect(page.getByRole('alert')).toHaveText('The imsmanifest.xml is not well-formed XML');
  await expect(page.locator('body')).not.toBeFocused();
  // Shift+Tab goes back to the file field to choose another zip.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('SCORM package (zip)')).toBeFocused();
});
