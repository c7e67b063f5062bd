import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a participant signs the list on a tablet from the code of the instructor page, without signing in', async ({ browser, page }) => {
  await login(page, 'staff', '/clcourses');
  const created = await page.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: 2,
      status: 3,
      sku: `E2E-SIGN-${Date.now()}`,
      numParticipants: { minParticipants: null, maxParticipants: 5 },
      firstDate: isoDay(1),
    },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/classroom/data/classroom-management/${id}/addParticipants`, {
    data: { participants: [{ userId: 4, customerId: 2 }], sendmail: false },
  });
  await page.goto(`/instructors/classroom-management/${id}`);
  const href = await page.getByRole('link', { name: 'Participant-list signing page' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/web/partlist#/${id}/[0-9a-f]{32}$`));

  const tablet = await browser.newContext();
  const sheet = await tablet.newPage();
  await sheet.goto(href!);
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('Participant list: Varme arbeider');
  expect((await new AxeBuilder({ page: sheet }).include('main').analyze()).violations).toEqual([]);
  await sheet.getByRole('button', { name: 'Sign as Carl Company' }).click();
  const pad = sheet.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await sheet.mouse.move(box.x + 40, box.y + 100);
  await sheet.mouse.down();
  await sheet.mouse.move(box.x + 250, box.y + 60, { steps: 10 });
  await sheet.mouse.up();
  const save = sheet.getByRole('button', { name: 'Save signature' });
  await expect(save).toBeEnabled({ timeout: 3000 });
  await save.click();
  await expect(sheet.getByTestId('signed-at')).toContainText(/Signed \d\d\.\d\d\.\d{4}/);
  await tablet.close();

  // The instructor page shows the signature, and the room list prints it.
  await page.reload();
  await expect(
    page.getByRole('treegrid', { name: 'Participant list' }).or(page.getByRole('grid', { name: 'Participant list' })),
  ).toContainText('Signed');
  const pdf = await page.request.get(`/api/classroom/web/data/participantlist/${id}/en_US/all?type=roomsign`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).toString('latin1')).toContain('/Subtype /Image');
});
