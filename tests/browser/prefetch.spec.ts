import {expect, test} from '@playwright/test';

import {openPage} from '../support/page';

/**
 * src/plugins/hover-prefetch: a page fetches another page's chunks when the
 * reader points at (or focuses) a link to it, not when the link scrolls into
 * view.
 */

test('a docs page fetches no linked page until a link is hovered, then that page', async ({
  page,
}) => {
  const requested: string[] = [];
  await openPage(page, '/docs/docs/concepts/parameters');
  await page.waitForLoadState('networkidle');
  page.on('request', (request) => requested.push(request.url()));
  // Scroll to the end, which brings the pagination and footer links into
  // view. <Link> prefetches from an IntersectionObserver's callback, adding
  // the prefetch <link>s at once. Observers of one scroll are called in one
  // task: once ours has seen the last link come into view, <Link>'s has too.
  await page
    .locator('a[href^="/"]')
    .last()
    .evaluate((link) => {
      new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          (window as Window & {linkInView?: boolean}).linkInView = true;
        }
      }).observe(link);
    });
  await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.waitForFunction(() => (window as Window & {linkInView?: boolean}).linkInView);
  const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
  expect(prefetchLinks).toBe(0);
  expect(requested.filter((url) => url.includes('/assets/js/'))).toEqual([]);

  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Context variables and placeholders', exact: true})
    .hover();
  await expect
    .poll(() => requested.filter((url) => url.includes('/assets/js/')).length)
    .toBeGreaterThan(0);
});
