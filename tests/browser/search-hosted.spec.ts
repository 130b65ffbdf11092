import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Page, type Route} from '@playwright/test';

import {askAiClass} from '../../src/plugins/local-search/askAiCss';
import {sitePath} from '../../src/site/urls';
import {baseUrl} from '../support/site';

/**
 * Hosted mode: `npm run build:algolia` builds the site with made-up
 * ALGOLIA_* variables (see package.json). That build must carry no
 * local-search code and send the DocSearch modal's queries to Algolia. The
 * browser loads it from disk under a made-up origin, and Algolia's hosts are
 * answered here, so nothing leaves the machine.
 */

const root = path.join(__dirname, '..', '..');
const hostedDir = path.join(root, 'build-algolia');
const localDir = path.join(root, 'build');
const appId = 'TESTAPPID';
const indexName = 'squirrels-test';
const assistantId = 'test-assistant';
const hostedOrigin = 'http://hosted.test';

/** Text of every JavaScript file of a build. */
function scripts(dir: string): string[] {
  const jsDir = path.join(dir, 'assets', 'js');
  return readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(jsDir, name), 'utf8'));
}

/** Text of every stylesheet of a build. */
function stylesheets(dir: string): string {
  const cssDir = path.join(dir, 'assets', 'css');
  return readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
}

/** Strings that only the local-search plugin puts in a build. */
const localSearchMarkers = ['search-index', 'local-search'];

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** Serves the hosted build under `hostedOrigin`, as `docusaurus serve` would. */
async function serveHostedBuild(page: Page): Promise<void> {
  await page.route(`${hostedOrigin}/**`, async (route: Route) => {
    const {pathname} = new URL(route.request().url());
    const relative = sitePath(decodeURIComponent(pathname), baseUrl);
    const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')].map(
      (candidate) => path.join(hostedDir, candidate),
    );
    const file = candidates.find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) {
      await route.fulfill({status: 404, path: path.join(hostedDir, '404.html')});
      return;
    }
    await route.fulfill({
      path: file,
      contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
  });
}

test('the hosted build has no local index and no local-search code; the local build no Algolia preconnect and no Ask AI styles', () => {
  expect(existsSync(path.join(hostedDir, 'index.html')), 'run npm run build:algolia').toBe(true);
  expect(existsSync(path.join(hostedDir, 'search-index'))).toBe(false);
  for (const marker of localSearchMarkers) {
    expect(
      scripts(hostedDir).filter((text) => text.includes(marker)),
      `scripts with "${marker}"`,
    ).toHaveLength(0);
    // The markers do find the plugin in the local build.
    expect(scripts(localDir).some((text) => text.includes(marker))).toBe(true);
  }
  const home = readFileSync(path.join(hostedDir, 'index.html'), 'utf8');
  expect(home).toContain(`https://${appId}-dsn.algolia.net`);
  // The local build names no Algolia host: no preconnect to a server that does not exist.
  for (const page of ['index.html', 'docs/docs/intro.html']) {
    expect(readFileSync(path.join(localDir, page), 'utf8')).not.toMatch(/algolia\.net/);
  }
  expect(scripts(hostedDir).some((text) => text.includes(assistantId))).toBe(true);
  // Ask AI's styles: kept where the modal offers it, left out of the local build's stylesheet.
  expect(stylesheets(hostedDir)).toMatch(askAiClass);
  expect(stylesheets(localDir)).not.toMatch(askAiClass);
});

test('the hosted build sends the modal’s queries to Algolia, with Ask AI on', async ({page}) => {
  await serveHostedBuild(page);
  const queries: {indexName?: string; query?: string}[] = [];
  const offsite: string[] = [];
  await page.route(/^https:\/\/[^/]*\.algolia(net\.com|\.net|\.io)\//, async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.url().includes(`${appId.toLowerCase()}`)) {
      const body = JSON.parse(request.postData() ?? '{}') as {
        requests?: {indexName?: string; query?: string}[];
      };
      queries.push(...(body.requests ?? []));
    }
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [
          {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '', params: ''},
        ],
      }),
    });
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(hostedOrigin) && !/algolia/.test(url) && !url.startsWith('data:')) {
      offsite.push(url);
    }
  });

  await page.goto(`${hostedOrigin}${baseUrl}docs/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('parameters');

  await expect.poll(() => queries.map((query) => query.indexName)).toContain(indexName);
  expect(queries.find((query) => query.indexName === indexName)?.query).toBe('parameters');
  // Ask AI is offered, as ALGOLIA_ASSISTANT_ID asks.
  await expect(
    page
      .locator('.DocSearch-Modal')
      .getByText(/Ask AI/)
      .first(),
  ).toBeVisible();
  expect(offsite).toEqual([]);
});
