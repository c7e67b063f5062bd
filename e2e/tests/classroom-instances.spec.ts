import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { login } from './session';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const displayDate = (iso: string) => iso.split('-').reverse().join('.');

test('an instance gets its course days, is copied to new dates, found in advanced search and exported', async ({ page }) => {
  // A three-day demo course: "Stillasmontør over 5 meter".
  await login(page, 'admin', '/clcourses');
  await page.getByLabel('Search by id or internal name').fill('Stillasmontør over');
  const grid = page.getByRole('treegrid').or(page.getByRole('grid'));
  // Wait for the filtered list (the filter is debounced) before reading the course id.
  await expect(grid.locator('[col-id="internalName"][role="gridcell"]')).toHaveText(['Stillasmontør over 5 meter']);
  const courseId = Number(await grid.locator('[col-id="id"][role="gridcell"]').first().textContent());

  await page.goto(`/clcourse/${courseId}/clicourse/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New course instance' })).toBeVisible();
  const first = isoDay(200);
  await page.getByLabel('First course day').fill(displayDate(first));
  await page.getByLabel('First course day').press('Enter');
  await page.getByLabel('Article number').fill('E2E-STILLAS');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The course instance was created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clcourse/${courseId}/clicourse/\\d+/edit$`));
  const instanceId = Number(page.url().match(/clicourse\/(\d+)\/edit/)![1]);
  await expect(page.getByTestId('instance-dates')).toHaveText(`From ${displayDate(first)} to ${displayDate(isoDay(202))}`);

  await page.getByRole('tab', { name: 'Course place' }).click();
  await expect(page.getByTestId('happening-row')).toHaveCount(3);
  await expect(page.getByLabel('Date of day 1')).toHaveValue(first);
  await expect(page.getByTestId('day-mismatch')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Copy course instance' }).click();
  const copyFirst = isoDay(230);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First course day of the copy').fill(displayDate(copyFirst));
  await dialog.getByLabel('First course day of the copy').press('Enter');
  await expect(
    dialog.getByText(`The copy will run on: ${[copyFirst, isoDay(231), isoDay(232)].map(displayDate).join(', ')}`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('The course instance was copied')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/clicourse/${instanceId}/edit$`));
  const copyId = Number(page.url().match(/clicourse\/(\d+)\/edit/)![1]);
  await expect(page.getByTestId('instance-dates')).toHaveText(`From ${displayDate(copyFirst)} to ${displayDate(isoDay(232))}`);

  await page.goto('/clicourses/search');
  await page.getByLabel('From date').fill(displayDate(isoDay(190)));
  await page.getByLabel('From date').press('Enter');
  await page.getByLabel('To date').fill(displayDate(isoDay(240)));
  await page.getByLabel('To date').press('Enter');
  await page.getByLabel('Free text').fill('E2E-STILLAS');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('search-total')).toHaveText('2 instances');
  const ids = await grid.locator('[col-id="id"][role="gridcell"]').allTextContents();
  expect(ids.map(Number)).toEqual([instanceId, copyId]);
  const names = await grid.locator('[col-id="courseName"][role="gridcell"]').allTextContents();
  expect(names).toEqual(['Stillasmontør over 5…', 'Stillasmontør over 5…']);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloadPromise;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) rows.push([row.getCell(1).value, row.getCell(2).value, row.getCell(4).value]);
  });
  // Real date cells shown DD.MM.YYYY, and the whole course name: the 20-character cut is the screen's.
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  expect(rows).toEqual([
    [instanceId, day(first), 'Stillasmontør over 5 meter'],
    [copyId, day(copyFirst), 'Stillasmontør over 5 meter'],
  ]);
  expect(workbook.worksheets[0]!.getColumn(2).numFmt).toBe('dd.mm.yyyy');

  // The selection survives a reload (session storage).
  await page.reload();
  await expect(page.getByLabel('Free text')).toHaveValue('E2E-STILLAS');
});

test('the instance list of a course shows its future instances and offers a new one', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const grid = page.getByRole('treegrid').or(page.getByRole('grid'));
  const idCell = grid.locator('[col-id="id"][role="gridcell"]').first();
  await expect(idCell).not.toBeEmpty();
  await page.goto(`/clcourse/${Number(await idCell.textContent())}/clicourses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course instances' })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // Shown as DD.MM.YYYY (decision 0152); compared in calendar order.
  const starts = (await grid.locator('[col-id="startDate"][role="gridcell"]').allTextContents()).map((day) =>
    day.split('.').reverse().join('-'),
  );
  expect(starts).toEqual([...starts].sort());
  await page.getByLabel('Time span').selectOption('year');
  await expect(page.getByRole('link', { name: 'New instance' })).toBeVisible();
});

test('an instance keeps files of its own: upload, reorder by keyboard, detach one and delete the other', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const [course] = await (await page.request.get('/api/classroom/data/clcourses/search?q=Varme')).json();
  const instance = await (
    await page.request.post('/api/classroom/clicourses', { data: { courseClassroom: course.id, firstDate: isoDay(120) } })
  ).json();
  await page.goto(`/clcourse/${course.id}/clicourse/${instance.id}/edit`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByText('No files yet')).toBeVisible();

  const upload = page.getByLabel('Upload a file');
  await upload.setInputFiles({ name: 'deltakerliste.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 liste') });
  const list = page.getByRole('list', { name: 'Instance files' });
  await expect(list.getByRole('link')).toHaveText(['deltakerliste.pdf']);
  await upload.setInputFiles({ name: 'kart.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(list.getByRole('link')).toHaveText(['deltakerliste.pdf', 'kart.png']);

  const handle = page.getByRole('button', { name: 'Move kart.png', exact: true });
  await handle.focus();
  // dnd-kit measures the list after the pick-up; its live-region announcements tell when each step has landed.
  await page.keyboard.press('Space');
  await expect(page.getByText('kart.png is over position 2.')).toBeAttached();
  // Under load the first arrow can come before dnd-kit listens for it (one CI run); from the top, another press stays there.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('kart.png is over position 1.')).toBeAttached({ timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(list.getByRole('link')).toHaveText(['kart.png', 'deltakerliste.pdf']);
  const files = async () =>
    (await (await page.request.get(`/api/classroom/data/clicourse/${instance.id}/files`)).json()).map(
      (f: { fileName: string }) => f.fileName,
    );
  await expect.poll(files).toEqual(['kart.png', 'deltakerliste.pdf']);

  await page.getByRole('button', { name: 'Remove deltakerliste.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove file' });
  await expect(dialog).toContainText('only detach it from this course instance');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Detach' }).click();
  await expect(page.getByText('The file was detached')).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(['kart.png']);

  await page.getByRole('button', { name: 'Remove kart.png' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The file was deleted')).toBeVisible();
  await expect(page.getByText('No files yet')).toBeVisible();
  expect(await files()).toEqual([]);
});

test('an instance moves to another classroom course and shows its internal customer and contact person', async ({ page }) => {
  await login(page, 'staff', '/clcourses');
  const [from] = await (await page.request.get('/api/classroom/data/clcourses/search?q=Varme')).json();
  const [to] = await (await page.request.get('/api/classroom/data/clcourses/search?q=Stillasmontør over')).json();
  // The demo company area's Nordsjø Energi AS (2) and its admin Carl Company (4), as the demo instances use them.
  const internalCourse = { courseInternal: true, customerId: 2, price: 4500000, orderReference: 'E2E-MOVE' };
  const instance = await (
    await page.request.post('/api/classroom/clicourses', { data: { courseClassroom: from.id, internalCourse, customerContactPersonId: 4 } })
  ).json();
  await page.goto(`/clcourse/${from.id}/clicourse/${instance.id}/edit`);
  const customer = page.getByTestId('instance-customer');
  await expect(customer).toContainText('Nordsjø Energi AS');
  await expect(customer).toContainText('Carl Company');
  await expect(customer).not.toContainText('report person');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Change classroom course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change classroom course' });
  await dialog.getByLabel('Search classroom course').fill('Stillasmontør over');
  await dialog.getByRole('button', { name: `Move to ${to.id} ${to.internalName}` }).click();
  await expect(page.getByText('The instance was moved to another classroom course')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clcourse/${to.id}/clicourse/${instance.id}/edit$`));
  const moved = await (await page.request.get(`/api/classroom/clicourses/${instance.id}`)).json();
  expect(moved.courseClassroom).toBe(to.id);
});
