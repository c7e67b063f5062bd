import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { expectFocusRing, tabTo } from './keyboard';
import { DEMO_PASSWORD } from './session';

/*
 * Issue 17 with the keyboard only (WCAG 2.1.1, 2.4.7): a company admin signs in, opens the licence reports from the
 * company home, selects rows, cancels a licence through its confirmation (Escape backs out, focus comes back) and
 * downloads a diploma. Tab, Shift+Tab, Enter, Space and Escape only; no mouse.
 */
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;
const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4400}`;
const COURSE = 'Golf explained (SCORM 1.2)';

/**
 * A never-started licence of Sven Svensson (user 5) for Nordsjø Energi (customer 2) on a demo course no other spec
 * gives Nordsjø, so cancelling it changes nothing another spec reads.
 */
async function licenceToCancel(): Promise<void> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `insert into elearning.license (ecourse_id, user_id, customer_id)
       select e.id, 5, 2 from elearning.ecourse e where e.internal_name = $1
         and not exists (select 1 from elearning.license l where l.ecourse_id = e.id and l.user_id = 5 and not l.cancelled and l.completed is null)`,
      [COURSE],
    );
  } finally {
    await client.end();
  }
}

/** Types into the list's free-text search and runs it, by keyboard, waiting for the searched list. */
async function searchFor(page: Page, text: string): Promise<void> {
  const field = page.getByRole('search', { name: 'Search licenses' }).getByLabel('Name, e-mail or course');
  await tabTo(page, field);
  await page.keyboard.type(text);
  const search = page.getByRole('search', { name: 'Search licenses' }).getByRole('button', { name: 'Search' });
  await tabTo(page, search);
  const searched = page.waitForResponse((response) => response.url().endsWith('/licenses/search') && response.ok());
  await page.keyboard.press('Enter');
  await searched;
}

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Licenses' }).or(page.getByRole('grid', { name: 'Licenses' }));

test('with the keyboard only: open the licence reports, select rows, cancel with confirmation, download a diploma', async ({ page }) => {
  await licenceToCancel();
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  await page.goto('/login?returnTo=%2Fmy-company');
  await tabTo(page, page.getByLabel('Username or e-mail'));
  await page.keyboard.type('companyadmin');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();

  // The company home links every report type.
  const cancelReport = page.getByRole('main').getByRole('link', { name: 'Cancel licenses', exact: true });
  await tabTo(page, cancelReport);
  await expectFocusRing(cancelReport);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-company\/licenses\/CANCEL_LICENSE$/);
  await expect(grid(page)).toContainText(COURSE);
  // Other specs add rows to the company's lists (one database per run), and Tab walks a grid cell by cell, so the
  // keyboard user narrows the list to Sven first.
  await searchFor(page, 'Svensson');

  // Space ticks a row's box; the toolbar's buttons select all and none.
  const svensLicence = page.getByLabel(`Select Sven Svensson, ${COURSE}`, { exact: true });
  await tabTo(page, svensLicence);
  await expectFocusRing(svensLicence);
  await page.keyboard.press('Space');
  await expect(svensLicence).toBeChecked();
  await expect(page.getByTestId('license-selected')).toHaveText('1 selected');
  const selectAll = page.getByRole('button', { name: 'Select all' });
  await tabTo(page, selectAll, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('license-selected')).toHaveText(`${await grid(page).getByRole('checkbox').count()} selected`);
  const selectNone = page.getByRole('button', { name: 'Select none' });
  await tabTo(page, selectNone);
  await expectFocusRing(selectNone);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('license-selected')).toHaveText('0 selected');
  await tabTo(page, svensLicence);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('license-selected')).toHaveText('1 selected');

  // The confirmation takes focus on "Cancel" (an accidental Enter does no harm), keeps Tab inside, and Escape closes
  // it with focus back on the button that opened it.
  const cancel = page.getByRole('group', { name: 'Actions on the selected licenses' }).getByRole('button', { name: 'Cancel licenses' });
  await tabTo(page, cancel, { back: true });
  await expectFocusRing(cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel licenses' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(svensLicence).toBeChecked();

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel licenses' }));
  await expectFocusRing(dialog.getByRole('button', { name: 'Cancel licenses' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The licenses are cancelled')).toBeVisible();
  await expect(svensLicence).toHaveCount(0);
  // Focus is not lost on the page's body when the list is searched again: it moves to the new count.
  await expect(page.getByTestId('license-hits')).toBeFocused();

  // Back to the company home by the menu, then the diplomas of Sven's passed licence as a PDF.
  const home = page.getByRole('navigation').getByRole('link', { name: 'My company' });
  await tabTo(page, home, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-company$/);
  const diplomaReport = page.getByRole('main').getByRole('link', { name: 'Download diplomas', exact: true });
  await tabTo(page, diplomaReport);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-company\/licenses\/DOWNLOAD_DIPLOMA$/);
  await searchFor(page, 'Svensson');
  const svensDiploma = page.getByLabel('Select Sven Svensson, Introduction to geology (cmi5)', { exact: true });
  await tabTo(page, svensDiploma);
  await page.keyboard.press('Space');
  await expect(svensDiploma).toBeChecked();
  const download = page.getByRole('group', { name: 'Actions on the selected licenses' }).getByRole('button', { name: 'Download diplomas' });
  await tabTo(page, download, { back: true });
  await expectFocusRing(download);
  const file = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await file).suggestedFilename()).toBe('diploma.pdf');
});

test('with the keyboard only: create, rename and delete a department, focus kept in the list after the delete', async ({ page }) => {
  const name = `Tastatur ${Date.now()}`;
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  await page.goto('/login?returnTo=%2Fmy-company%2Fdepartments');
  await tabTo(page, page.getByLabel('Username or e-mail'));
  await page.keyboard.type('companyadmin');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();

  await tabTo(page, page.getByLabel('New department'));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The department is created')).toBeVisible();

  const rename = page.getByRole('button', { name: `Rename ${name}`, exact: true });
  await tabTo(page, rename);
  await expectFocusRing(rename);
  await page.keyboard.press('Enter');
  const renameDialog = page.getByRole('dialog', { name: 'Rename department' });
  await expect(renameDialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(renameDialog).toHaveCount(0);
  await expect(rename).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(' 2');
  await tabTo(page, renameDialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The department is renamed')).toBeVisible();

  const remove = page.getByRole('button', { name: `Delete ${name} 2`, exact: true });
  await tabTo(page, remove, { max: 120 });
  await page.keyboard.press('Space');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete department' });
  await tabTo(page, deleteDialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The department is deleted')).toBeVisible();
  await expect(remove).toHaveCount(0);
  // The row holding focus is gone: focus stays in the list rather than falling back to the top of the page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"], [role="treegrid"]') !== null)).toBe(true);
});
