import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {createServer} from '../../scripts/bench/serve.mjs';
import {newestPostPage} from '../support/blog';
import {siteDir} from '../support/content';
import {baseUrl} from '../support/site';
import {expect, test} from '../support/test';

/**
 * A page opened by its file's name, as GitHub Pages serves it
 * (`/docs/docs/intro.html` as well as `/docs/docs/intro`), hydrates cleanly:
 * no React error #418 and no re-render, and the address becomes the route's.
 * `docusaurus serve` redirects such addresses, so these visits go to a
 * server that answers as GitHub Pages does (the bench's).
 */

/** One page of each kind, by its file's name. */
const htmlPaths = [
  ['/docs/docs/intro.html', '/docs/docs/intro', 'Introduction'],
  ['/docs/docs/concepts/parameters.html', '/docs/docs/concepts/parameters', 'Widget parameters'],
  ['/docs/references/cli/run.html', '/docs/references/cli/run', 'sqrl run'],
  ['/docs/0.4.x/docs/intro.html', '/docs/0.4.x/docs/intro', 'What is Squirrels?'],
  [`${newestPostPage()}.html`, newestPostPage(), null],
  ['/index.html', '/', null],
] as const;

let server: ReturnType<typeof createServer>;
let pagesOrigin: string;

test.beforeAll(async () => {
  server = createServer(path.join(siteDir, 'build'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pagesOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const [htmlPath, routePath, heading] of htmlPaths) {
  test(`${htmlPath} hydrates without errors and shows ${routePath}`, async ({page, problems}) => {
    test.skip(baseUrl !== '/', 'the GitHub Pages-like server serves build/ at the root');
    // The watcher reports HTTP errors of the site under test; this server is another.
    page.on('response', (response) => {
      if (response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await page.goto(`${pagesOrigin}${htmlPath}?from=file#top`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await expect(page).toHaveURL(`${pagesOrigin}${routePath}?from=file#top`);
    if (heading) {
      await expect(page.locator('article h1').first()).toHaveText(heading);
      await expect(page.locator('.menu__link--active').first()).toBeVisible();
    }
  });
}
