import {waitForHydration} from '../support/page';
import {siteUrl} from '../support/site';
import {expect, test} from '../support/test';

test.describe(() => {
  // Storage errors are logged and ignored; nothing else may go wrong.
  test.use({expectedProblems: /storage/i});

  test('pages work when localStorage throws on every call', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {value: fail, configurable: true});
      }
    });
    await page.goto(siteUrl('/docs/docs/concepts/parameters'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Widget parameters');

    // With the system preference respected, the toggle cycles system, light,
    // dark: two clicks from the light system default reach dark mode.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /dark and light mode|system mode|color mode/i});
    await toggle.click();
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe(() => {
  // The chunk aborted here (net::ERR_FAILED) is reported, as the request,
  // its console error and the chunk's error; the full load then cuts short
  // the requests still under way (net::ERR_ABORTED).
  test.use({expectedProblems: /net::ERR_FAILED|Loading chunk \d+ failed|net::ERR_ABORTED/});

  test('a route chunk that fails to load leads to a full load of the target page', async ({
    page,
  }) => {
    await page.goto(siteUrl('/docs/docs/intro'));
    await waitForHydration(page);
    // Nothing loads when the page is idle (the search waits for the reader's
    // interest), so the next script the page asks for is the route's chunk.
    let failed = false;
    // Fail the next script request once: the chunk of the page we go to next.
    await page.route('**/*.js', async (route) => {
      if (!failed) {
        failed = true;
        await route.abort();
      } else {
        await route.continue();
      }
    });
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Installation'})
      .click();
    await reloaded;
    expect(failed, 'a script request was made and failed').toBe(true);
    await expect(page).toHaveURL(/\/docs\/docs\/start\/install$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  });
});
