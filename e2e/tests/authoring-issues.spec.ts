import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';
import { testVideo } from './test-video';

const API = '/api/authoring/data/elearningpackage';

async function videoLesson(page: Page, title: string): Promise<string> {
  const created = await page.request.post(`${API}/lesson`, {
    data: { lessonType: 'video', locale: 'en_US', texts: { en_US: { title, body: '' } }, videoFile: 'bars.mp4' },
  });
  expect(created.status()).toBe(200);
  const { uuid } = (await created.json()) as { uuid: string };
  const upload = await page.request.post('/api/authoring/web/data/elearningpackage/lessonfiles/upload', {
    multipart: { lessonUuid: uuid, file: { name: 'bars.mp4', mimeType: 'video/mp4', buffer: await testVideo() } },
  });
  expect(upload.status()).toBe(201);
  return uuid;
}

test('an issue raised on a video lesson at the time the video stands, followed up with status, comment and e-mail', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const title = `E2E video ${Date.now()}`;
  const uuid = await videoLesson(page, title);
  await page.goto(`/elearningpackage/editlesson/${uuid}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The preview is moved to 0:02, and the issue takes that time.
  const video = page.getByLabel('Video preview');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 2;
  });
  const issues = page.getByRole('region', { name: 'Issues' });
  await issues.getByLabel('Issue', { exact: true }).fill('The tone starts before the picture');
  await issues.getByRole('button', { name: 'Take the time from the video' }).click();
  await expect(issues.getByLabel('Time in the video')).toHaveValue('0:02');
  await issues.getByRole('button', { name: 'Raise issue' }).click();
  const issue = issues.getByRole('listitem', { name: `Issue on ${title}` });
  await expect(issue).toContainText('0:02');
  await expect(issue).toContainText('The tone starts before the picture');
  await expect(issues.getByText('1 open issue of 1')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await issue.getByLabel('Comment').fill('Audio re-synced');
  await issue.getByRole('button', { name: 'Save comment' }).click();
  await expect(issue.getByRole('button', { name: 'Save comment' })).toBeDisabled();

  await issue.getByRole('button', { name: 'E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the issue' });
  await dialog.getByLabel('To').fill('dev@studio.example, not an address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await dialog.getByLabel('To').fill('dev@studio.example, qa@studio.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The issue is sent to 2 addresses')).toBeVisible();

  // Fixed is no longer open: the open list empties and the count says so; "all" still shows it.
  await issue.getByLabel('Status').selectOption('fixed');
  await expect(issues.getByText('0 open issues of 1')).toBeVisible();
  await expect(issue).toHaveCount(0);
  // The CSV export of what is shown: nothing open says so; all of them downloads.
  await issues.getByRole('button', { name: 'Export as CSV' }).click();
  await expect(page.getByText('No data to export')).toBeVisible();
  await issues.getByLabel('Show').selectOption('all');
  await expect(issues.getByRole('listitem', { name: `Issue on ${title}` }).getByLabel('Status')).toHaveValue('fixed');
  const [csv] = await Promise.all([page.waitForEvent('download'), issues.getByRole('button', { name: 'Export as CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('issues.csv');
  const content = await readFile((await csv.path())!, 'utf8');
  expect(content).toContain(`${title};0:02;;Fixed;The tone starts before the picture;Audio re-synced`);
});
