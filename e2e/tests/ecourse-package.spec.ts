import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// The shared fixtures sit beside the checkout (../shared), as the README says.
const PACKAGES = path.resolve(__dirname, '../../../shared/fixtures/packages');
// The fourth demo e-course, "Working at heights", starts without a package (services/elearning/src/seed-demo.ts).
const COURSE = '/ecourse/4/edit/coursePackage';

test('a platform admin uploads a package for a course without one: wrong files are refused, a good one is imported and selected', async ({
  page,
}) => {
  await login(page, 'admin', COURSE);
  await page.goto(COURSE);
  const current = page.getByTestId('current-package');
  await expect(current).toHaveText('The course has no package yet.');
  const file = page.getByLabel('Zip file');

  await file.setInputFiles({ name: 'course.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Only zip files are allowed')).toBeVisible();

  await file.setInputFiles(path.join(PACKAGES, 'MalformedXml_SCORM12.zip'));
  await expect(page.getByText(/^Upload failed: /)).toBeVisible();
  await expect(current).toHaveText('The course has no package yet.');

  await file.setInputFiles(path.join(PACKAGES, 'RuntimeBasicCalls_SCORM12.zip'));
  await expect(page.getByText('Course package uploaded and imported')).toBeVisible();
  await expect(current).toContainText('SCORM 1.2');

  // Another package for a course that has one: learners would lose their progress, so it asks first.
  await page.getByLabel('Package type').selectOption('scorm2004');
  await page
    .getByRole('region', { name: 'Choose an existing package' })
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('loses the progress');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(current).toContainText('SCORM 1.2');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});
