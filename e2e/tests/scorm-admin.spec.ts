import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newCourseWithoutPackage } from './built-course';
import { login } from './session';

// The shared fixtures sit beside the checkout (../shared), as the README says.
const PACKAGES = path.resolve(__dirname, '../../../shared/fixtures/packages');
// The demo e-courses with a package from the start (services/elearning/src/seed-demo.ts).
const DEMO_WITH_PACKAGE = ['Golf explained (SCORM 1.2)', 'Golf explained (SCORM 2004)', 'Introduction to geology (cmi5)'];
// "Working at heights" starts without one, but ecourse-package.spec.ts gives it one: it may be in either list.
const HEIGHTS = 'Working at heights';

const list = (page: Page, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
const row = (section: Locator, course: string): Locator =>
  section.getByRole('row').filter({ has: section.page().getByRole('cell', { name: course, exact: true }) });

test('a platform admin sees the courses with and without a package and uploads one: a broken zip shows the server text, a good one moves the course', async ({
  page,
}) => {
  await login(page, 'admin', '/scorm/admin');
  // A course of this test's own: the uploads here change no demo course the runtime specs play.
  const course = `E2E pakkeadmin ${Date.now()}`;
  await newCourseWithoutPackage(page, course);
  await page.goto('/scorm/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Course packages' })).toBeVisible();
  const withPackage = list(page, 'Courses with a package');
  const withoutPackage = list(page, 'Courses without a package');

  for (const demo of DEMO_WITH_PACKAGE) {
    await expect(row(withPackage, demo)).toHaveCount(1);
    await expect(row(withoutPackage, demo)).toHaveCount(0);
  }
  await expect(row(withPackage, 'Golf explained (SCORM 2004)')).toContainText('SCORM 2004');
  await expect(row(withPackage, 'Introduction to geology (cmi5)')).toContainText('cmi5');
  // In one list or the other, never both.
  await expect(row(withPackage, HEIGHTS).or(row(withoutPackage, HEIGHTS))).toHaveCount(1);
  await expect(row(withoutPackage, course)).toHaveCount(1);
  await expect(row(withPackage, course)).toHaveCount(0);

  const upload = page.getByLabel(`Upload package for ${course}`, { exact: true });
  await upload.setInputFiles(path.join(PACKAGES, 'MalformedXml_SCORM12.zip'));
  // Document 001 §8: the server's own text (the import failure and its reason).
  await expect(page.getByText(/^Upload failed: Error importing course package: .+/)).toBeVisible();
  await expect(row(withoutPackage, course)).toHaveCount(1);

  await upload.setInputFiles(path.join(PACKAGES, 'RuntimeBasicCalls_SCORM12.zip'));
  await expect(page.getByText('SCORM package uploaded successfully')).toBeVisible();
  await expect(row(withPackage, course)).toContainText('SCORM 1.2');
  await expect(row(withoutPackage, course)).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('a company admin may neither list nor upload packages', async ({ page }) => {
  await login(page, 'companyadmin', '/');
  expect((await page.request.get('/api/elearning/scorm/admin/courses/true')).status()).toBe(403);
  const upload = await page.request.post('/api/elearning/web/data/scorm/admin/upload/1', {
    multipart: { file: { name: 'course.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') } },
  });
  expect(upload.status()).toBe(403);
});
