import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { plannedCourse } from './planned-course';
import { login } from './session';

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

test('an instructor opens the calendar, then the instructor page: signs, records results and finalises', async ({ browser, page }) => {
  // The whole run of a course, through a participant's answered evaluation.
  test.slow();
  const instanceId = await plannedCourse(browser);
  await login(page, 'instructor', '/');
  // The instructor lands on their calendar, the one menu entry they have.
  await expect(page).toHaveURL(/\/instructors\/course-calendar$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['My course calendar']);
  await expect(page.getByTestId('date-span')).toContainText(/\d\d\.\d\d\.\d{4}/);
  const calendar = grid(page, 'Course dates');
  const row = calendar.getByRole('link', { name: /Varme arbeider/ }).last();
  await expect(row).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.goto(`/instructors/classroom-management/${instanceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(#${instanceId})`);
  await expect(page.getByTestId('week-view')).toContainText('08:00–15:00');
  await expect(page.getByTestId('external-info')).toHaveText('Bring boots\nand a helmet');
  const participants = grid(page, 'Participant list');
  await expect(participants).toContainText('Ada Admin');
  await expect(participants).toContainText('Carl Company');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // Ada signs on the pad; saving is possible once something is drawn.
  await page.getByRole('button', { name: 'Signature of Ada Admin' }).click();
  const pad = page.getByTestId('signature-pad');
  const save = page.getByRole('button', { name: 'Save signature' });
  await expect(save).toBeDisabled();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 60, { steps: 10 });
  await page.mouse.move(box.x + 380, box.y + 140, { steps: 10 });
  await page.mouse.up();
  await expect(save).toBeEnabled({ timeout: 3000 });
  await save.click();
  await expect(page.getByText('Ada Admin has signed')).toBeVisible();
  await expect(participants).toContainText('Signed');

  // Carl's results by the inline edit, then everyone approved at once.
  await page.getByRole('button', { name: 'Edit Carl Company' }).click();
  await page.getByRole('dialog').getByLabel('Post-test').fill('17');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(participants).toContainText('17');
  await page.getByRole('button', { name: 'Finalise the course' }).click();
  await expect(page.getByText('Record a status for every participant first')).toBeVisible();
  await page.getByLabel('Choose Ada Admin').check();
  await page.getByLabel('Choose Carl Company').check();
  await page.getByLabel('New status').selectOption('approved');
  await page.getByRole('button', { name: 'Set the status of 2 chosen' }).click();
  await expect(page.getByText('Status set for 2 participants')).toBeVisible();
  await page.getByRole('button', { name: 'Finalise the course' }).click();
  await expect(page.getByText('The course is finalised')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Results registered', exact: true })).toBeChecked();

  // Send evaluations to Ada; once sent she cannot be chosen again.
  await page.getByRole('button', { name: 'Send evaluations' }).click();
  await page.getByRole('dialog').getByLabel('Ada Admin').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 1 participant' }).click();
  await expect(page.getByText('The evaluation was sent to 1 participant')).toBeVisible();
  await expect(page.getByTestId('evaluation-state')).toHaveText('Sent to 1, answered by 0');

  // Ada answers the form from her e-mail, without signing in.
  const link = await evaluationLink(browser, instanceId);
  const learner = await browser.newContext();
  const form = await learner.newPage();
  await form.goto(link);
  await expect(form.getByRole('heading', { level: 1 })).toContainText('Evaluation: Varme arbeider');
  expect((await new AxeBuilder({ page: form }).include('main').analyze()).violations).toEqual([]);
  await form.getByLabel('How was the course?').selectOption('5');
  await form.getByLabel('Canteen').selectOption('4');
  await form.getByLabel('Reception').selectOption('5');
  await form.getByLabel('Ingrid Instruktør').selectOption('5');
  await form.getByLabel('Comment').fill('Clear and practical');
  await form.getByRole('button', { name: 'Send the evaluation' }).click();
  await expect(form.getByText('Thank you for your evaluation.')).toBeVisible();
  await learner.close();

  // The instructor sees the answer on the evaluation screen.
  await page.reload();
  await expect(page.getByTestId('evaluation-state')).toHaveText('Sent to 1, answered by 1');
  await page.getByRole('link', { name: 'Evaluation results' }).click();
  await expect(page.getByTestId('average-course')).toHaveText('5.00');
  await expect(page.getByTestId('average-place')).toHaveText('4.50');
  await expect(grid(page, 'Evaluations of the course')).toContainText('Clear and practical');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

/** The form link of the evaluation e-mail, as staff see it among the instance's sent e-mails. */
async function evaluationLink(browser: Browser, instanceId: number): Promise<string> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await login(staff, 'staff', '/clcourses');
  const sent = await staff.request.get(`/api/classroom/data/classroom-management/${instanceId}/emails-sent`);
  const emails = (await sent.json()) as { kind: string; text: string }[];
  await context.close();
  const text = emails.find((email) => email.kind === 'evaluationRequest')!.text;
  return new URL(/https?:\/\/\S+\/evaluation\/[A-Za-z0-9_-]{43}/.exec(text)![0]).pathname;
}

test("an instructor cannot open another instructor's course", async ({ page }) => {
  await login(page, 'instructor', '/');
  const other = await page.request.get('/api/classroom/data/instructor-course-calendar-list/1?dateStart=2026-01-01&dateEnd=2026-02-01');
  expect(other.status()).toBe(403);
});

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Staff write an HTML lesson (page and picture) and link it to the planned instance's course; answers its id. */
async function linkedLesson(browser: Browser, title: string): Promise<number> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await login(staff, 'staff', '/elearningpackage/lessons');
  const created = await staff.request.post('/api/authoring/data/elearningpackage/lesson', {
    data: {
      lessonType: 'html',
      locale: 'en_US',
      jsFile: 'main.js',
      texts: { en_US: { title, body: '<p>Clip in <strong>before</strong> you climb.</p>' } },
    },
  });
  expect(created.status()).toBe(200);
  const { id, uuid } = (await created.json()) as { id: number; uuid: string };
  const page = `<!doctype html><html lang="en"><head><title>${title}</title></head>
    <body><main aria-label="Harness check"><h1>Harness check</h1><img id="harness" src="harness.png" alt="A harness"></main></body></html>`;
  for (const file of [
    { name: 'main.js', mimeType: 'text/javascript', buffer: Buffer.from('void 0;') },
    { name: 'main.html', mimeType: 'text/html', buffer: Buffer.from(page) },
    { name: 'harness.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') },
  ]) {
    const upload = await staff.request.post('/api/authoring/web/data/elearningpackage/lessonfiles/upload', {
      multipart: { lessonUuid: uuid, file },
    });
    expect(upload.status()).toBe(201);
  }
  // The planned instance is of the second demo course (planned-course.ts).
  expect((await staff.request.post('/api/classroom/data/clcourses/2/elearningLessons/allow', { data: { allowed: true } })).status()).toBe(
    200,
  );
  const linked = await staff.request.post('/api/classroom/data/clcourses/2/elearningLessons', {
    data: { courseElearningId: 1, epkgLessonId: id, description: title },
  });
  expect(linked.status()).toBe(200);
  await context.close();
  return id;
}

test('the instructor opens a linked e-learning lesson in a new window (document 002 §2, decision 0251)', async ({ browser, page }) => {
  const instanceId = await plannedCourse(browser);
  const title = `Fall protection ${Date.now()}`;
  const lessonId = await linkedLesson(browser, title);
  await login(page, 'instructor', `/instructors/classroom-management/${instanceId}`);
  const link = page.getByTestId('linked-lessons').getByRole('link', { name: `${title} (opens in a new window)` });
  await expect(link).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.focus().then(() => page.keyboard.press('Enter'))]);
  await expect(popup).toHaveURL(new RegExp(`/elearningpackage/lessonview/${lessonId}$`));
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(popup.getByText('Clip in before you climb.')).toBeVisible();
  // The lesson's page runs in its frame, and its picture loads by relative address with the instructor's session.
  const frame = popup.frameLocator(`iframe[title="Lesson content: ${title}"]`);
  await expect(frame.getByRole('heading', { name: 'Harness check' })).toBeVisible();
  await expect.poll(() => frame.locator('#harness').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect((await new AxeBuilder({ page: popup }).include('main').analyze()).violations).toEqual([]);
  // A lesson the instructor does not teach answers as an unknown one.
  expect((await popup.request.get(`/api/authoring/data/elearningpackage/lessonview/2147483000`)).status()).toBe(404);
});
