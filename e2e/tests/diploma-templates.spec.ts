import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './session';

// Decision 0233: course staff write what the demo provider's standard diploma template says, per language; the
// company area's diploma download prints it (services/company/test/license-report-classroom.test.ts reads the PDF).
test('course staff write a diploma template’s texts per language, and they stay saved', async ({ page }) => {
  await login(page, 'admin', '/diploma-templates');
  await page.goto('/diploma-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Diploma templates' })).toBeVisible();
  await expect(page.getByLabel('Course provider')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Diploma template', { exact: true })).toHaveValue(/\d+/);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByLabel('Title', { exact: true }).fill('Certificate of competence');
  await page.getByLabel('Text', { exact: true }).fill('{name} has completed {course} ({hours} hours) on {date}.');
  await page.getByLabel('Under the signature line').fill('Kari Leder, CEO');
  await page.getByRole('tab', { name: 'Norwegian' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Kompetansebevis');
  await page.getByRole('button', { name: 'Save the texts' }).click();
  await expect(page.getByText('The diploma texts are saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Certificate of competence');
  // By keyboard: Home shows the first tab, Norwegian.
  await page.getByRole('tab', { name: 'English' }).press('Home');
  await expect(page.getByRole('tab', { name: 'Norwegian' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kompetansebevis');
});
