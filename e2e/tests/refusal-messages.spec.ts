import { expect, test } from '@playwright/test';
import { login } from './session';

// Issue 22 point 5 (decision 0201): a service's refusal reaches the person as a message key in the page's language,
// and a 400 shows at the field it names.
test('a copy under the original’s internal name is refused at the field, in Norwegian', async ({ page }) => {
  await login(page, 'staff', '/clcourses', 'nb_NO');
  const [course] = (await (await page.request.get('/api/classroom/data/clcourses/search?q=Varme%20arbeider')).json()) as {
    id: number;
  }[];
  const original = (await (await page.request.get(`/api/classroom/data/clcourses/${course!.id}`)).json()) as {
    courseId: number | null;
    internalName: string;
  };
  await page.goto(`/clcourse/copy/${course!.id}/${original.courseId ?? 0}`);
  await page.getByLabel('Internt navn').fill(original.internalName);
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('En kopi trenger sitt eget interne navn.')).toBeVisible();
  await expect(page.getByLabel('Internt navn')).toHaveAccessibleDescription(/En kopi trenger sitt eget interne navn/);
  await expect(page.getByText(/internal name|copy needs/i)).toHaveCount(0);
});
