import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const API = '/api/authoring/data/elearningpackage';

test('the mass upload sends each file to the lesson of its unique file name, through the queue with progress', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const name = `e2e-mass-${Date.now()}`;
  const created = await page.request.post(`${API}/lesson`, {
    data: { lessonType: 'html', locale: 'en_US', texts: { en_US: { title: name, body: '' } }, uniqueFileName: name },
  });
  const { uuid } = (await created.json()) as { uuid: string };

  await page.getByRole('link', { name: 'Upload many files' }).click();
  await expect(page.getByRole('heading', { name: 'Upload many files' })).toBeVisible();
  await page.getByLabel('Files', { exact: true }).setInputFiles([
    { name: `${name}.html`, mimeType: 'text/html', buffer: Buffer.from('<p>Hello</p>') },
    { name: 'nobody-has-this.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
  ]);
  const table = page.getByRole('table', { name: '1 of 2 files have a lesson' });
  await expect(table.getByRole('row', { name: new RegExp(`${name}\\.html`) })).toContainText('Pending');
  await expect(table.getByRole('row', { name: /nobody-has-this/ })).toContainText('No lesson has this unique file name');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByText('The upload is finished')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${name}\\.html`) })).toContainText('Completed');
  const lesson = (await (await page.request.get(`${API}/lesson/${uuid}`)).json()) as { files: { fileName: string }[] };
  expect(lesson.files.map((file) => file.fileName)).toEqual([`${name}.html`]);
});
