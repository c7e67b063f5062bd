import { expect, test } from '@playwright/test';
import { login } from './session';
import { testVideo } from './test-video';

const API = '/api/authoring/data/elearningpackage';
const UPLOAD = '/api/authoring/web/data/elearningpackage/lessonfiles/upload';

test('a failed transcoding shows its error; after a good file, Try again transcodes it and commits the duration', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const created = await page.request.post(`${API}/lesson`, {
    data: { lessonType: 'video', locale: 'en_US', texts: { en_US: { title: `e2e-retry-${Date.now()}`, body: '' } }, videoFile: 'clip.mp4' },
  });
  const { uuid } = (await created.json()) as { uuid: string };
  const upload = (buffer: Buffer) =>
    page.request.post(UPLOAD, { multipart: { lessonUuid: uuid, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer } } });
  expect((await upload(Buffer.from('not a video'))).ok()).toBe(true);

  await page.goto(`/elearningpackage/editlesson/${uuid}`);
  await page.getByRole('button', { name: 'Transcode' }).click();
  const jobs = page.getByRole('list', { name: 'Transcoding jobs' });
  await expect(jobs.getByRole('listitem')).toHaveCount(1);
  await expect(jobs.getByRole('listitem').first()).toContainText('Failed', { timeout: 60_000 });
  await expect(jobs.getByRole('alert')).not.toBeEmpty();

  expect((await upload(await testVideo())).ok()).toBe(true);
  await jobs.getByRole('button', { name: 'Try again' }).click();
  await expect(jobs.getByRole('listitem').first()).toContainText('Completed', { timeout: 120_000 });
  await expect(page.getByText('Duration 0:04')).toBeVisible();
});
