import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { plannedCourse } from './planned-course';
import { login } from './session';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const INGRID = 3; // the demo instructor

// Decision 0246: the instructor keeps their own photo and signature from the instructor page; they are the pictures
// the users area holds for the instructor tab and the instructor pickers.
test('an instructor uploads their photo on the instructor page, staff see it, and the instructor deletes it', async ({ browser, page }) => {
  const instanceId = await plannedCourse(browser);
  await login(page, 'instructor', '/');
  await page.goto(`/instructors/classroom-management/${instanceId}`);
  const own = page.getByRole('region', { name: 'Your photo and signature' });
  await expect(own.getByText('No photo yet.')).toBeVisible();
  await expect(own.getByText('No signature yet.')).toBeVisible();
  await own
    .getByLabel('Upload a photo (JPEG, PNG or WebP, at most 5 MB)')
    .setInputFiles({ name: 'ingrid.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your photo is saved.')).toBeVisible();
  const photo = own.getByRole('img', { name: 'Your instructor photo' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The same picture is the one the platform admin's instructor tab holds.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, 'admin', '/');
  await admin.goto(`/atriumusersearch/users/${INGRID}/instructor`);
  await expect(admin.getByRole('img', { name: 'The instructor’s photo' })).toBeVisible();
  await context.close();

  await own.getByRole('button', { name: 'Delete the photo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the photo' }).click();
  await expect(page.getByText('Your photo is deleted.')).toBeVisible();
  await expect(own.getByText('No photo yet.')).toBeVisible();
});
