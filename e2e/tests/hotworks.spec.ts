import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session';

// Demo records: Ola and Kari Nordmann, Anna Berg and Ada Admin were sent to the fire service, Per Hansen, Sven Svensson
// and Carl Company not (Ada's and Carl's certify their seats on "Varme arbeider", decision 0256).
test('a platform admin filters hot-works records, keeps the filters in the address and clears them', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  await page.goto('/hotworks');
  const grid = page.getByRole('treegrid', { name: 'Hot-works records' }).or(page.getByRole('grid', { name: 'Hot-works records' }));
  await expect(grid).toContainText('Per Hansen');
  await expect(page.getByTestId('hotworks-total')).toHaveText('7 records');
  await expect(page.getByLabel('Year').locator('option')).toHaveCount(7);

  await page.getByLabel('Sent to fire service').check();
  await expect(page).toHaveURL(/\/hotworks\?sentFire=true$/);
  await expect(page.getByTestId('hotworks-total')).toHaveText('4 records');
  await expect(grid).not.toContainText('Per Hansen');

  await page.getByLabel('Name', { exact: true }).fill('kari');
  // The name waits for a 2 second pause in typing.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/hotworks\?sentFire=true$/);
  await expect(page).toHaveURL(/\/hotworks\?sentFire=true&name=kari$/, { timeout: 5000 });
  await expect(page.getByTestId('hotworks-total')).toHaveText('1 records');
  await expect(grid).toContainText('Kari Nordmann');

  await page.reload();
  await expect(page.getByLabel('Sent to fire service')).toBeChecked();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('kari');
  await expect(page.getByTestId('hotworks-total')).toHaveText('1 records');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/hotworks$/);
  await expect(page.getByTestId('hotworks-total')).toHaveText('7 records');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a platform admin edits a hot-works record and the change is kept', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  await page.goto('/hotworks?name=Per');
  await page.getByRole('link', { name: 'Per Hansen' }).click();
  await expect(page).toHaveURL(/\/hotworks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hot works: Per Hansen');

  await page.getByLabel('Certificate number').fill('HW-2001');
  await page.getByLabel('Proof of fire drill received').check();
  await page.getByLabel(/Fire drill date/).fill('12.03.2026');
  await page.getByLabel('Comments').fill('Drill on site');
  await page.getByLabel('Sent to customer').check();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/data/hotworks/'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Certificate number')).toHaveValue('HW-2001');
  await expect(page.getByLabel('Proof of fire drill received')).toBeChecked();
  await expect(page.getByLabel(/Fire drill date/)).toHaveValue('12/03-2026');
  await expect(page.getByLabel('Comments')).toHaveValue('Drill on site');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/hotworks\?name=Per$/);
});

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A fresh instance of the demo hot-works course "Heta arbeten" held yesterday (decision 0263). Not "Varme arbeider":
 * licenses-clcourse.spec.ts counts that course's seats.
 */
async function heldHotWorksInstance(page: Page): Promise<number> {
  const courses = (await (await page.request.get('/api/classroom/data/clcourses/search?q=Heta')).json()) as {
    id: number;
    internalName: string;
  }[];
  const course = courses.find((candidate) => candidate.internalName === 'Heta arbeten');
  expect(course).toBeDefined();
  const res = await page.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: course!.id,
      status: 3,
      sku: `E2E-HOTWORKS-${Date.now()}`,
      numParticipants: { minParticipants: null, maxParticipants: 10 },
      firstDate: isoDay(-1),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

// Runs last in this file: it adds a record, so the counts above stay those of the demo.
test('a seat passed on a hot-works course gets its open record on /hotworks, for the administrator to complete', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  const instance = await heldHotWorksInstance(page);
  await page.goto(`/classroom-management/${instance}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(#${instance})`);
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.fill('elin');
  await expect(page.getByRole('option', { name: 'Elin Eca' })).toBeVisible();
  await person.press('ArrowDown');
  await person.press('Enter');
  await expect(person).toHaveValue('Elin Eca');
  await page.getByRole('button', { name: 'Add as participant' }).click();
  await expect(page.getByText('The participant was added')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Elin Eca' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Elin Eca' });
  await edit.getByLabel('Status').selectOption({ label: 'Approved' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.goto('/hotworks?name=Elin');
  const grid = page.getByRole('treegrid', { name: 'Hot-works records' }).or(page.getByRole('grid', { name: 'Hot-works records' }));
  await expect(page.getByTestId('hotworks-total')).toHaveText('1 records');
  await page.getByRole('link', { name: 'Elin Eca' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hot works: Elin Eca');
  await expect(page.getByLabel('Certificate number')).toHaveValue('');
  await expect(page.getByLabel('Proof of fire drill received')).not.toBeChecked();
  await page.getByLabel('Certificate number').fill('HW-2002');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(grid).toContainText('HW-2002');
});
