import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { plannedCourse } from './planned-course';
import { login } from './session';

// The instructor page's tools (document 002 §2, §5, §7): course materials with their handover method, the pre-test and
// exams, and the mass e-mail with its recipients rules and confirmation.

test('an instructor sets how materials are handed over, picks the tests and e-mails the participants', async ({ browser, page }) => {
  test.slow();
  const instanceId = await plannedCourse(browser);
  const staff = await browser.newPage();
  await login(staff, 'staff', '/clcourses');
  const uploaded = await staff.request.post(`/api/classroom/data/clicourse/${instanceId}/file`, {
    multipart: { file: { name: 'workbook.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF workbook') } },
  });
  expect(uploaded.status()).toBe(201);

  await login(page, 'instructor', `/instructors/classroom-management/${instanceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(#${instanceId})`);

  // Materials: digital by default; print is kept; after accepting the materials a change shows the notice.
  const handover = page.getByRole('combobox', { name: 'How workbook.pdf is handed over' });
  await expect(handover).toHaveValue('digital');
  await handover.selectOption('print');
  await expect(page.getByText('The handover method is saved')).toBeVisible();
  await page.reload();
  await expect(handover).toHaveValue('print');
  // The work item's box is checked once the server has saved it.
  const accepted = page.getByRole('checkbox', { name: 'Course materials accepted by the instructor', exact: true });
  await accepted.click();
  await expect(accepted).toBeChecked();
  await handover.selectOption('digital');
  await expect(page.getByText('You have already accepted the course materials')).toBeVisible();

  // Tests: the pre-test's task set, then an exam added and given one.
  const preTest = page.getByRole('combobox', { name: 'Task set of the pre-test' });
  const firstSet = await preTest.locator('option').nth(1).getAttribute('value');
  await preTest.selectOption(firstSet!);
  await expect(page.getByText('The test is saved')).toBeVisible();
  await page.getByRole('button', { name: 'Add an exam' }).click();
  const exam = page.getByRole('combobox', { name: 'Task set of exam 1' });
  await expect(exam).toHaveValue('');
  await exam.selectOption(firstSet!);
  await expect(exam).toHaveValue(firstSet!);
  await expect(preTest).toHaveValue(firstSet!);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // Add a participant: an empty search asks for one; a person found is added after a confirmation; a new person is
  // registered at one of the course's customers, and registering them again offers the registered person.
  await page.getByRole('button', { name: 'Add a participant' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a participant' });
  await adding.getByRole('button', { name: 'Search' }).click();
  await expect(adding.getByTestId('add-info')).toHaveText('Type a name, username or e-mail to search for.');
  await adding.getByRole('textbox', { name: 'Name, username or e-mail' }).fill('nobody-matches-this');
  await adding.getByRole('button', { name: 'Search' }).click();
  await expect(adding.getByTestId('add-info')).toHaveText('Nobody matches the search.');
  await adding.getByRole('textbox', { name: 'Name, username or e-mail' }).fill('Stian');
  await adding.getByRole('button', { name: 'Search' }).click();
  await adding.getByRole('button', { name: 'Add Stian Staff' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Add Stian Staff as an attending participant?' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expect(page.getByText('The participant was added')).toBeVisible();
  const email = `walk-in-${Date.now()}@example.com`;
  const register = async () => {
    await adding.getByRole('textbox', { name: 'First name' }).fill('Walter');
    await adding.getByRole('textbox', { name: 'Last name' }).fill('Walkin');
    await adding.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await adding.getByRole('button', { name: 'Register', exact: true }).click();
  };
  await register();
  await expect(page.getByText('The person is registered')).toBeVisible();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Add Walter Walkin as an attending participant?' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expect(page.getByText('The participant was added').last()).toBeVisible();
  await register();
  await expect(adding.getByRole('alert')).toContainText('Walter Walkin may be this person already.');
  await adding.getByRole('button', { name: 'Use the registered person' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Add Walter Walkin as an attending participant?' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  // Said twice (the toast, and the mark in the list): the list's mark stays.
  await expect(
    page.getByRole('list', { name: 'People found' }).getByText('The person is already on the course for this customer'),
  ).toBeVisible();
  await adding.getByRole('button', { name: 'Close' }).click();
  const participants = page.getByRole('treegrid', { name: 'Participant list' }).or(page.getByRole('grid', { name: 'Participant list' }));
  await expect(participants).toContainText('Stian Staff');
  await expect(participants).toContainText('Walter Walkin');

  // Mass e-mail: the participants' addresses to start with; Enter adds a trimmed, lower-cased address once.
  await page.getByRole('button', { name: 'E-mail the participants' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the participants' });
  const recipients = dialog.getByTestId('mass-email-recipients').getByRole('listitem');
  await expect(recipients).toHaveCount(4);
  const address = dialog.getByRole('textbox', { name: 'Add an e-mail address (Enter adds it)' });
  await address.fill('  Extra.Person@Example.com ');
  await address.press('Enter');
  await address.fill('extra.person@example.com');
  await address.press('Enter');
  await expect(recipients).toHaveCount(5);
  await expect(recipients.filter({ hasText: 'extra.person@example.com' })).toHaveCount(1);
  const send = dialog.getByRole('button', { name: 'Send to 5 recipients' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Bring boots');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('We are outside tomorrow.');
  await dialog.getByLabel(/Attachments/).setInputFiles({ name: 'map.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF map') });
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'E-mail the participants' }).filter({ hasText: 'Send this e-mail to 5 recipients?' });
  await confirm.getByRole('button', { name: 'Send to 5 recipients' }).click();
  await expect(page.getByText('The e-mail is sent to 5 recipients')).toBeVisible();

  // Staff see the five messages among the instance's sent e-mails.
  const sent = (await (await staff.request.get(`/api/classroom/data/classroom-management/${instanceId}/emails-sent`)).json()) as {
    subject: string;
  }[];
  expect(sent.filter((mail) => mail.subject === 'Bring boots')).toHaveLength(5);
  await staff.close();
});
