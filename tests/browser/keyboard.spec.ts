import {expect, test, type Page} from '@playwright/test';

import {newestPostPage} from '../support/blog';
import {waitForHydration} from '../support/page';
import {siteUrl} from '../support/site';

const pages = ['/', '/docs/docs/concepts/parameters', newestPostPage()];

/** Whether the focused element draws a visible focus indicator. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return false;
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return outline || ring;
  });
}

for (const path of pages) {
  test.describe(`keyboard on ${path}`, () => {
    test('the skip link is the first tab stop and moves focus to the main content', async ({
      page,
    }) => {
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skipLink = page.locator(':focus');
      await expect(skipLink).toHaveText(/skip to main content/i);
      expect(await focusIsVisible(page), 'skip link focus is visible').toBe(true);

      // The theme focuses <main> and then makes it unfocusable again, so the
      // browser keeps <main> as the starting point of sequential navigation:
      // the next Tab lands on the first focusable element inside it.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const focusedInMain = await page.evaluate(() => {
        const focused = document.activeElement;
        const main = document.querySelector('main');
        return Boolean(focused && main && main.contains(focused));
      });
      expect(focusedInMain, 'the tab stop after the skip link is inside <main>').toBe(true);
    });

    test('every one of the first tab stops shows where focus is', async ({page}) => {
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      for (let stop = 1; stop <= 6; stop++) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
        expect(await focusIsVisible(page), `focus visible on tab stop ${stop}: ${name}`).toBe(true);
      }
    });
  });
}
