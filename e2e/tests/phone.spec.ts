import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoIds } from './demo-ids';
import { login } from './session';

// Issue 22 points 4 and 7: on a phone the content comes first and the lists stay usable.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu folds behind a menu button, and opens and closes with it', async ({ page }) => {
  await login(page, 'admin', '/clcourses');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const button = nav.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Classroom courses' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom courses' })).toBeInViewport();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Venues' }).click();
  await expect(page).toHaveURL(/\/course-place-list$/);
  // Choosing a screen folds the menu again.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('on a phone a list fits the screen: less needed columns hide and the page does not scroll sideways', async ({ page }) => {
  await login(page, 'admin', '/hotworks');
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  await expect(grid).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Classroom courses' })).toBeVisible();
});

/** What sticks out past the right edge of a 390 px page: the page's width and the outermost elements wider than it. */
async function overflowOf(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const culprits: string[] = [];
    // The outermost element past the edge names the fault; a list's own sideways scrolling stays inside it.
    const walk = (element: Element) => {
      if (element.getBoundingClientRect().right > limit + 1) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
        culprits.push(`${name} (${Math.round(element.getBoundingClientRect().right)} px)`);
        return;
      }
      // A box that scrolls or clips its content sideways (a list's viewport) keeps that content off the page.
      if (getComputedStyle(element).overflowX !== 'visible') return;
      for (const child of element.children) walk(child);
    };
    walk(document.body);
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

test('on a phone the pages other than lists fit the screen and do not scroll sideways', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const ids = await demoIds(browser);
  const pages = [
    '/mypage',
    '/my-company',
    '/clcourse/new/0',
    `/clcourse/${ids.clcourse}/edit`,
    `/clcourse/${ids.clcourse}/edit/technical`,
    `/clcourse/${ids.clcourse}/clicourse/${ids.instance}/edit`,
    `/classroom-management/${ids.instance}`,
    `/instructors/classroom-management/${ids.taughtInstance}`,
    `/course-place-registration/${ids.coursePlace}`,
    `/ecourse/${ids.ecourse}/edit`,
    `/ecourse/${ids.ecourse}/edit/coursePackage`,
    `/hotworks/${ids.hotwork}`,
    `/atriumusersearch/users/${ids.user}`,
    // The admin acts for Atrium Kurs, whose person Stian is (decision 0222).
    `/my-company/users/${ids.user}`,
  ];
  await login(page, 'admin', '/mypage');
  const found: Record<string, { width: number; culprits: string[] }> = {};
  for (const address of pages) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ hasText: /loading|laster|laddar/i })).toHaveCount(0);
    const overflow = await overflowOf(page);
    if (overflow.width > 390 || overflow.culprits.length > 0) found[address] = overflow;
  }
  expect(found).toEqual({});
});
