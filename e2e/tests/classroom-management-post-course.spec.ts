import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Demo ids of the users and company areas: Ingrid Instruktør, the demo customer and its company admin (its contact).
const DEMO_INSTRUCTOR = 3;
const DEMO_CUSTOMER = 2;
const DEMO_CUSTOMER_ADMIN = 4;

/** A fresh in-company instance of the second demo course that ended yesterday, taught by the demo instructor. */
async function finishedInCompanyInstance(page: Page): Promise<number> {
  const day = -1 - (Date.now() % 300);
  const res = await page.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: 2,
      status: 3,
      sku: `E2E-POST-${Date.now()}`,
      numParticipants: { minParticipants: null, maxParticipants: 10 },
      internalCourse: { courseInternal: true, customerId: DEMO_CUSTOMER, price: 100_000, orderReference: null },
      customerContactPersonId: DEMO_CUSTOMER_ADMIN,
      firstDate: isoDay(day),
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { id: number }).id;
  const happening = await page.request.post(`/api/classroom/clicourse/${id}/classroomhappenings`, {
    data: { date: isoDay(day), fromTime: '07:00', toTime: '07:30', instructors: [DEMO_INSTRUCTOR] },
  });
  expect(happening.status()).toBe(201);
  return id;
}

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));

async function pickPerson(page: Page, text: string, name: string) {
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.fill(text);
  await expect(page.getByRole('option', { name })).toBeVisible();
  await person.press('ArrowDown');
  await person.press('Enter');
  await expect(person).toHaveValue(name);
}

test('staff close a course: edit results, participant list to the instructor, course report, post-course info, internal control', async ({
  page,
}) => {
  await login(page, 'staff', '/clcourses');
  const instance = await finishedInCompanyInstance(page);
  await page.goto(`/classroom-management/${instance}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(#${instance})`);
  await pickPerson(page, 'ada', 'Ada Admin');
  await page.getByRole('button', { name: 'Add as participant' }).click();
  await expect(page.getByText('The participant was added')).toBeVisible();

  // Edit Ada's status and results (keyboard: Enter on the edit button).
  await page.getByRole('button', { name: 'Edit Ada Admin' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Ada Admin' });
  await edit.getByLabel('Status').selectOption({ label: 'Approved' });
  await edit.getByLabel('Pre-test').fill('x');
  await expect(edit.getByText('A result is a whole number of points')).toBeVisible();
  await edit.getByLabel('Pre-test').fill('8');
  await edit.getByLabel('Post-test').fill('17');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const attending = grid(page, 'Attending participants');
  await expect(attending).toContainText('Approved');
  await expect(attending).toContainText('17');

  // The participant list to the instructor, as a PDF by e-mail.
  await page.getByRole('button', { name: 'Send participant list to the instructor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The participant list was sent to the instructors')).toBeVisible();

  // The course report form with the defaults of document 002 §5: download (a PDF in a new window) and e-mail.
  await page.getByRole('button', { name: 'Course report' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Include the participant list')).toBeChecked();
  await expect(form.getByLabel('Include participant feedback')).toBeChecked();
  await expect(form.getByLabel('Include test results')).not.toBeChecked();
  await expect(form.getByLabel('Report language')).toHaveValue('nb_NO');
  await form.getByLabel('Report language').selectOption('en_US');
  const [popup, pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (res) => res.request().method() === 'POST' && res.url().endsWith(`/kursrapport/${instance}`)),
    form.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(await pdf.headerValue('content-type')).toContain('application/pdf');
  await popup.close();
  await form.getByLabel('Send to (e-mail)').fill('  boss@example.com ');
  await form.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();

  // Post-course info to the in-company customer's contact person.
  await page.getByRole('button', { name: 'Send post-course info to the customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The course report and the participant list were sent to the customer’s contact')).toBeVisible();

  // Internal control: signatures and work items are still open, so confirming needs a comment.
  await page.getByRole('tab', { name: 'After the course' }).click();
  const checks = page.getByTestId('internal-control-checks');
  await expect(checks).toContainText('Done: The course is over');
  await expect(checks).toContainText('Done: Every participant is approved, not approved or absent');
  await expect(checks).toContainText('Done: The course report is sent');
  await expect(checks).toContainText('Open: The participant list is signed (Ada Admin)');
  await page.getByRole('button', { name: 'Confirm internal control' }).click();
  await expect(page.getByText('Say why the course is closed with checks open')).toBeVisible();
  await page.getByLabel('Comment (needed while checks are open)').fill('Signed on paper');
  await page.getByRole('button', { name: 'Confirm internal control' }).click();
  await expect(page.getByTestId('internal-control-confirmed')).toContainText('Comment: Signed on paper');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  // Every e-mail is on the e-mails tab.
  await page.getByRole('tab', { name: 'E-mails' }).click();
  const emails = grid(page, 'E-mails sent about the instance');
  await expect(emails).toContainText('Participant list to the instructor');
  await expect(emails).toContainText('Course report');
  await expect(emails).toContainText('Post-course info to the customer');
  await expect(emails).toContainText('boss@example.com');
});
