import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

const API = '/api/authoring/data/elearningpackage';
const run = promisify(execFile);

/** A real picture of this width, made with ffmpeg. */
async function picture(width: number): Promise<Buffer> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'atrium-e2e-picture-')), 'picture.png');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${width / 2}`,
    '-frames:v',
    '1',
    file,
  ]);
  return readFile(file);
}

async function newLesson(page: Page, name: string): Promise<string> {
  const created = await page.request.post(`${API}/lesson`, {
    data: { lessonType: 'html', locale: 'en_US', texts: { en_US: { title: name, body: '' } }, uniqueFileName: name },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { uuid: string }).uuid;
}

test('the list-of-values calls answer the choices of the tool', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const lists = (await (await page.request.get(`${API}/lov`)).json()) as Record<string, { value: string }[]>;
  expect(lists.packageFilters![0]!.value).toBe('all-non-archived');
  const issueStatuses = (await (await page.request.get(`${API}/lov/issueStatuses`)).json()) as { value: string }[];
  expect(issueStatuses.map((status) => status.value)).toContain('low_prio');
});

test('an author renames a lesson’s unique file name; a name another lesson has is refused', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const stamp = Date.now();
  const uuid = await newLesson(page, `e2e-rename-${stamp}`);
  await newLesson(page, `e2e-taken-${stamp}`);
  await page.goto(`/elearningpackage/editlesson/${uuid}`);
  const field = page.getByLabel('Unique file name');
  await expect(field).toHaveValue(`e2e-rename-${stamp}`);

  await field.fill(`e2e-taken-${stamp}`);
  await field.press('Enter');
  await expect(page.getByText('Another lesson has this unique file name.')).toBeVisible();

  await field.fill(`e2e-renamed-${stamp}`);
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('The unique file name was changed')).toBeVisible();
  const lesson = (await (await page.request.get(`${API}/lesson/${uuid}`)).json()) as { uniqueFileName: string };
  expect(lesson.uniqueFileName).toBe(`e2e-renamed-${stamp}`);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('resize all pictures runs in the background with its progress on the files page; cache keys are renewed', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const uuid = await newLesson(page, `e2e-resize-${Date.now()}`);
  const upload = await page.request.post('/api/authoring/web/data/elearningpackage/lessonfiles/upload', {
    multipart: { lessonUuid: uuid, file: { name: 'wide.png', mimeType: 'image/png', buffer: await picture(1200) } },
  });
  expect(upload.ok()).toBe(true);
  const before = (await upload.json()) as { cacheKey: string; files: { sizeBytes: number }[] };

  await page.goto('/elearningpackage/files');
  await expect(page.getByRole('heading', { name: 'File maintenance' })).toBeVisible();
  await page.getByLabel('Largest width in pixels').fill('600');
  await page.getByRole('button', { name: 'Resize all pictures' }).click();
  const state = page.getByRole('status').filter({ hasText: /resize/i });
  await expect(state).toContainText('The resize is finished', { timeout: 60_000 });
  await expect(state).toContainText(/\d+ of \d+ pictures checked, [1-9]\d* made smaller/);

  const after = (await (await page.request.get(`${API}/lesson/${uuid}`)).json()) as { cacheKey: string; files: { sizeBytes: number }[] };
  expect(after.files[0]!.sizeBytes).toBeLessThan(before.files[0]!.sizeBytes);
  expect(after.cacheKey).not.toBe(before.cacheKey);

  await page.getByRole('button', { name: 'Renew cache keys of all lessons' }).click();
  await expect(page.getByText(/The cache keys? of \d+ lessons? (was|were) renewed/)).toBeVisible();
  const renewed = (await (await page.request.get(`${API}/lesson/${uuid}`)).json()) as { cacheKey: string };
  expect(renewed.cacheKey).not.toBe(after.cacheKey);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
