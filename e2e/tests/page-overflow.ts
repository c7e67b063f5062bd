import type { Page } from '@playwright/test';

/** What sticks out past the right edge of a 390 px page: the page's width and the outermost elements wider than it. */
export async function overflowOf(page: Page): Promise<{ width: number; culprits: string[] }> {
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
