import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

// Real packages of other tools, read where they are (never copied into the project).
const FIXTURES = path.resolve(__dirname, '../../../shared/fixtures/packages');
const API = '/api/authoring/data/elearningpackage';
const UPLOAD = '/api/authoring/web/data/elearningpackage/lessonfiles/upload';
const texts = (title: string) => ({ en_US: { title, body: '' } });

async function importOnPackages(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/elearningpackage/packages');
  // By keyboard: the action is a real button.
  await page.getByRole('button', { name: 'Import SCORM' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Import SCORM' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('SCORM package (zip)').setInputFiles(file);
}

test('imports another tool’s SCORM package, opens it and scans its files; axe', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/packages');
  await importOnPackages(page, path.join(FIXTURES, 'RuntimeBasicCalls_SCORM12.zip'));
  const result = page.getByRole('status').filter({ hasText: 'is imported' });
  await expect(result).toContainText('"Golf Explained - Run-time Basic Calls" (SCORM 1.2) is imported as an HTML v2 lesson.');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await result.getByRole('link', { name: 'Open the imported package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Explained - Run-time Basic Calls' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan files' }).click();
  await expect(page.getByRole('heading', { name: 'Files nothing uses' })).toBeVisible();
  await expect(page.getByText('imsmanifest.xml', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('a broken package is refused with the reason', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/packages');
  await importOnPackages(page, path.join(FIXTURES, 'MalformedXml_SCORM12.zip'));
  await expect(page.getByRole('alert')).toHaveText('The imsmanifest.xml is not well-formed XML');
});

test('the tool’s own export comes back as the package it was', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/packages');
  const name = `e2e-roundtrip-${Date.now()}`;
  const pkg = (await (
    await page.request.post(`${API}/package`, { data: { internalName: name, locale: 'en_US', texts: texts(name) } })
  ).json()) as {
    uuid: string;
  };
  const chapter = (await (
    await page.request.post(`${API}/package/${pkg.uuid}/chapter`, { data: { texts: texts('Chapter one') } })
  ).json()) as {
    chapters: { id: number }[];
  };
  const lesson = (await (
    await page.request.post(`${API}/lesson`, {
      data: { lessonType: 'html', locale: 'en_US', texts: texts('Welcome page'), jsFile: 'intro.js' },
    })
  ).json()) as { uuid: string };
  for (const fileName of ['intro.js', 'intro.html'])
    expect(
      (
        await page.request.post(UPLOAD, {
          multipart: { lessonUuid: lesson.uuid, file: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from('<p>hi</p>') } },
        })
      ).status(),
    ).toBe(201);
  await page.request.post(`${API}/package/${pkg.uuid}/chapter/${chapter.chapters[0]!.id}/lessons`, { data: { lessonUuid: lesson.uuid } });
  const exported = await page.request.get(`/api/authoring/web/data/elearningpackage/scormexport/${pkg.uuid}/720/true/240,720/2004`);
  expect(exported.status()).toBe(200);

  await importOnPackages(page, { name: `${name}.zip`, mimeType: 'application/zip', buffer: await exported.body() });
  const result = page.getByRole('status').filter({ hasText: 'is imported' });
  await expect(result).toContainText(`"${name}" is imported as it was exported.`);
  await expect(result).toContainText('Lessons: 1, tasks: 0, files: 2.');
  await result.getByRole('link', { name: 'Open the imported package' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Welcome page').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
