import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const API = '/api/authoring/data/elearningpackage';
const UPLOAD = '/api/authoring/web/data/elearningpackage/lessonfiles/upload';

test('an HTML v2 lesson’s files in folders: open a folder, upload into it, delete a file and a folder', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const created = await page.request.post(`${API}/lesson`, {
    data: {
      lessonType: 'htmlv2',
      locale: 'en_US',
      texts: { en_US: { title: `e2e-html-v2-${Date.now()}`, body: '' } },
      jsFile: 'js/main.js',
    },
  });
  const { uuid } = (await created.json()) as { uuid: string };
  for (const path of ['index.html', 'js/main.js', 'css/site.css', 'img/logo.png']) {
    const upload = await page.request.post(UPLOAD, {
      multipart: { lessonUuid: uuid, path, file: { name: path.split('/').pop()!, mimeType: 'text/plain', buffer: Buffer.from(path) } },
    });
    expect(upload.ok()).toBe(true);
  }

  await page.goto(`/elearningpackage/editlesson/${uuid}`);
  const top = page.getByRole('list', { name: 'Contents of All files' });
  await expect(top.getByRole('link', { name: 'index.html' })).toBeVisible();
  await expect(top.getByRole('listitem').filter({ hasText: 'Folder css' })).toContainText('1 file');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await top.getByRole('button', { name: 'Folder css', exact: true }).click();
  const css = page.getByRole('list', { name: 'Contents of css' });
  await expect(css.getByRole('link', { name: 'site.css' })).toBeVisible();
  await page
    .getByLabel('Upload files to this folder')
    .setInputFiles({ name: 'print.css', mimeType: 'text/css', buffer: Buffer.from('p{}') });
  await expect(css.getByRole('link', { name: 'print.css' })).toBeVisible();
  await css.getByRole('button', { name: 'Delete css/site.css' }).click();
  await expect(css.getByRole('link', { name: 'site.css', exact: true })).toBeHidden();

  await page.getByRole('navigation', { name: 'Folder' }).getByRole('button', { name: 'All files' }).click();
  await top.getByRole('button', { name: 'Delete the folder img with all in it' }).click();
  await expect(top.getByRole('button', { name: 'Folder img', exact: true })).toBeHidden();
  // The folder holding the main script stays.
  await top.getByRole('button', { name: 'Delete the folder js with all in it' }).click();
  await expect(page.getByText('The file is the lesson’s main script and cannot be deleted.')).toBeVisible();

  const files = (await (await page.request.get(`${API}/lesson/${uuid}`)).json()) as { files: { fileName: string }[] };
  expect(files.files.map((file) => file.fileName).sort()).toEqual(['css/print.css', 'index.html', 'js/main.js']);
});
