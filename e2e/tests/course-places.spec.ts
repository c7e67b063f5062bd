import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// A 1x1 PNG.
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('course staff register a venue with a room, edit it, see its ratings and find it in the list', async ({ page }) => {
  const name = `Kurssted ${Date.now()}`;
  await login(page, 'staff', '/course-place-registration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New venue');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Address').fill('Storgata 1');
  // Document 003 §5: a Norwegian postal code finds its city at 4 digits.
  await page.getByLabel('Postal code').fill('0150');
  await expect(page.getByLabel('City')).toHaveValue('OSLO');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Venue: ${name}`);
  await expect(page).toHaveURL(/\/course-place-registration\/\d+$/);
  const fieldset = page.getByRole('group', { name: 'New room' });
  await fieldset.getByLabel('Room name').fill('Sal Nord');
  await fieldset.getByLabel('Description').fill('24 plasser');
  await fieldset.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByTestId('course-room')).toHaveCount(1);
  // Confirmed once the server has stored it.
  await page.getByLabel('Room Sal Nord confirmed').click();
  await expect(page.getByLabel('Room Sal Nord confirmed')).toBeChecked();

  await page.getByLabel('Upload picture (JPEG, PNG or WebP)').setInputFiles({ name: 'sted.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();

  await page.getByLabel('Lunch').fill('Lunsj kl. 11.30');
  await page.getByLabel('Latitude').fill('59.91');
  await page.getByLabel('Longitude').fill('10.75');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The first save (before the rooms) may still show its toast beside this one.
  await expect(page.getByText('The venue was saved').last()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Lunch')).toHaveValue('Lunsj kl. 11.30');
  await expect(page.getByLabel('Room Sal Nord confirmed')).toBeChecked();
  await expect(page.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  const placeId = Number(page.url().match(/course-place-registration\/(\d+)/)![1]);

  // Used on an instance: the course-place tab offers the venue and its room.
  const [course] = await (await page.request.get('/api/classroom/data/clcourses/search?q=Varme')).json();
  const instance = await (
    await page.request.post('/api/classroom/clicourses', { data: { courseClassroom: course.id, firstDate: isoDay(150) } })
  ).json();
  await page.goto(`/clcourse/${course.id}/clicourse/${instance.id}/edit`);
  await page.getByRole('tab', { name: 'Course place' }).click();
  await page.getByRole('combobox', { name: 'Course place', exact: true }).selectOption(String(placeId));
  await page.getByLabel('Room (day 1)').selectOption({ label: 'Sal Nord' });
  await page.getByRole('button', { name: 'Save course place and days' }).click();
  await expect(page.getByText('The course days were saved')).toBeVisible();
  await page.goto(`/course-place-registration/${placeId}`);

  await page.getByRole('link', { name: 'Ratings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ratings: ${name}`);
  await expect(page.getByTestId('course-place-rating')).toContainText('0 ratings');
  const ratingsAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(ratingsAxe.violations).toEqual([]);

  await page.goto('/course-place-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venues');
  await page.getByLabel('Search name, abbreviation or city').fill(name);
  const grid = page.getByRole('grid', { name: 'Venues' });
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByTestId('course-place-counts')).toContainText('1 in total, 0 confirmed, 1 unconfirmed');
  const listAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(listAxe.violations).toEqual([]);
  // The row's main action (Edit) opens the venue by keyboard.
  await grid.getByRole('gridcell', { name, exact: true }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Venue: ${name}`);
});

test('the demo venues are listed with their ratings, and open courses only hides the others', async ({ page }) => {
  await login(page, 'staff', '/course-place-list');
  const grid = page.getByRole('grid', { name: 'Venues' });
  await expect(grid.getByRole('row', { name: /Atrium Kurssenter Oslo/ })).toContainText(/\d\.\d\d/);
  await page.getByLabel('Open courses only').check();
  await expect(grid.getByRole('row', { name: /Atrium Stavanger Offshore/ })).toHaveCount(0);
});
