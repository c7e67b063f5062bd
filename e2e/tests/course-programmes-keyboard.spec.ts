import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFocusRing, tabTo } from './keyboard';
import { login } from './session';

/*
 * Decision 0252 with the keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): course staff make a programme of a classroom course
 * and an e-course, enrol a person of the spec's own with the seat left for later, then on the person's courses tab
 * choose the seat and swap the e-course. The seat is taken on an instance the spec plans itself, so no demo instance
 * gains a participant. Tab, Shift+Tab, Enter, Space, arrows and Escape only.
 */
const ECOURSE = 'Introduction to geology (cmi5)';
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Focus on a native select, then ArrowDown until the chosen option's text matches, as a keyboard user picks one. */
async function chooseOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, select);
  const matches = (text: string) => (typeof label === 'string' ? text === label : label.test(text));
  for (let step = 0; step < 30; step += 1) {
    const text = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '');
    if (matches(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option ${String(label)} in ${select.toString()}`);
}

/** Types into a picker and takes the option with the arrow and Enter. */
async function pick(page: Page, picker: Locator, text: string, option: string | RegExp): Promise<void> {
  await tabTo(page, picker);
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const axe = async (page: Page, selector: string) =>
  expect((await new AxeBuilder({ page }).include(selector).analyze()).violations).toEqual([]);

test('with the keyboard only: make a programme, enrol a person, choose the seat and swap a course', async ({ page }) => {
  test.setTimeout(600_000);
  await login(page, 'admin', '/sales/course-programs');
  const stamp = Date.now();
  const title = `Keyboard starter ${stamp}`;
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Kari', lastName: `Tastatur${stamp}`, email: `kari.tastatur.${stamp}@example.com`, customerId: 1 } },
  });
  expect(registered.status()).toBe(200);
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  const choices = (await (await page.request.get('/api/reports/data/courseprograms/choices')).json()) as {
    classroomCourses: { id: number; name: string }[];
  };
  const classroom = choices.classroomCourses[0]!;
  // The spec's own instance of that course, far enough ahead to be the only one that day.
  const day = isoDay(400 + (stamp % 50));
  const planned = await page.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: classroom.id,
      status: 3,
      sku: `E2E-SEAT-${stamp}`,
      numParticipants: { minParticipants: null, maxParticipants: 5 },
      firstDate: day,
    },
  });
  expect(planned.status()).toBe(201);
  const instanceId = ((await planned.json()) as { id: number }).id;
  expect(
    (
      await page.request.post(`/api/classroom/clicourse/${instanceId}/classroomhappenings`, {
        data: { date: day, fromTime: '08:00', toTime: '15:00', instructors: [] },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/sales/course-programs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course programmes');

  // A new programme: title, a classroom course and an e-course ticked with Space, saved with Enter.
  const newButton = page.getByRole('button', { name: 'New course programme' });
  await tabTo(page, newButton);
  await expectFocusRing(newButton);
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'New course programme' });
  await expect(create.getByLabel(/^Title/)).toBeFocused();
  await page.keyboard.type(title);
  // Escape backs out and focus comes back to the button that opened the dialog.
  await page.keyboard.press('Escape');
  await expect(create).toHaveCount(0);
  await expect(newButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(create.getByLabel(/^Title/)).toBeFocused();
  await page.keyboard.type(title);
  await tabTo(page, create.getByLabel(classroom.name, { exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, create.getByLabel(ECOURSE, { exact: true }));
  await page.keyboard.press('Space');
  await expect(create.getByLabel(ECOURSE, { exact: true })).toBeChecked();
  await axe(page, '[role=dialog]');
  await tabTo(page, create.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`The course programme ${title} is saved.`)).toBeVisible();
  await expect(create).toHaveCount(0);
  await expect(newButton).toBeFocused();

  // Enrol from the programme's row: the person and the customer by their pickers, the seat left for later.
  const enrolButton = page.getByRole('button', { name: `Enrol a person on ${title}` });
  await tabTo(page, enrolButton);
  await expectFocusRing(enrolButton);
  await page.keyboard.press('Enter');
  const enrol = page.getByRole('dialog', { name: `Enrol a person on ${title}` });
  await pick(page, enrol.getByRole('combobox', { name: 'Person' }), `Tastatur${stamp}`, `Kari Tastatur${stamp}`);
  await pick(page, enrol.getByRole('combobox', { name: 'Customer' }), 'Atrium Kurs', /Atrium Kurs AS/);
  await axe(page, '[role=dialog]');
  await tabTo(page, enrol.getByRole('button', { name: 'Enrol', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`The person is enrolled on ${title}.`)).toBeVisible();
  await expect(enrol).toHaveCount(0);
  // The list is read again; focus stays on the row's button, not lost to the page.
  await expect(enrolButton).toBeFocused();
  await axe(page, 'main');

  // The courses tab: the enrolment waits for its seat.
  await page.goto(`/atriumusersearch/users/${userId}/courses`);
  const ongoing = page.getByRole('table', { name: 'Ongoing course programmes' });
  // The user page loads its remote and three lists: give a busy machine time.
  await expect(ongoing).toContainText(title, { timeout: 60_000 });
  await expect(ongoing).toContainText('Pending');
  await axe(page, 'main');

  const seatButton = ongoing.getByRole('button', { name: `Choose a seat on ${classroom.name}` });
  await tabTo(page, seatButton);
  await expectFocusRing(seatButton);
  await page.keyboard.press('Enter');
  const seat = page.getByRole('dialog', { name: `Choose a seat on ${classroom.name}` });
  await expect(seat.getByLabel('Course date')).toBeVisible();
  await axe(page, '[role=dialog]');
  // The spec's own instance, by its day (demo instances of the course come first).
  await chooseOption(page, seat.getByLabel('Course date'), `${classroom.name} · ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`);
  await tabTo(page, seat.getByRole('button', { name: 'Book the seat' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The seat is booked.')).toBeVisible();
  await expect(seat).toHaveCount(0);
  await expect(ongoing).toContainText('Enrolled');
  // The seat button is gone with the seat chosen: focus goes to the enrolment's next action, not to the page.
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.locator('body')).not.toBeFocused();

  // Swap the e-course: choose the target with the arrows, read the confirmation, swap with Enter.
  const swapButton = ongoing.getByRole('button', { name: `Swap ${ECOURSE}` });
  await tabTo(page, swapButton);
  await page.keyboard.press('Enter');
  const swap = page.getByRole('dialog', { name: `Swap ${ECOURSE}` });
  await chooseOption(page, swap.getByLabel('Swap to'), 'Golf explained (SCORM 2004)');
  await expect(swap.getByRole('status')).toContainText(`Swap ${ECOURSE} for Golf explained (SCORM 2004)?`);
  await axe(page, '[role=dialog]');
  await tabTo(page, swap.getByRole('button', { name: 'Swap', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The course is swapped.')).toBeVisible();
  await expect(ongoing).toContainText('Golf explained (SCORM 2004)');
  await expect(page.locator('body')).not.toBeFocused();

  // Cancel through its confirmation: Escape backs out with focus back on the button, then cancel for real.
  const cancelButton = ongoing.getByRole('button', { name: `Cancel ${title}` });
  await tabTo(page, cancelButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Cancel ${title}` });
  await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(cancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Cancel the enrolment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The enrolment is cancelled.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Finished course programmes' })).toContainText(title);
  await expect(page.locator('body')).not.toBeFocused();
  await axe(page, 'main');
});
