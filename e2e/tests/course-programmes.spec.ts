import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { login } from './session';

/** Types into a picker, waits for the option and takes it with the keyboard. */
async function pick(picker: Locator, text: string, option: string | RegExp) {
  await picker.fill(text);
  await expect(picker.page().getByRole('option', { name: option })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
}

// Decision 0252: course staff make a programme and enrol a person; the person's courses tab lists the enrolment,
// swaps an e-course of it and cancels it. Only e-courses, and a person of the spec's own, so no demo row changes.
test('course staff create a programme, enrol a person, and swap and cancel the enrolment on the courses tab', async ({ page }) => {
  await login(page, 'admin', '/sales/course-programs');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Erik', lastName: 'Programdeltaker', email: 'erik.programdeltaker@example.com', customerId: 1 } },
  });
  expect(registered.status()).toBe(200);
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;

  await page.goto('/sales/course-programs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course programmes');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'New course programme' }).click();
  const create = page.getByRole('dialog', { name: 'New course programme' });
  await create.getByLabel(/^Title/).fill('E2E starter');
  await create.getByLabel('Introduction to geology (cmi5)').check();
  await create.getByLabel('Golf explained (SCORM 1.2)').check();
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The course programme E2E starter is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Enrol a person on E2E starter' }).click();
  const enrol = page.getByRole('dialog', { name: 'Enrol a person on E2E starter' });
  await pick(enrol.getByRole('combobox', { name: 'Person' }), 'programdeltaker', 'Erik Programdeltaker');
  await pick(enrol.getByRole('combobox', { name: 'Customer' }), 'Atrium Kurs', /Atrium Kurs AS/);
  await enrol.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('The person is enrolled on E2E starter.')).toBeVisible();

  await page.goto(`/atriumusersearch/users/${userId}/courses`);
  const ongoing = page.getByRole('table', { name: 'Ongoing course programmes' });
  await expect(ongoing).toContainText('E2E starter');
  await expect(ongoing).toContainText('Enrolled');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // A SCORM licence is not swapped directly; the cmi5 one is.
  await expect(ongoing.getByRole('button', { name: 'Swap Golf explained (SCORM 1.2)' })).toHaveCount(0);
  await ongoing.getByRole('button', { name: 'Swap Introduction to geology (cmi5)' }).click();
  const swap = page.getByRole('dialog', { name: 'Swap Introduction to geology (cmi5)' });
  await swap.getByLabel('Swap to').selectOption({ label: 'Golf explained (SCORM 2004)' });
  await expect(swap.getByRole('status')).toContainText('Swap Introduction to geology (cmi5) for Golf explained (SCORM 2004)?');
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByText('The course is swapped.')).toBeVisible();
  await expect(ongoing).toContainText('Golf explained (SCORM 2004)');

  await ongoing.getByRole('button', { name: 'Cancel E2E starter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the enrolment' }).click();
  await expect(page.getByText('The enrolment is cancelled.')).toBeVisible();
  const finished = page.getByRole('table', { name: 'Finished course programmes' });
  await expect(finished).toContainText('E2E starter');
  await expect(finished).toContainText('Cancelled');
});
