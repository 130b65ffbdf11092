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
  // Scrolling brings dozens more links into view.
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
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
