import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { plannedCourse } from './planned-course';
import { login } from './session';

// Issue 15's remaining instructor parts: staff pick an instructor's calendar and see their year's course dates, staff
// upload a typed file, the instructor saves results (the saved icon) and cancels themselves from the course date
// (decisions 0237, 0244, 0245), after which their calendar shows the course as cancelled by them.

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

test('staff pick the instructor and type a file; the instructor saves results and cancels their course date', async ({ browser, page }) => {
  test.slow();
  const instanceId = await plannedCourse(browser);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, 'staff', '/instructors/course-calendar');
  // Decision 0245: those who see everyone choose the instructor; the count is the year's course dates.
  const picker = staff.getByLabel('Instructor', { exact: true });
  await expect(picker.locator('option', { hasText: /Ingrid Instruktør \(\d+ course dates? in \d{4}\)/ })).toHaveCount(1);
  const ingrid = await picker.locator('option', { hasText: /Ingrid Instruktør/ }).getAttribute('value');
  await picker.selectOption(ingrid!);
  await expect(staff.getByTestId('date-count')).toContainText(/Ingrid Instruktør: \d+ course dates? in \d{4}/);
  await expect(
    grid(staff, 'Course dates')
      .getByRole('link', { name: /Varme arbeider/ })
      .first(),
  ).toBeVisible();
  expect((await new AxeBuilder({ page: staff }).include('main').analyze()).violations).toEqual([]);

  // Decision 0237: the staff files tab uploads with a chosen type.
  await staff.goto(`/classroom-management/${instanceId}`);
  await staff.getByRole('tab', { name: 'Files' }).click();
  await staff.getByLabel('File type').selectOption('SCANNED_EVALUATIONS');
  await staff
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'evalueringer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 scan') });
  await expect(staff.getByRole('list', { name: 'Instance files' })).toContainText('Scanned evaluations');

  // Decisions 0225/0238: the post-start list shows the week's internal control.
  await staff.goto('/classroom-poststart-list');
  await expect(staff.getByTestId('dashboard-internal-control')).toContainText(/Internal control: \d+ confirmed/);
  await staffContext.close();

  await login(page, 'instructor', `/instructors/classroom-management/${instanceId}`);
  await expect(page.getByTestId('scanned-document')).toContainText('evalueringer.pdf');
  // Document 002 §4: the saved icon after results are saved.
  await page.getByTestId('pre-post-results').getByRole('button', { name: 'Results', exact: true }).click();
  await page.getByRole('dialog', { name: 'Results' }).getByLabel('Post-test of Carl Company').fill('12');
  await page.getByRole('dialog', { name: 'Results' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('results-saved-icon')).toBeVisible();

  // Decision 0244: the instructor cancels their one date, with a word for course staff.
  const dates = page.getByTestId('instructor-dates');
  await expect(dates).toContainText('Ingrid Instruktør');
  await dates.getByRole('button', { name: 'Cancel me from this date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your participation as instructor' });
  await dialog.getByLabel('Comment for course staff (optional)').fill('Sick leave');
  await dialog.getByRole('button', { name: 'Cancel my participation' }).click();
  await expect(page.getByText('You no longer teach any date of this course.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to my course calendar' }).click();
  await expect(page).toHaveURL(/\/instructors\/course-calendar$/);
  await expect(grid(page, 'Course dates')).toContainText('you cancelled your participation');
  expect((await page.request.get(`/api/classroom/data/instructors/classroom-management/${instanceId}`)).status()).toBe(403);

  // Course staff see who left which date, with the comment.
  const again = await browser.newContext();
  const staffAgain = await again.newPage();
  await login(staffAgain, 'staff', `/classroom-management/${instanceId}`);
  await expect(staffAgain.getByTestId('instructor-cancellations')).toContainText('Ingrid Instruktør cancelled');
  await expect(staffAgain.getByTestId('instructor-cancellations')).toContainText('Sick leave');
  await again.close();
});
