import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A fresh confirmed instance of the second demo course, so no other spec's changes meet this one. */
async function newInstance(page: Page, maxParticipants: number, offsetDays: number): Promise<number> {
  const res = await page.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: 2,
      status: 3,
      sku: `E2E-RUN-${Date.now()}`,
      numParticipants: { minParticipants: null, maxParticipants },
      firstDate: isoDay(offsetDays),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
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

test('staff run an instance: add, wait, cancel with the seat offered, reserve, move, work items and e-mails', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const instance = await newInstance(page, 2, 70);
  const other = await newInstance(page, 5, 100);
  await page.goto(`/classroom-management/${instance}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(#${instance})`);
  await expect(page.getByTestId('seats')).toHaveText('0 attending, 0 reserved of 2; 2 free');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  // Two people fill the seats; a third waits.
  await pickPerson(page, 'carl', 'Carl Company');
  await page.getByRole('button', { name: 'Add as participant' }).click();
  await expect(page.getByText('The participant was added')).toBeVisible();
  await pickPerson(page, 'ada', 'Ada Admin');
  await page.getByRole('button', { name: 'Add as participant' }).click();
  await expect(page.getByTestId('seats')).toHaveText('2 attending, 0 reserved of 2; 0 free');
  await pickPerson(page, 'sven', 'Sven Svensson');
  await page.getByRole('button', { name: 'Put on the waiting list' }).click();
  await expect(grid(page, 'Waiting list in queue order')).toContainText('Sven Svensson');

  // Carl cancels (by keyboard); his seat is offered to Sven, first in the queue.
  await page.getByRole('button', { name: 'Cancel Carl Company' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel participation' }).click();
  await expect(page.getByText('The participation was cancelled')).toBeVisible();
  await expect(page.getByTestId('seats')).toHaveText('1 attending, 0 reserved of 2; 1 free');
  await expect(grid(page, 'Waiting list in queue order')).toContainText(/\d\d\.\d\d\.\d{4}/);

  // The free seat is held back for a company.
  await page.getByLabel('Comment').fill('Held for Acme');
  await page.getByRole('button', { name: 'Reserve seats' }).click();
  await expect(page.getByTestId('reservation-row')).toContainText('Held for Acme');
  await expect(page.getByTestId('seats')).toHaveText('1 attending, 1 reserved of 2; 0 free');

  // Ada moves to the later instance.
  await page.getByRole('button', { name: 'Copy or move participants' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Course instance').selectOption({ value: String(other) });
  await dialog.getByLabel('Ada Admin').check();
  await dialog.getByRole('button', { name: 'Move to the instance' }).click();
  await expect(page.getByText('1 participant moved')).toBeVisible();
  await expect(page.getByTestId('seats')).toHaveText('0 attending, 1 reserved of 2; 1 free');

  // After the course: a work item done.
  await page.getByRole('tab', { name: 'After the course' }).click();
  await page.getByLabel('Results registered').click();
  await expect(page.getByText('The work item was updated')).toBeVisible();
  await expect(page.getByLabel('Results registered')).toBeChecked();

  // The e-mails sent, and the tab kept for the session.
  await page.getByRole('tab', { name: 'E-mails' }).click();
  const emails = grid(page, 'E-mails sent about the instance');
  await expect(emails).toContainText('Seat offered from the waiting list');
  await expect(emails).toContainText('Participation cancelled');
  // Carl reads Norwegian: his notice is written in his language (decision 0226).
  await page.getByRole('button', { name: /^Open the e-mail Avmeldt: / }).click();
  await page.getByRole('dialog').getByLabel('Send to').fill('boss@example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Send again' }).click();
  await expect(emails).toContainText('boss@example.com');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'E-mails' })).toHaveAttribute('aria-selected', 'true');
});

test('staff enrol the first of the waiting list by placing an order for their company', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const instance = await newInstance(page, 1, 80);
  await page.goto(`/classroom-management/${instance}`);
  await pickPerson(page, 'ada', 'Ada Admin');
  await page.getByRole('button', { name: 'Add as participant' }).click();
  await expect(page.getByTestId('seats')).toHaveText('1 attending, 0 reserved of 1; 0 free');
  // Carl waits for his company: the order is the company's.
  await pickPerson(page, 'carl', 'Carl Company');
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.fill('nordsj');
  await expect(page.getByRole('option', { name: /Nordsjø Energi/ })).toBeVisible();
  await customer.press('ArrowDown');
  await customer.press('Enter');
  await page.getByRole('button', { name: 'Put on the waiting list' }).click();
  const waiting = grid(page, 'Waiting list in queue order');
  await expect(waiting).toContainText('Carl Company');

  // Full: the order is refused and Carl keeps his place.
  await page.getByRole('button', { name: 'Enrol Carl Company by placing an order' }).click();
  await expect(page.getByText('More are chosen than there are free seats')).toBeVisible();
  await expect(waiting).toContainText('Carl Company');

  await page.getByRole('button', { name: 'Cancel Ada Admin' }).click();
  await page.getByRole('dialog').getByLabel('Ignore cancellation rules').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel participation' }).click();
  await expect(page.getByTestId('seats')).toHaveText('0 attending, 0 reserved of 1; 1 free');
  await page.getByRole('button', { name: 'Enrol Carl Company by placing an order' }).click();
  await expect(page.getByText('Carl Company is enrolled and the order is placed')).toBeVisible();
  await expect(page.getByTestId('seats')).toHaveText('1 attending, 0 reserved of 1; 0 free');
  await expect(page.getByRole('heading', { name: 'Waiting list: 0 people' })).toBeVisible();
});

test('someone without a staff role gets the no-access page', async ({ page }) => {
  await login(page, 'companyadmin', '/');
  await page.goto('/classroom-management/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/no access/i);
});
