import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const PASSWORD = 'RolleTest12';

test('a platform admin finds a person, gives them a role, and the person has it at their next sign-in', async ({ page, browser }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Rolf', lastName: 'Rollemann', email: 'rolf.rollemann@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;

  await page.goto('/atriumusersearch');
  await page.getByLabel('Name, username or e-mail').fill('rollemann');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Rollemann, Rolf' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rolf Rollemann');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel('Phone').first().fill('+47 911 22 333');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('The changes are saved.')).toBeVisible();

  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The password is set; the person is signed out everywhere.')).toBeVisible();

  await page.getByLabel('New role at Atrium Kurs AS').selectOption({ label: 'Course staff' });
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByRole('list', { name: 'Roles at Atrium Kurs AS' })).toContainText('Course staff');
  const audit = page.getByRole('table', { name: 'Changes' });
  await expect(audit).toContainText('Role added');
  await expect(audit).toContainText('Ada Admin');
  await expect(audit).toContainText('+47 911 22 333');
  await expect(audit).toContainText('Password set');

  // The person signs in and has the course staff's menu the role gives.
  const theirs = await browser.newContext();
  await theirs.addCookies([{ name: 'locale', value: 'en_US', url: `http://localhost:${process.env.E2E_PORT ?? 4400}` }]);
  const person = await theirs.newPage();
  await person.goto('/login');
  await person.getByLabel(/username/i).fill('rolf.rollemann@example.com');
  await person.getByLabel(/password/i).fill(PASSWORD);
  await person.getByRole('button', { name: /log in/i }).click();
  await expect(person.getByTestId('signed-in-user')).toBeVisible();
  await expect(person.getByRole('link', { name: 'Classroom courses' })).toBeVisible();
  await theirs.close();

  await page.getByRole('tab', { name: 'Logins' }).click();
  await expect(page).toHaveURL(new RegExp(`/atriumusersearch/users/${userId}/logins$`));
  await expect(page.getByRole('table', { name: 'Logins' })).toContainText('Signed in');
});

// A 1×1 PNG: the instructor photo uploaded through the file store.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the notifications, orders, instructor and cart tabs show what the other areas hold and act on it', async ({ page, browser }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Tove', lastName: 'Fanesen', email: 'tove.fanesen@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  expect((await page.request.put('/api/users/data/atriumusersearch/password', { data: { password: PASSWORD, user: userId } })).ok()).toBe(
    true,
  );

  // Tove puts a course in her cart herself.
  const theirs = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4400}` });
  expect((await theirs.request.post('/api/users/login', { data: { username: 'tove.fanesen@example.com', password: PASSWORD } })).ok()).toBe(
    true,
  );
  const added = await theirs.request.post('/api/reports/data/cart/v1/addCourseToCart', { data: { courseId: 4, courseType: 'ELEARNING' } });
  expect(added.ok()).toBe(true);

  // The registration sent her a "set your password" e-mail: the users area's outbox.
  await page.goto(`/atriumusersearch/users/${userId}/notifications`);
  const emails = page.getByRole('table', { name: 'E-mails sent' });
  await expect(emails).toContainText('tove.fanesen@example.com');
  await expect(emails).toContainText('Users');
  await expect(page.getByText('This platform sends no SMS, so there are none to show.')).toBeVisible();

  await page.getByRole('tab', { name: 'Cart' }).click();
  const cart = page.getByRole('table', { name: 'Cart' });
  await expect(cart).toContainText('Working at heights');
  let axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('button', { name: 'Close the cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close the cart' }).click();
  await expect(page.getByText('The cart is closed.')).toBeVisible();
  await expect(cart).toContainText('The cart is empty.');
  const hers = (await (await theirs.request.get('/api/reports/data/cart/v1')).json()) as { items: unknown[] };
  expect(hers.items).toEqual([]);
  await theirs.close();

  await page.getByRole('tab', { name: 'Instructor' }).click();
  await expect(page.getByText('No photo is uploaded.')).toBeVisible();
  await page
    .getByLabel('Upload a photo (JPEG, PNG or WebP, at most 5 MB)')
    .setInputFiles({ name: 'tove.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The photo is saved.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'The instructor’s photo' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('button', { name: 'Delete the photo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the photo' }).click();
  await expect(page.getByText('No photo is uploaded.')).toBeVisible();

  // Carl Company (user 4) bought courses in the demo data.
  await page.goto('/atriumusersearch/users/4/orders');
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders).toContainText('Placed the order');
  await expect(orders).toContainText('PO-');
});

test('a platform admin locks a field for a customer; it is read-only for its people until unlocked', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Live', lastName: 'Låsmo', email: 'live.lasmo@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  await page.goto(`/atriumusersearch/users/${userId}`);
  const fields = page.getByRole('form', { name: 'Fields at Atrium Kurs AS' });
  await expect(fields.getByLabel('Employee number')).toBeEditable();

  const locks = page.getByRole('form', { name: 'Fields Atrium Kurs AS locks' });
  await locks.getByLabel('Employee number').check();
  await locks.getByRole('button', { name: 'Save locked fields' }).click();
  await expect(page.getByText('The locked fields are saved.')).toBeVisible();
  await expect(fields.getByLabel('Employee number')).not.toBeEditable();
  await expect(fields).toContainText('Locked by the customer: Employee number.');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  // The server refuses it too, whoever asks.
  const refused = await page.request.put(`/api/users/data/atriumusersearch/usercontext/${userId}/1`, { data: { employeeNumber: 'E-1' } });
  expect(refused.status()).toBe(409);

  // Unlocked again, for the other specs' people of this customer.
  await locks.getByLabel('Employee number').uncheck();
  await locks.getByRole('button', { name: 'Save locked fields' }).click();
  await expect(fields.getByLabel('Employee number')).toBeEditable();
});

test('a platform admin moves a person to another customer; the fields go along, the roles stay behind', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Frode', lastName: 'Flyttmann', email: 'frode.flyttmann@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  await page.goto(`/atriumusersearch/users/${userId}`);
  const fields = page.getByRole('form', { name: 'Fields at Atrium Kurs AS' });
  await fields.getByLabel('Employee number').fill('F-42');
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The changes are saved.')).toBeVisible();

  const target = page.getByRole('combobox', { name: 'Move from Atrium Kurs AS to' });
  await target.pressSequentially('Nordsjø');
  await page.getByRole('option', { name: 'Nordsjø Energi AS' }).click();
  await page.getByRole('button', { name: 'Move to the customer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Move the person from Atrium Kurs AS to Nordsjø Energi AS?');
  await dialog.getByRole('button', { name: 'Move to the customer' }).click();
  await expect(page.getByText('The person is moved.')).toBeVisible();
  const moved = page.getByRole('form', { name: 'Fields at Nordsjø Energi AS' });
  await expect(moved.getByLabel('Employee number')).toHaveValue('F-42');
  await expect(page.getByRole('form', { name: 'Fields at Atrium Kurs AS' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Changes' })).toContainText('Nordsjø Energi AS');
});

test('a platform admin converts a person to a private customer; the other customers go unless kept', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Petra', lastName: 'Privatkunde', email: 'petra.privatkunde@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  await page.goto(`/atriumusersearch/users/${userId}`);
  await expect(page.getByRole('form', { name: 'Fields at Atrium Kurs AS' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Convert to a private customer' });
  await form.getByLabel('Street address').fill('Storgata 1');
  await form.getByLabel('Postal code').fill('0155');
  await form.getByLabel('City').fill('Oslo');
  await expect(form.getByLabel('Country')).toHaveValue('165');
  await form.getByRole('button', { name: 'Convert to a private customer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Make Petra Privatkunde a private customer? The person leaves every other customer');
  await dialog.getByRole('button', { name: 'Convert to a private customer' }).click();
  await expect(page.getByText('The person is a private customer.')).toBeVisible();
  await expect(page.getByText('Private customer: Petra Privatkunde')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Fields at Petra Privatkunde' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Fields at Atrium Kurs AS' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Changes' })).toContainText('Made a private customer');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('the audit screen shows who changed what on a person, across the areas', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Aud', lastName: 'Itlund', email: 'aud.itlund@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  await page.goto(`/atriumusersearch/users/${userId}`);
  await page.getByRole('form', { name: 'User' }).getByLabel('Phone').fill('+47 922 33 444');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('The changes are saved.')).toBeVisible();
  // An e-learning license for her: another area's row about the person.
  const granted = await page.request.post('/api/elearning/data/license/ecourse/4', {
    data: { usersWithCustomer: [{ userId, customerId: 1 }] },
  });
  expect(granted.ok()).toBe(true);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log: Aud Itlund');
  const grid = page.getByRole('grid', { name: 'Changes to Aud Itlund' }).or(page.getByRole('treegrid', { name: 'Changes to Aud Itlund' }));
  await expect(grid).toContainText('+47 922 33 444');
  await expect(grid).toContainText('Ada Admin');
  await expect(grid).toContainText('E-learning');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('a platform admin enters a customer’s context and acts for it as its company admin', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Kent', lastName: 'Kontekst', email: 'kent.kontekst@example.com', customerId: 2 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  await page.goto(`/atriumusersearch/users/${userId}`);
  await page.getByRole('button', { name: 'Enter the context of Nordsjø Energi AS' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Act for Nordsjø Energi AS as its company admin?');
  await dialog.getByRole('button', { name: 'Enter the context of Nordsjø Energi AS' }).click();
  await expect(page).toHaveURL(/\/$|\/[a-z-]+$/);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  const me = (await (await page.request.get('/api/users/me')).json()) as { activeCustomerId: number };
  expect(me.activeCustomerId).toBe(2);

  // Back to Ada's own customer, and the entered context removed again, for the other specs' lists of Nordsjø's people.
  expect((await page.request.post('/api/users/me/active-customer', { data: { customerId: 1 } })).ok()).toBe(true);
  const removed = await page.request.delete('/api/users/data/atriumusersearch/context/1/2');
  expect(removed.ok()).toBe(true);
});
