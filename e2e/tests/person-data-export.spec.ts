import { expect, test } from '@playwright/test';
import { login } from './session';
import { unzip } from './unzip';

// A 1×1 PNG: the instructor photo uploaded through the file store.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// Issue 13 "export a person's data" (GDPR article 15, decision 0136): one archive of what every area holds, with
// the instructor pictures themselves.
test('a platform admin downloads everything Atrium holds about a person, pictures included', async ({ page }) => {
  await login(page, 'admin', '/');
  const registered = await page.request.post('/api/users/data/users/new', {
    data: { user: { firstName: 'Eskil', lastName: 'Eksport', email: 'eskil.eksport@example.com', customerId: 1 } },
  });
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;

  await page.goto(`/atriumusersearch/users/${userId}/instructor`);
  await page
    .getByLabel('Upload a photo (JPEG, PNG or WebP, at most 5 MB)')
    .setInputFiles({ name: 'eskil.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'The instructor’s photo' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all data (GDPR)' }).click();
  const files = await unzip(await (await download).path());
  expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'users.json', 'instructor/photo.png']));
  const users = JSON.parse(files.get('users.json')!.toString('utf8')) as { account: { email: string } };
  expect(users.account.email).toBe('eskil.eksport@example.com');
  expect(files.get('instructor/photo.png')).toEqual(PNG);
});
