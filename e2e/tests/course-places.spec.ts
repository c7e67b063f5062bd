import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

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
  await page.getByLabel('Room Sal Nord confirmed').check();
  await expect(page.getByText('The room was saved')).toBeVisible();

  await page.getByLabel('Lunch').fill('Lunsj kl. 11.30');
  await page.getByLabel('Latitude').fill('59.91');
  await page.getByLabel('Longitude').fill('10.75');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The venue was saved')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Lunch')).toHaveValue('Lunsj kl. 11.30');
  await expect(page.getByLabel('Room Sal Nord confirmed')).toBeChecked();

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
  await expect(page.getByTestId('course-place-counts')).toContainText('0 in total');
  const listAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(listAxe.violations).toEqual([]);
  // The row's main action (Edit) opens the venue by keyboard.
  await grid.getByRole('gridcell', { name, exact: true }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Venue: ${name}`);
});

test('the demo venues are listed with their ratings, and the Oslo centre has rated courses', async ({ page }) => {
  await login(page, 'staff', '/course-place-list');
  const grid = page.getByRole('grid', { name: 'Venues' });
  await expect(grid.getByRole('row', { name: /Atrium Kurssenter Oslo/ })).toBeVisible();
  await page.getByLabel('Open courses only').check();
  await expect(grid.getByRole('row', { name: /Atrium Stavanger Offshore/ })).toHaveCount(0);
});
