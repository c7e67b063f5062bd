import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from './session';
import { serveStandalone } from './standalone-host';

const API = `http://localhost:${process.env.E2E_PORT ?? 4400}`;
const STANDALONE = `http://localhost:${process.env.E2E_STANDALONE_PORT}`;

// Company admins are served mf-company on its own: its build has an index.html of its own that
// signs the user in and mounts the area without the shell.
test('mf-company runs standalone with its own login', async ({ page }) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && !url.pathname.startsWith('/remotes/company/')) shellScripts.push(url.pathname);
  });
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: `http://localhost:${process.env.E2E_PORT ?? 4400}` }]);
  await page.goto('/remotes/company/index.html');
  await page.getByLabel(/username/i).fill('companyadmin');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  expect(shellScripts).toEqual([]);
});

/** Course staff give the person a license of the first e-course, straight through the API (no browser, no Origin). */
async function giveLicense(userId: number): Promise<void> {
  const staff = await request.newContext({ baseURL: API });
  expect((await staff.post('/api/users/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).ok()).toBe(true);
  const courses = (await (await staff.get('/api/elearning/data/ecourses')).json()) as { items: { elearning: { id: number } }[] };
  const added = await staff.post(`/api/elearning/data/license/ecourse/${courses.items[0]!.elearning.id}`, {
    data: { usersWithCustomer: [{ userId, customerId: 2 }] },
  });
  expect(added.ok()).toBe(true);
  await staff.dispose();
}

test.describe('the built mf-company alone on its own origin, against the platform’s API on another', () => {
  let host: Server;
  test.beforeAll(async () => {
    host = await serveStandalone(path.resolve(__dirname, '../../mf-company/dist'), Number(process.env.E2E_STANDALONE_PORT), API);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  test('a company admin signs in on a deep link, does the company’s main work, and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    const apiCalls = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.add(url.origin);
    });
    const errors: string[] = [];
    // The app asks who is signed in at start; signed out (before the login and after the sign-out) that is a 401.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 401')) errors.push(message.text());
    });
    await page.context().addCookies([{ name: 'locale', value: 'en_US', url: STANDALONE }]);

    // A deep link straight to the people list: the host answers standalone.html, the app signs in first.
    await page.goto(`${STANDALONE}/my-company/users`);
    await expect(page.getByRole('banner')).toContainText('Atrium');
    await page.getByLabel(/username/i).fill('companyadmin');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Carl Company');
    const people = page
      .getByRole('grid', { name: 'The company’s people' })
      .or(page.getByRole('treegrid', { name: 'The company’s people' }));
    await expect(people).toContainText('Company, Carl');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Add a person (a write with the session across origins), then their departments.
    await page.getByRole('link', { name: 'Add a person' }).click();
    await page.getByLabel('First name').fill('Siri');
    await page.getByLabel('Last name').fill('Standalone');
    await page.getByLabel('E-mail').fill('siri.standalone@nordsjo.example');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Siri Standalone' })).toBeVisible();
    await page.getByRole('tab', { name: 'Departments' }).click();
    await page.getByLabel('Drift').check();
    await page.getByRole('button', { name: 'Save departments' }).click();
    await expect(page.getByText('The departments are saved')).toBeVisible();
    const siri = Number(/\/my-company\/users\/(\d+)/.exec(page.url())![1]);
    await giveLicense(siri);

    // The expiring licenses, a reminder and their Excel file, posted to the API's origin.
    await page.goto(`${STANDALONE}/my-company/licenses/SEND_COURSE_SOON_EXPIRES_REMINDER`);
    const licenses = page.getByRole('grid', { name: 'Licenses' }).or(page.getByRole('treegrid', { name: 'Licenses' }));
    await expect(licenses).toContainText('Carl Company');
    await page.getByLabel('Select Carl Company').check();
    await page.getByLabel('Message in the reminder').fill('Book the refresher course.');
    await page.getByRole('button', { name: 'Send reminders' }).click();
    await expect(page.getByText(/^Reminders sent: \d+\. Already reminded before: \d+\.$/)).toBeVisible();
    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: /excel/i }).click();
    expect(
      readFileSync(await (await excel).path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // A diploma as a PDF.
    await page.goto(`${STANDALONE}/my-company/licenses/DOWNLOAD_DIPLOMA`);
    await page.getByLabel('Select Sven Svensson').check();
    const diploma = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download diplomas' }).click();
    expect(
      readFileSync(await (await diploma).path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Cancel Siri's license, given to her above.
    await page.goto(`${STANDALONE}/my-company/licenses/CANCEL_LICENSE`);
    await page.getByLabel('Select Siri Standalone').check();
    await page.getByRole('button', { name: 'Cancel licenses' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel licenses' }).click();
    await expect(page.getByText('The licenses are cancelled')).toBeVisible();
    await expect(page.getByLabel('Select Siri Standalone')).toHaveCount(0);

    // A department made and deleted.
    await page.goto(`${STANDALONE}/my-company/departments`);
    await page.getByLabel('New department').fill('Frittstående');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('The department is created')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Frittstående' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The department is deleted')).toBeVisible();

    // An external id, moved after the duplicate confirmation, then deleted.
    await page.goto(`${STANDALONE}/my-company/external-course-id`);
    await page.getByRole('button', { name: 'Edit Working at heights' }).click();
    await page.getByRole('dialog').getByLabel('External id').fill('SA-01');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The ids are saved')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Introduction to geology (cmi5)' }).click();
    await page.getByRole('dialog').getByLabel('External id').fill('SA-01');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toContainText('Another course already has this external id. Move it to this course?');
    await page.getByRole('dialog').getByRole('button', { name: 'Move the id' }).click();
    await expect(page.getByText('The ids are saved').last()).toBeVisible();
    await page.getByRole('button', { name: 'Delete Introduction to geology (cmi5)' }).click();
    await expect(page.getByText('The ids are deleted')).toBeVisible();

    // A document upload with progress to the API's origin.
    await page.goto(`${STANDALONE}/my-company/documents`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'rutiner.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 rutiner') });
    await dialog.getByLabel('Name').fill('Rutiner');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('The file is uploaded')).toBeVisible();

    // The language choice of the app's own header.
    await page.getByLabel('Language').selectOption('nb_NO');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();

    // Sign out: the app starts afresh at its login form, and the API no longer knows the session.
    await page.getByRole('button', { name: 'Logg ut' }).click();
    await expect(page.getByRole('button', { name: /logg inn/i })).toBeVisible();
    expect((await page.request.get(`${API}/api/users/me`)).status()).toBe(401);

    // Every call went to the API's origin, none to the static host.
    expect([...apiCalls]).toEqual([API]);
    expect(errors).toEqual([]);
  });

  test('served on another site than the API, sign-in says that deploy is not supported (decision 0234)', async ({ page }) => {
    // 127.0.0.1 is another site than the API's localhost, and ATRIUM_ALLOWED_ORIGINS lists it: the browser says
    // cross-site, the API refuses, and the login form tells why instead of signing in to a session it never sends.
    await page.goto(`http://127.0.0.1:${process.env.E2E_STANDALONE_PORT}/my-company`);
    await page.getByLabel(/username/i).fill('companyadmin');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByRole('alert')).toContainText('served on another site than the platform');
  });
});
