import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { plannedCourse } from './planned-course';
import { login } from './session';

// The instructor page's files and modals (document 002 §2, §3, §8; decision 0237): course materials and scanned
// documents in two lists by file type, the instructor's upload, delete and detach with the accepted-materials notice,
// the pre/post results collapsed unless neither is in, and the large results and evaluation modals.

test('an instructor uploads a scanned document and a material, removes them, and opens the results and evaluations', async ({
  browser,
  page,
}) => {
  test.slow();
  const instanceId = await plannedCourse(browser);
  await login(page, 'instructor', `/instructors/classroom-management/${instanceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(#${instanceId})`);
  const materials = page.getByRole('list', { name: 'Course materials' });
  const scanned = page.getByRole('list', { name: 'Scanned documents' });

  // A scanned document goes to its own list, without a handover method.
  await page.getByRole('combobox', { name: 'File type' }).selectOption('SCANNED_EVALUATIONS');
  await page
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'evaluations.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF e') });
  await expect(scanned.getByRole('listitem')).toContainText(['evaluations.pdf']);
  await expect(scanned.getByRole('listitem').first()).toContainText('Scanned evaluations');
  await expect(page.getByRole('combobox', { name: 'How evaluations.pdf is handed over' })).toHaveCount(0);

  // A task set is a material, handed over digitally unless changed.
  await page.getByRole('combobox', { name: 'File type' }).selectOption('CLASSROOM_COURSE_TASK_SET');
  await page.getByLabel('Upload a file').setInputFiles({ name: 'tasks.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF t') });
  await expect(materials.getByRole('listitem')).toContainText(['tasks.pdf']);
  await expect(page.getByRole('combobox', { name: 'How tasks.pdf is handed over' })).toHaveValue('digital');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // Deleting the scanned document asks first.
  await page.getByRole('button', { name: 'Remove evaluations.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove file' });
  await expect(confirm).toContainText('Remove evaluations.pdf from this course?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The file was deleted')).toBeVisible();
  await expect(page.getByText('No scanned documents yet')).toBeVisible();

  // After accepting the materials, removing one shows the notice in the question and after the change.
  const accepted = page.getByRole('checkbox', { name: 'Course materials accepted by the instructor', exact: true });
  await accepted.click();
  await expect(accepted).toBeChecked();
  await page.getByRole('button', { name: 'Remove tasks.pdf' }).click();
  await expect(confirm.getByRole('note')).toContainText('You have already accepted the course materials: the file is removed');
  await confirm.getByRole('button', { name: 'Detach' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(/the file is removed/)).toBeVisible();
  await expect(materials.getByRole('listitem').filter({ hasText: 'tasks.pdf' })).toHaveCount(0);

  // Pre/post results: open at first only while neither is in; the results modal is the large one.
  const course = await (await page.request.get(`/api/classroom/data/instructors/classroom-management/${instanceId}`)).json();
  const { instanceHasPreScore, instanceHasPostScore } = course.details.prePostTestScore;
  const results = page.getByTestId('pre-post-results');
  if (!instanceHasPreScore && !instanceHasPostScore) await expect(results).toHaveAttribute('open', '');
  else {
    await expect(results).not.toHaveAttribute('open', '');
    await results.getByText('Pre-test and post-test').click();
  }
  await results.getByRole('button', { name: 'Results' }).click();
  const resultsModal = page.getByRole('dialog', { name: 'Results' });
  await expect(resultsModal).toHaveClass(/atr-modal-large/);
  await resultsModal.getByRole('textbox', { name: 'Pre-test score of the course' }).fill('12');
  await resultsModal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The results are saved')).toBeVisible();
  await expect(results.getByTestId('pre-score')).toHaveText('12');

  // The evaluations, in the large modal.
  await page.getByRole('button', { name: 'Show the evaluations' }).click();
  const evaluations = page.getByRole('dialog', { name: 'Evaluations' });
  await expect(evaluations).toHaveClass(/atr-modal-large/);
  await expect(evaluations.getByTestId('evaluation-averages')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
});
