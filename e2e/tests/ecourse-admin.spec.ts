import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

const ELEARNING = '/api/elearning/data';

async function classroomCourseId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/classroom/data/clcourses/search?q=${encodeURIComponent(name)}`);
  const course = ((await res.json()) as { id: number; internalName: string }[]).find((candidate) => candidate.internalName === name);
  if (!course) throw new Error(`no classroom course ${name}`);
  return course.id;
}

const editedId = (page: Page) => Number(/\/ecourse\/(\d+)\/edit/.exec(page.url())?.[1]);

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

test('a platform admin makes an e-course from a classroom course, edits it, writes a text and a note, and copies it', async ({ page }) => {
  await login(page, 'admin', '/ecourses');
  const courseId = await classroomCourseId(page, 'Varme arbeider');

  // Create: the form starts from the template; the diploma template is the provider's default.
  await page.goto(`/ecourse/new/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New e-course from Varme arbeider' })).toBeVisible();
  await expect(page.getByLabel('Internal name')).toHaveValue('Varme arbeider');
  await expect(page.getByLabel('Course language')).toHaveValue('nb_NO');
  await expect(page.getByLabel('Course provider').locator('option:checked')).toHaveText('Atrium Kurs AS');
  await expect(page.getByLabel('Diploma template').locator('option:checked')).toHaveText('Standard diplom');
  const name = `E2E e-kurs ${Date.now()}`;
  await page.getByLabel('Internal name').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The e-course was created')).toBeVisible();
  await expect(page).toHaveURL(/\/ecourse\/\d+\/edit$/);
  const id = editedId(page);
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

  // General: put it on sale, tag it, save.
  await page.getByLabel('Can purchase').check();
  await page.getByLabel('Can start').check();
  await page.getByLabel('Available in the offline app').check();
  await page.getByRole('group', { name: 'Tags' }).getByLabel('Offshore').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The e-course was updated')).toBeVisible();
  const saved = await (await page.request.get(`${ELEARNING}/ecourses/${id}`)).json();
  expect(saved).toMatchObject({
    internalName: name,
    classroomCourseId: courseId,
    eLearningCourseFlags: { canPurchase: true, canStart: true, availableOfflineApp: true },
  });
  expect(saved.courseTags).toContain('offshore');
  expect(saved.diplomaTemplateId).not.toBeNull();
  await expect(page.getByRole('group', { name: 'Quote codes' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Responsible users' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Course texts: the template's Norwegian text came along; add to it with the rich-text editor.
  await page.getByRole('tab', { name: 'Course texts' }).click();
  await expect(page).toHaveURL(new RegExp(`/ecourse/${id}/edit/courseTexts$`));
  await expect(page.getByLabel('Title')).toHaveValue('Varme arbeider');
  const main = page.getByRole('textbox', { name: 'Main text' });
  await main.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' E2E-tekst');
  await page.getByRole('button', { name: 'Save texts' }).click();
  await expect(page.getByText('The course texts were saved')).toBeVisible();
  const texts = (await (await page.request.get(`${ELEARNING}/elearningCourse/${id}/courseTexts`)).json()) as {
    locale: string;
    courseTextMain: { text: string };
  }[];
  expect(texts.find((text) => text.locale === 'nb_NO')?.courseTextMain.text).toContain('E2E-tekst');

  // Notes by their own address; an unsaved note holds a tab switch back.
  await page.goto(`/ecourse/${id}/edit/notes`);
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('New note').fill('Ring leverandøren');
  await page.getByRole('tab', { name: 'Prices' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved note' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/ecourse/${id}/edit/notes$`));
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('The note was added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Ring leverandøren');
  await expectNoAxeViolations(page);

  // Copy: without internal name, and off sale whatever the original was.
  await page.getByRole('link', { name: 'Copy' }).click();
  await expect(page).toHaveURL(new RegExp(`/ecourse/${id}/copy$`));
  await expect(page.getByLabel('Internal name')).toHaveValue('');
  await expect(page.getByLabel('Can purchase')).not.toBeChecked();
  await page.getByLabel('Internal name').fill(`${name} kopi`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The e-course was copied')).toBeVisible();
  await expect(page).toHaveURL(/\/ecourse\/\d+\/edit$/);
  const copyId = editedId(page);
  expect(copyId).not.toBe(id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E-course: ${name} kopi`);
  for (const flag of ['Can purchase', 'Can start', 'Available in the offline app']) await expect(page.getByLabel(flag)).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Tags' }).getByLabel('Offshore')).toBeChecked();

  // Off sale again, so the catalogue other tests look at shows the demo courses only.
  await page.goto(`/ecourse/${id}/edit`);
  await page.getByLabel('Can purchase').uncheck();
  await page.getByLabel('Can start').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The e-course was updated')).toBeVisible();
});

test('course staff edit an e-course without the platform-admin panels', async ({ page }) => {
  await login(page, 'staff', '/ecourses');
  const [course] = (await (await page.request.get(`${ELEARNING}/ecourses/search?limit=1`)).json()) as {
    id: number;
    internalName: string;
  }[];
  if (!course) throw new Error('no demo e-course');
  await page.goto(`/ecourse/${course.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E-course: ${course.internalName}`);
  await expect(page.getByRole('group', { name: 'Publications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh competence expiry' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quote codes' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Responsible users' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
