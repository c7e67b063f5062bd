import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

const FIRST = ['Astrid', 'Bjørn', 'Cecilie', 'Dag', 'Eirik', 'Frida', 'Geir', 'Hilde'];
const LAST = ['Aasvang', 'Bergtun', 'Dalsrud', 'Eidsvåg', 'Fjellheim', 'Granmo'];

const ascii = (name: string) => name.toLowerCase().replace('ø', 'o').replace('å', 'a');

/**
 * 50 people: 48 new ones in the company's department Drift, someone already in Atrium under another spelling, and a
 * near-namesake with the same phone.
 */
async function spreadsheet(suffix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['First name', 'Last name', 'E-mail', 'Mobile phone', 'Date of birth', 'Employee number', 'Department']);
  FIRST.forEach((first, i) =>
    LAST.forEach((last, j) =>
      sheet.addRow([
        first,
        last,
        `${ascii(first)}.${ascii(last)}.${suffix}@nordsjo.example`,
        null,
        new Date(Date.UTC(1970 + i, j, 10 + i)),
        `N-${i}${j}`,
        'Drift',
      ]),
    ),
  );
  sheet.addRow(['Karl', 'Company', 'COMPANYADMIN@atrium.example']);
  sheet.addRow(['Hanne', 'Duplikatt', `hanne.d.${suffix}@nordsjo.example`, '912 34 567']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

test('import a 50-row spreadsheet, resolve two near-duplicates, register with licenses, see the people and their licenses', async ({
  page,
}) => {
  // Four axe runs over a 50-row grid take a while on a shared machine.
  test.setTimeout(120_000);
  const suffix = String(Date.now());
  await login(page, 'admin', '/user-mass-import');
  // Someone Atrium has, whom the sheet names a little differently and with the same mobile number.
  const existing = await page.request.post('/api/users/data/users/new', {
    data: {
      user: { firstName: 'Hanne', lastName: 'Duplikat', email: `hanne.${suffix}@nordsjo.example`, phone: '+47 912 34 567', customerId: 2 },
    },
  });
  expect(existing.status()).toBe(200);

  await page.goto('/user-mass-import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User mass import');
  await page.getByRole('combobox', { name: 'Customer' }).fill('Nordsjø');
  await page.getByRole('option', { name: 'Nordsjø Energi AS' }).click();
  await page.getByRole('checkbox', { name: 'Working at heights' }).check();
  await expect(page.getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '2. Upload the spreadsheet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template (xlsx)' })).toBeVisible();
  await page.getByLabel('Spreadsheet (xlsx or csv)').setInputFiles({
    name: 'people.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await spreadsheet(suffix),
  });
  await page.getByRole('button', { name: 'Upload and read' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '3. Review the people' })).toBeVisible();
  await expect(page.getByText('50 people.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '4. Possible duplicates' })).toBeVisible();
  const carl = page.getByRole('group', { name: 'Karl Company (COMPANYADMIN@atrium.example)' });
  await expect(carl).toContainText('same e-mail');
  await expect(carl).toContainText('Nordsjø Energi AS');
  await expect(carl.getByRole('radio', { name: /Register as a new person anyway/ })).toBeDisabled();
  await carl.getByRole('radio', { name: 'Keep Carl Company (companyadmin@atrium.example)' }).check();
  const hanne = page.getByRole('group', { name: `Hanne Duplikatt (hanne.d.${suffix}@nordsjo.example)` });
  await expect(hanne).toContainText(/similar name \(\d+%\), same phone number/);
  await expectAccessible(page);
  await hanne.getByRole('radio', { name: 'Register as a new person anyway' }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  const dryRun = page.getByRole('dialog', { name: 'What registering will do' });
  await expect(dryRun).toContainText('create 49 new people');
  await expect(dryRun).toContainText('keep 1 existing person');
  await expect(dryRun).toContainText(/Working at heights: (49|50) licenses/);
  await expect(dryRun).toContainText('Department Drift: 48 people join');
  await dryRun.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '5. Result' })).toBeVisible();
  await expect(page.getByText('50 people registered.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '6. Final' })).toBeVisible();
  await expect(page.getByText('The import is registered.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo the import' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Find a person').fill('duplikatt');
  await page.getByRole('link', { name: 'Hanne Duplikatt' }).click();

  await expect(page).toHaveURL(/\/atriumusersearch\/users\/\d+\/courses$/);
  await expect(page.getByText('Working at heights').first()).toBeVisible();
});
