import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

async function courseIdByName(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/classroom/data/clcourses/search?q=${encodeURIComponent(name)}`);
  const [course] = (await res.json()) as { id: number; internalName: string }[];
  if (!course) throw new Error(`no course ${name}`);
  return course.id;
}

test('a platform admin creates a course with day times and prices, edits texts and uploads a file', async ({ page }) => {
  await login(page, 'admin', '/clcourse/new/0');
  await expect(page.getByRole('heading', { level: 1, name: 'New classroom course' })).toBeVisible();
  await page.getByLabel('Internal name').fill('E2E Brannkurs');
  await page.getByLabel('Days').fill('2');
  // One day-time row per course day, times shown with two digits.
  await expect(page.getByTestId('daytime-2')).toBeVisible();
  await expect(page.getByLabel('Day 2 start hour')).toHaveValue('8');
  await expect(page.getByLabel('Day 2 start hour').locator('option:checked')).toHaveText('08');
  await page.getByLabel('Day 2 start hour').selectOption({ label: '09' });
  await page.getByLabel('Day 2 end hour').selectOption({ label: '08' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The end must be after the start').first()).toBeVisible();
  await page.getByLabel('Day 2 end hour').selectOption({ label: '15' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The classroom course was created')).toBeVisible();
  await expect(page).toHaveURL(/\/clcourse\/\d+\/edit$/);
  const id = Number(/\/clcourse\/(\d+)\/edit/.exec(page.url())?.[1]);
  const saved = await (await page.request.get(`/api/classroom/data/clcourses/${id}`)).json();
  expect(saved.courseDateTimes).toBe('08:00-16:00,09:00-15:00');
  expect(saved.diplomaTemplateId).toBeNull();

  // Prices: typed in major units, stored times 100, marked valid now.
  await page.getByRole('tab', { name: 'Prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/clcourse/${id}/edit/prices$`));
  await page.getByLabel('Amount').fill('1234,50');
  await page.getByLabel('To date').fill('31.12.2099');
  await page.getByLabel('To date').press('Enter');
  await page.getByRole('button', { name: 'Add price' }).click();
  await expect(page.getByText('The price was added')).toBeVisible();
  await expect(page.getByTestId('price-row')).toContainText('1,234.50');
  await expect(page.getByTestId('price-row')).toContainText('Valid now');
  const prices = await (await page.request.get(`/api/classroom/data/clcourses/${id}/prices`)).json();
  expect(prices[0].value).toBe(123450);

  // Texts: rich text with the toolbar.
  await page.getByRole('tab', { name: 'Course texts' }).click();
  const main = page.getByRole('textbox', { name: 'Main text' });
  await main.click();
  await page.keyboard.type('Velkommen til kurset');
  const bold = page.getByRole('toolbar').first().getByRole('button', { name: 'Bold' });
  await bold.click();
  // The editor takes focus back a frame after the click; a key sent before that is lost.
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toBeFocused();
  await page.keyboard.type(' viktig');
  await expect(page.getByText(/\d+ words/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const texts = await (await page.request.get(`/api/classroom/data/classroomCourse/${id}/courseTexts`)).json();
  expect(texts.find((text: { locale: string }) => text.locale === 'nb_NO').courseTextMain.text).toContain('<strong> viktig</strong>');

  // Course material: upload with progress, listed afterwards.
  await page.getByRole('tab', { name: 'Course material' }).click();
  await page
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'kursplan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
  await expect(page.getByText('The file was uploaded')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Course files' })).toContainText('kursplan.pdf');

  // The notes tab has its own address; the admin-only tab is there for a platform admin.
  await page.goto(`/clcourse/${id}/edit/notes`);
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Course package' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('the evaluations page shows the average, the star chart and the comments', async ({ page }) => {
  await login(page, 'admin', '/clcourses');
  const id = await courseIdByName(page, 'Varme arbeider');
  await page.goto(`/clcourse/${id}/evaluations`);
  await expect(page.getByTestId('evaluation-average')).toContainText('4.00');
  const chart = page.locator('.atr-chart svg.highcharts-root');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('width', '450');
  await expect(chart).toHaveAttribute('height', '280');
  await expect(page.getByTestId('evaluation')).toHaveCount(7);
  await page.getByLabel('Starred comments only').check();
  await expect(page.getByTestId('evaluation')).toHaveCount(1);
  await page.getByLabel('Starred comments only').uncheck();
  await page.getByLabel('Sort by').selectOption({ label: 'Rating, lowest first' });
  await expect(page.getByTestId('evaluation').first()).toContainText('2 stars');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('course staff do not see the course package tab, and the service refuses admin-only calls', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const id = await courseIdByName(page, 'Varme arbeider');
  await page.goto(`/clcourse/${id}/edit/coursePackage`);
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Course package' })).toHaveCount(0);
  const put = await page.request.put(`/api/classroom/data/clcourses/${id}/quoteCodes`, { data: [{ locale: 'nb_NO', code: 'X1' }] });
  expect(put.status()).toBe(403);
  expect((await page.request.get('/api/classroom/data/clcourses/quoteCodes/validate?code=X1')).status()).toBe(403);
});

test('copying a course starts from the original without its id and internal name', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const id = await courseIdByName(page, 'Varme arbeider');
  const original = await (await page.request.get(`/api/classroom/data/clcourses/${id}`)).json();
  await page.goto(`/clcourse/copy/${id}/${original.courseId ?? 0}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Internal name')).toHaveValue('');
  await expect(page.getByLabel('Days')).toHaveValue(String(original.length.days));
  await page.getByLabel('Internal name').fill('E2E kopi av kurs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The course template was copied')).toBeVisible();
  await expect(page).toHaveURL(/\/clcourse\/\d+\/edit$/);
  const copyId = Number(/\/clcourse\/(\d+)\/edit/.exec(page.url())?.[1]);
  expect(copyId).not.toBe(id);
  const copy = await (await page.request.get(`/api/classroom/data/clcourses/${copyId}`)).json();
  expect(copy).toMatchObject({ internalName: 'E2E kopi av kurs', courseDateTimes: original.courseDateTimes, length: original.length });
});

test('switching tab with an unsaved note asks first', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const id = await courseIdByName(page, 'Varme arbeider');
  await page.goto(`/clcourse/${id}/edit/notes`);
  await page.getByLabel('New note').fill('Ring kunden om datoene');
  await page.getByRole('tab', { name: 'Prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved note' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/clcourse/${id}/edit/notes$`));
  await expect(page.getByLabel('New note')).toHaveValue('Ring kunden om datoene');
  await page.getByRole('tab', { name: 'Prices' }).click();
  await dialog.getByRole('button', { name: 'Leave without adding' }).click();
  await expect(page).toHaveURL(new RegExp(`/clcourse/${id}/edit/prices$`));
  await expect(page.getByRole('tab', { name: 'Prices' })).toHaveAttribute('aria-selected', 'true');
});
