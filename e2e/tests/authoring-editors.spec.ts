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
