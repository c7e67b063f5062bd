import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { expectFocusRing, tabTo } from './keyboard';
import { DEMO_PASSWORD } from './session';

/*
 * Issue 17 with the keyboard only (WCAG 2.1.1, 2.4.7): a company admin signs in, opens the licence reports from the
 * company home, selects rows, cancels a licence through its confirmation (Escape backs out, focus comes back) and
 * downloads a diploma; manages departments, documents and external course ids, and runs the competence search and its
 * report. Tab, Shift+Tab, arrows, Enter, Space and Escape only; no mouse (a file chooser, once opened by keyboard, is
 * answered by Playwright).
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

/** Signs the company admin in from the login form, in English, by keyboard, landing on `returnTo`. */
async function signIn(page: Page, returnTo: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await tabTo(page, page.getByLabel('Username or e-mail'));
  await page.keyboard.type('companyadmin');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

/** Focus is somewhere in the page's main content, not dropped on the body where a keyboard user starts again. */
const focusInMain = (page: Page) => page.evaluate(() => document.activeElement?.closest('main') !== null);

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
  test.slow();
  await licenceToCancel();
  await signIn(page, '/my-company');
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
  await signIn(page, '/my-company/departments');
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

test('with the keyboard only: upload a document, edit, download and delete it', async ({ page }) => {
  // Tab by Tab through a whole screen's work: longer than one action on a shared machine.
  test.slow();
  const name = `Tastaturhåndbok ${Date.now()}`;
  await signIn(page, '/my-company/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

  const uploadButton = page.getByRole('main').getByRole('button', { name: 'Upload', exact: true });
  await tabTo(page, uploadButton);
  await expectFocusRing(uploadButton);
  await page.keyboard.press('Enter');
  const uploadDialog = page.getByRole('dialog', { name: 'Upload a document' });
  const fileField = uploadDialog.getByLabel('File');
  await expect(fileField).toBeFocused();
  await expectFocusRing(fileField);
  // Space opens the browser's file chooser, which Playwright answers.
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'tastatur.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 tastatur') });
  await page.keyboard.press('Tab');
  await expect(uploadDialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lastet opp med tastaturet');
  await page.keyboard.press('Tab');
  await expect(uploadDialog.getByLabel('Language')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(uploadDialog.getByLabel('Language')).not.toHaveValue('');
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  const send = uploadDialog.getByRole('button', { name: 'Upload', exact: true });
  await tabTo(page, send);
  await expectFocusRing(send);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The file is uploaded')).toBeVisible();
  await expect(uploadDialog).toHaveCount(0);
  await expect(uploadButton).toBeFocused();

  // Other specs leave documents of their own: the list is narrowed to this one before tabbing into it.
  await tabTo(page, page.getByLabel('Search documents'));
  await page.keyboard.type(name);
  const edit = page.getByRole('button', { name: `Edit ${name}`, exact: true });
  await expect(edit).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await tabTo(page, edit);
  await expectFocusRing(edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit document' });
  await expect(editDialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toHaveCount(0);
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(' 2');
  await tabTo(page, editDialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The document is saved')).toBeVisible();
  await expect(editDialog).toHaveCount(0);
  expect(await focusInMain(page)).toBe(true);

  const download = page.getByRole('link', { name: `Download ${name} 2`, exact: true });
  await tabTo(page, download, { back: true });
  await expectFocusRing(download);
  const file = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await file).suggestedFilename()).toBe('tastatur.pdf');

  const remove = page.getByRole('button', { name: `Delete ${name} 2`, exact: true });
  await tabTo(page, remove);
  await expectFocusRing(remove);
  await page.keyboard.press('Enter');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(deleteDialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await tabTo(page, deleteDialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The file is deleted')).toBeVisible();
  await expect(remove).toHaveCount(0);
  // The list it was in may be gone with its last row: focus stays in the page rather than on the body.
  await expect.poll(() => focusInMain(page)).toBe(true);
});

test('with the keyboard only: set an external course id, move it after the duplicate confirmation, delete it', async ({ page }) => {
  // Tab by Tab through a whole screen's work: longer than one action on a shared machine.
  test.slow();
  // Two demo e-courses no other spec gives ids to, and an id of this run only; the walk removes what it sets.
  const first = 'Golf explained (SCORM 1.2)';
  const second = 'Golf explained (SCORM 2004)';
  const id = `KB-${Date.now()}`;
  await signIn(page, '/my-company/external-course-id');
  await expect(page.getByRole('heading', { level: 1, name: 'External course ids' })).toBeVisible();
  await tabTo(page, page.getByLabel('Course or id'));
  await page.keyboard.type('Golf explained');
  const grid = page.getByRole('grid', { name: 'Courses' }).or(page.getByRole('treegrid', { name: 'Courses' }));
  await expect(grid.getByRole('button', { name: `Edit ${first}`, exact: true })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Edit Working at heights' })).toHaveCount(0);

  const setId = async (course: string) => {
    const edit = page.getByRole('button', { name: `Edit ${course}`, exact: true });
    await tabTo(page, edit);
    await expectFocusRing(edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ids of ${course}` });
    await expect(dialog.getByLabel('External id')).toBeFocused();
    await page.keyboard.type(id);
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    return dialog;
  };
  await setId(first);
  await expect(page.getByText('The ids are saved')).toBeVisible();
  // Focus comes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: `Edit ${first}`, exact: true })).toBeFocused();
  await expect(grid).toContainText(id);

  // The same id on the second course asks first; Escape goes back to the ids, kept as typed.
  const dialog = await setId(second);
  const confirm = page.getByRole('dialog', { name: 'External id in use' });
  await expect(confirm).toContainText('Another course already has this external id. Move it to this course?');
  await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByLabel('External id')).toBeFocused();
  await expect(dialog.getByLabel('External id')).toHaveValue(id);
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  const move = confirm.getByRole('button', { name: 'Move the id' });
  await tabTo(page, move);
  await expectFocusRing(move);
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${first}`, exact: true })).toHaveCount(0);
  expect(await focusInMain(page)).toBe(true);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const remove = page.getByRole('button', { name: `Delete ${second}`, exact: true });
  await tabTo(page, remove);
  await expectFocusRing(remove);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The ids are deleted')).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(grid).not.toContainText(id);
  // The button holding focus went with the ids: focus stays in the list.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"], [role="treegrid"]') !== null)).toBe(true);
});

test('with the keyboard only: search the competences and download the report', async ({ page }) => {
  // Tab by Tab through a whole screen's work: longer than one action on a shared machine.
  test.slow();
  await signIn(page, '/my-company/competence');
  await expect(page.getByRole('heading', { level: 1, name: 'Competences' })).toBeVisible();
  await tabTo(page, page.getByLabel('Search by name, e-mail, course or competence id'));
  await page.keyboard.type('geology');
  const grid = page
    .getByRole('grid', { name: 'Competences of the company’s people' })
    .or(page.getByRole('treegrid', { name: 'Competences of the company’s people' }));
  await expect(grid).toContainText('Company, Carl');
  await expect(grid).not.toContainText('Golf explained');
  const orderBy = page.getByLabel('Order by');
  await tabTo(page, orderBy);
  await expectFocusRing(orderBy);
  await page.keyboard.press('ArrowDown');
  await expect(orderBy).not.toHaveValue('name');
  const reverse = page.getByLabel('Reverse order');
  await tabTo(page, reverse);
  await page.keyboard.press('Space');
  await expect(reverse).toBeChecked();
  await expect(grid).toContainText('Company, Carl');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const report = page.getByRole('link', { name: 'Download report (Excel)' });
  await tabTo(page, report, { back: true });
  await expectFocusRing(report);
  const file = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await file).suggestedFilename()).toBe('competences.xlsx');

  // A person's row opens their page.
  const carl = grid.getByRole('link', { name: 'Company, Carl' }).first();
  await tabTo(page, carl);
  await expectFocusRing(carl);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-company\/users\/\d+/);
});
