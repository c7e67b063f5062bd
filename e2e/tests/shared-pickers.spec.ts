import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

// Field label → [bad input, the message it gets]; the rule library of document 001 §5, one field a rule.
const BAD_INPUT: Record<string, [string, string]> = {
  Name: ['', 'This field is required.'],
  'E-mail': ['kari@', 'Enter a valid e-mail address.'],
  Password: ['secret', 'Use at least 8 letters and digits, with a lower-case letter, an upper-case letter and a digit.'],
  'Repeat password': ['other', 'The values do not match.'],
  'Other e-mail (optional)': ['nope', 'Enter a valid e-mail address.'],
  'Employee number': ['x1', 'Use digits only.'],
  Tags: ['kurs, hms, kurs', 'Each value may appear only once.'],
  'Starts at': ['2026-03-09 10:15', 'Enter a valid date and time.'],
  Date: ['31/02-2026', 'Enter a valid date as dd/mm-yyyy.'],
  Title: ['   ', 'Enter some text.'],
  Time: ['24:00', 'Enter a valid time as hh:mm or hh:mm:ss.'],
  PIN: ['123', 'The text does not have the required length.'],
  Username: ['ab', 'The text is too short.'],
  Nickname: ['abcdefghijk', 'The text is too long.'],
  City: ['X', 'The text is too short or too long.'],
  Age: ['17', 'Enter a number that is not below the minimum.'],
  'Discount (%)': ['101', 'Enter a number that is not above the maximum.'],
  Rating: ['6', 'Enter a number within the allowed range.'],
  'Postal code': ['12a', 'Use digits only.'],
  'Free seats': ['-1', 'Enter a whole number, 0 or more.'],
  Participants: ['0', 'Enter a whole number greater than 0.'],
  Price: ['0', 'Enter a number greater than 0.'],
};

// The platform admin may leave the employee number empty; the other optional e-mail is empty too.
const GOOD_INPUT: Record<string, string> = {
  Name: 'Kari Nordmann',
  'E-mail': 'kari@example.no',
  Password: 'Secret123',
  'Repeat password': 'Secret123',
  'Other e-mail (optional)': '',
  'Employee number': '',
  Tags: 'kurs, hms',
  'Starts at': '2026-03-09T10:15',
  Date: '09/03-2026',
  Title: 'Varme arbeider',
  Time: '08:15',
  PIN: '1234',
  Username: 'kari',
  Nickname: 'Kari',
  City: 'Oslo',
  Age: '18',
  'Discount (%)': '100',
  Rating: '4,5',
  'Postal code': '0150',
  'Free seats': '0',
  Participants: '12',
  Price: '199.50',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const main = (page: Page) => page.getByRole('main');

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

test('/validation-test shows each rule message for bad input and none for good input', async ({ page }) => {
  await login(page, 'admin', '/validation-test');
  await page.goto('/validation-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validation test');

  for (const [label, [value]] of Object.entries(BAD_INPUT)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Check the form' }).click();

  await expect(page.getByTestId('validation-result')).toHaveText('Fields with problems: 24');
  for (const [label, [, message]] of Object.entries(BAD_INPUT)) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.()%]/g, '\\$&')}`));
  }
  await expect(page.getByRole('group', { name: 'Course languages' })).toHaveAccessibleDescription('Choose at least one.');
  await expect(page.getByRole('combobox', { name: 'Contact person' })).toHaveAccessibleDescription(/^This field is required\./);
  await expectAxeClean(page);

  for (const [label, value] of Object.entries(GOOD_INPUT)) await field(page, label).fill(value);
  await page.getByRole('checkbox', { name: 'Norsk' }).check();
  const contact = page.getByRole('combobox', { name: 'Contact person' });
  await contact.fill('ada');
  await expect(page.getByRole('option', { name: 'Ada Admin' })).toBeVisible();
  await contact.press('ArrowDown');
  await contact.press('Enter');
  await expect(contact).toHaveValue('Ada Admin');
  await page.getByRole('button', { name: 'Check the form' }).click();

  await expect(page.getByTestId('validation-result')).toHaveText('All fields are valid.');
  await expect(main(page).locator('.atr-field-error')).toHaveCount(0);
  await expect(main(page).locator('[aria-invalid="true"]')).toHaveCount(0);
  await expectAxeClean(page);
});

test('a picker on /validation-test searches from 2 characters and is used with the keyboard', async ({ page }) => {
  await login(page, 'admin', '/validation-test');
  await page.goto('/validation-test');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/company/data/customers?')) searches.push(new URL(request.url()).searchParams.get('name') ?? '');
  });

  const customer = page.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toHaveAccessibleDescription('Type at least 2 characters to search.');
  // "sj" is in one demo customer's name only; "no" also finds the contractor portal's Nordic Scaffolding AS.
  await customer.pressSequentially('s');
  // Well past the 150 ms pause: one character never searches.
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);
  await expect(customer).toHaveAttribute('aria-expanded', 'false');

  await customer.pressSequentially('j');
  const listbox = page.getByRole('listbox', { name: 'Customer' });
  await expect(listbox.getByRole('option')).toHaveText(['Nordsjø Energi AS']);
  expect(searches).toEqual(['sj']);
  await expect(customer).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page);

  await customer.press('ArrowDown');
  await expect(listbox.getByRole('option', { name: 'Nordsjø Energi AS' })).toHaveAttribute('aria-selected', 'true');
  await expect(customer).toHaveAttribute('aria-activedescendant', /.+/);
  await customer.press('Escape');
  await expect(customer).toHaveAttribute('aria-expanded', 'false');
  await customer.press('ArrowDown');
  await customer.press('Enter');
  await expect(customer).toHaveValue('Nordsjø Energi AS');
  await expect(customer).toHaveAttribute('aria-expanded', 'false');

  // The demo customer has three departments: a dropdown.
  const department = page.getByRole('combobox', { name: 'Department' });
  await expect(department.locator('option')).toHaveText(['Choose…', 'Boring', 'Drift', 'HMS']);
  await department.selectOption({ label: 'Drift' });

  const startTime = page.getByRole('combobox', { name: 'Start time' });
  await expect(startTime.locator('option')).toHaveCount(97);
  await startTime.selectOption('14:45');
  await expectAxeClean(page);
});

test('/fileupload-test shows the progress of reading a file in percent and MB', async ({ page }) => {
  await login(page, 'admin', '/fileupload-test');
  await page.goto('/fileupload-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File upload test');

  await page
    .getByLabel('File')
    .setInputFiles({ name: 'kursmateriell.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
  await expect(page.getByRole('status')).toHaveText('Read kursmateriell.bin.');
  await expect(page.getByRole('progressbar', { name: 'Reading the file' })).toHaveAttribute('aria-valuenow', '100');
  await expect(main(page)).toContainText('100%');
  await expect(page.getByTestId('fileupload-megabytes')).toHaveText('3.0 of 3.0 MB');
  await expectAxeClean(page);
});

test('the developer test pages are for platform admins only', async ({ page }) => {
  await login(page, 'staff', '/validation-test');
  for (const path of ['/validation-test', '/fileupload-test']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
  }
});
