import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const API = '/api/authoring/data/elearningpackage';
const ATTACK = '<p>Read this</p><script>alert(1)</script><img src="https://example.com/a.png" alt="Exits" onerror="alert(2)">';

test('a lesson text and a task explanation written in the rich-text editor; a script sent past it is stripped on save', async ({
  page,
}) => {
  await login(page, 'admin', '/elearningpackage/lessons');
  const title = `E2E text ${Date.now()}`;
  // Sent straight to the API, past the editor: what is stored keeps the text and loses the script and handler.
  const created = await page.request.post(`${API}/lesson`, {
    data: { lessonType: 'html', locale: 'en_US', texts: { en_US: { title, body: ATTACK } } },
  });
  const { uuid } = (await created.json()) as { uuid: string };
  const stored = async () =>
    ((await (await page.request.get(`${API}/lesson/${uuid}`)).json()) as { texts: { en_US: { body: string } } }).texts.en_US.body;
  expect(await stored()).not.toMatch(/script|onerror|alert/);

  await page.goto(`/elearningpackage/editlesson/${uuid}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Text' });
  await expect(text).toContainText('Read this');
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' and mind the exits');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The lesson is saved')).toBeVisible();
  expect(await stored()).toContain('<strong> and mind the exits</strong>');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.goto('/elearningpackage/edittask');
  await page.getByLabel('Question').fill(`${title}: which exit?`);
  const explanation = page.getByRole('textbox', { name: 'Explanation shown after answering' });
  await explanation.click();
  await page.keyboard.type('The nearest one.');
  await page.getByLabel('Option 1', { exact: true }).fill('The nearest');
  await page.getByLabel('Option 2', { exact: true }).fill('The main door');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${title}: which exit?` })).toBeVisible();
  const taskUuid = page.url().split('/').pop()!;
  const task = (await (await page.request.get(`${API}/task/${taskUuid}`)).json()) as { texts: { en_US?: { body: string } } };
  expect(Object.values(task.texts)[0]?.body).toBe('<p>The nearest one.</p>');
});

test('the script shows the package in order with the tasks and their correct options, prints and downloads as a PDF', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/packages');
  const name = `E2E script ${Date.now()}`;
  const json = async <T = { uuid: string }>(response: Promise<{ json: () => Promise<unknown> }>) => (await (await response).json()) as T;
  const pkg = await json(
    page.request.post(`${API}/package`, {
      data: { internalName: name, locale: 'en_US', exam: true, texts: { en_US: { title: name, body: '' } } },
    }),
  );
  const withChapter = await json<{ chapters: { id: number }[] }>(
    page.request.post(`${API}/package/${pkg.uuid}/chapter`, { data: { texts: { en_US: { title: 'Basics', body: '' } } } }),
  );
  const chapterId = withChapter.chapters[0]!.id;
  const task = await json(
    page.request.post(`${API}/task`, {
      data: {
        locale: 'en_US',
        texts: { en_US: { title: 'Which exit?', body: '' } },
        options: [
          { idx: 0, texts: { en_US: { title: 'The nearest', body: '' } }, correct: true },
          { idx: 1, texts: { en_US: { title: 'The main door', body: '' } }, correct: false },
        ],
      },
    }),
  );
  const lesson = await json(
    page.request.post(`${API}/lesson`, {
      data: {
        lessonType: 'task',
        locale: 'en_US',
        texts: { en_US: { title: 'Check', body: '<p>Answer <em>this</em></p>' } },
        taskUuids: [task.uuid],
      },
    }),
  );
  await page.request.post(`${API}/package/${pkg.uuid}/chapter/${chapterId}/lessons`, { data: { lessonUuid: lesson.uuid } });

  await page.goto(`/elearningpackage/editpackage/${pkg.uuid}`);
  await page.getByRole('link', { name: 'Script: the whole package to read through or print' }).click();
  await expect(page.getByRole('heading', { name: `Script: ${name}` })).toBeVisible();
  const chapter = page.getByRole('region', { name: '1. Basics' });
  const check = chapter.getByRole('article', { name: '1.1 Check' });
  await expect(check.getByText('Answer this')).toBeVisible();
  await expect(check.getByRole('listitem').filter({ hasText: /^The nearest/ })).toContainText('correct');
  await expect(check.getByRole('listitem').filter({ hasText: /^The main door/ })).not.toContainText('correct');
  await expect(page.getByText('70 % correct answers needed to pass')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // The same script as a real PDF download.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^script-E2E-script-\d+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
