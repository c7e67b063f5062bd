import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { tabTo } from './keyboard';
import { DEMO_PASSWORD } from './session';

/*
 * Issue 22 point 1 (WCAG 2.1.1): everything below is done with the keyboard only, from signing in to approving
 * a license. axe does not catch unreachable grid actions, so this walks them.
 */
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;
const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4400}`;
const COURSE = 'Varme arbeider - repetisjon';

/**
 * Sven Svensson (user 5) as a participant of the course's first instance, which no other test counts on; other
 * specs may add people to the course too, so nothing here counts on being the only one. Returns the course id.
 */
async function courseWithOneParticipant(): Promise<number> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ course_id: number }>(
      `with course as (select id from classroom.classroom_course where internal_name = $1),
            instance as (select i.id from classroom.classroom_course_instance i join course c on c.id = i.classroom_course_id order by i.start_date limit 1),
            added as (insert into classroom.participant (cli_id, user_id, customer_id)
                      select id, 5, 3 from instance where not exists (select 1 from classroom.participant p join instance on p.cli_id = instance.id where p.user_id = 5))
       select id as course_id from course`,
      [COURSE],
    );
    return rows[0]!.course_id;
  } finally {
    await client.end();
  }
}

test('with the keyboard only: sign in, open /clcourses, open a course’s editor, approve a license', async ({ page }) => {
  const courseId = await courseWithOneParticipant();
  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: BASE_URL }]);
  await page.goto('/login');

  await tabTo(page, page.getByLabel('Username or e-mail'));
  await page.keyboard.type('admin');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signed-in-user')).toBeVisible();

  // The menu (back from where the login form was), then the list's filter, then Enter on the row: the row's main action opens the editor.
  await tabTo(page, page.getByRole('link', { name: 'Classroom courses' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clcourses$/);
  await tabTo(page, page.getByLabel('Search by id or internal name'));
  await page.keyboard.type(COURSE);
  await expect(page.getByTestId('clcourses-total')).toHaveText(/^1 /);
  const grid = page.getByRole('treegrid', { name: 'Classroom courses' }).or(page.getByRole('grid', { name: 'Classroom courses' }));
  const nameCell = grid.getByRole('gridcell', { name: COURSE, exact: true });
  await tabTo(page, nameCell);
  await expect(nameCell).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clcourse/${courseId}/edit`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Classroom course: ${COURSE}`);

  // Back in the list, Tab reaches the links inside the actions cell.
  await tabTo(page, page.getByRole('link', { name: 'Classroom courses' }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Search by id or internal name'));
  await page.keyboard.type(COURSE);
  await expect(page.getByTestId('clcourses-total')).toHaveText(/^1 /);
  await tabTo(page, grid.getByRole('link', { name: `Licenses of ${COURSE}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/license/clcourse/${courseId}$`));
  await expect(page.getByTestId('license-total')).toHaveText(/^\d+ licenses?$/);

  // The row's checkbox is reached by Tab and ticked with Space; then back to the approve button.
  const select = page.getByLabel('Select Sven Svensson');
  await tabTo(page, select);
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Mark as approved' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 license set to done (approved)')).toBeVisible();
  await expect(page.getByRole('treegrid', { name: 'Licenses' }).or(page.getByRole('grid', { name: 'Licenses' }))).toContainText('Approved');
});
